import { randomUUID } from 'node:crypto';
import { formatISO, parseISO, subDays } from 'date-fns';

type Row = Record<string, unknown>;

export type DemoResource = {
  owner: string;
  /** Added this many days before today: the dashboard lists those of its 28-day window. */
  daysAgo: number;
  title: string;
  url: string | null;
  body: string | null;
  subject: string;
  year: number;
  tags: readonly string[];
  /** Shared with the school (school members only). */
  shared: boolean;
};

const TEACHER = 'teacher@demo.school';

export const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    owner: TEACHER,
    daysAgo: 2,
    title: 'Desmos: graphing linear patterns',
    url: 'https://www.desmos.com/calculator',
    body: null,
    subject: 'Mathematics',
    year: 7,
    tags: ['algebra', 'graphing'],
    shared: true,
  },
  {
    owner: TEACHER,
    daysAgo: 9,
    title: 'Exit ticket bank, Year 7',
    url: null,
    body: 'One question per lesson objective; collect on the way out and sort into three piles.',
    subject: 'Mathematics',
    year: 7,
    tags: ['assessment'],
    shared: false,
  },
  {
    owner: TEACHER,
    daysAgo: 23,
    title: 'PhET simulations: energy forms and changes',
    url: 'https://phet.colorado.edu/',
    body: null,
    subject: 'Science',
    year: 8,
    tags: ['energy', 'simulation'],
    shared: false,
  },
  {
    owner: TEACHER,
    daysAgo: 40,
    title: 'NRICH problem-solving tasks',
    url: 'https://nrich.maths.org/',
    body: null,
    subject: 'Mathematics',
    year: 7,
    tags: ['problem solving'],
    shared: false,
  },
  {
    owner: 'admin@demo.school',
    daysAgo: 6,
    title: 'Year 8 algebra assessment task',
    url: null,
    body: 'Three parts: expand and factorise, solve linear equations, model a word problem.',
    subject: 'Mathematics',
    year: 8,
    tags: ['assessment', 'algebra'],
    shared: true,
  },
  {
    owner: 'solo@demo.school',
    daysAgo: 12,
    title: 'Tutoring session checklist',
    url: null,
    body: 'Review last session’s homework; one new idea; three practice problems; set homework.',
    subject: 'Mathematics',
    year: 7,
    tags: ['routine'],
    shared: false,
  },
];

/** The resources as rows, added (created_at) the given number of days before `today`. */
export function demoResourceRows(input: {
  today: string;
  userIdOf: (email: string) => string;
  schoolIdOf: (email: string) => string | null;
}): Row[] {
  return DEMO_RESOURCES.map((resource) => {
    const schoolId = input.schoolIdOf(resource.owner);
    const day = formatISO(subDays(parseISO(input.today), resource.daysAgo), {
      representation: 'date',
    });
    return {
      id: randomUUID(),
      owner_id: input.userIdOf(resource.owner),
      school_id: schoolId,
      is_shared: resource.shared && schoolId !== null,
      kind: resource.url ? 'link' : 'note',
      title: resource.title,
      url: resource.url,
      body: resource.body,
      subject: resource.subject,
      years: [resource.year],
      tags: resource.tags,
      created_at: `${day}T06:30:00Z`,
    };
  });
}
