/**
 * The demo's classes, who teaches them, and how their lessons went: the shape behind the numbers
 * the analytics pages and the dashboard show on a first `npm start`. Each class differs on purpose
 * (one improving, one slipping, steady ones; different teaching methods; different pace and order
 * through the syllabus), so every chart has something to compare.
 */

/** The built-in teaching methods' fixed ids (migration 20261125000100_syllabus_catalogue.sql). */
export const BUILT_IN_METHODS = {
  directInstruction: '00000000-0000-4000-a000-00000000f001',
  explicitTeaching: '00000000-0000-4000-a000-00000000f002',
  modelling: '00000000-0000-4000-a000-00000000f003',
  practice: '00000000-0000-4000-a000-00000000f004',
  inquiry: '00000000-0000-4000-a000-00000000f005',
  projects: '00000000-0000-4000-a000-00000000f006',
  groupWork: '00000000-0000-4000-a000-00000000f007',
  discussion: '00000000-0000-4000-a000-00000000f008',
  differentiated: '00000000-0000-4000-a000-00000000f009',
  assessment: '00000000-0000-4000-a000-00000000f00a',
} as const;

/** A built-in method, the school's own ("Number talks") or the solo teacher's own. */
export type MethodKey = keyof typeof BUILT_IN_METHODS | 'schoolMethod' | 'ownMethod';

/** How much a method lifts (or lowers) a lesson's rating, so methods compare on the charts. */
export const METHOD_EFFECT: Record<MethodKey, number> = {
  directInstruction: 0,
  explicitTeaching: 0.2,
  modelling: 0.3,
  practice: 0.2,
  inquiry: -0.1,
  projects: 0.1,
  groupWork: -0.2,
  discussion: 0,
  differentiated: 0.3,
  assessment: -0.3,
  schoolMethod: 0.2,
  ownMethod: 0.4,
};

/**
 * A class's average lesson rating `daysAgo` days before today: `now` today, `before` from `overDays`
 * ago and earlier, moving in a straight line between. Anchored on today, so the dashboard's
 * 28-day window and the one before it differ the same way whatever the date.
 */
export type RatingDrift = { before: number; now: number; overDays: number };

/** How a class moves through its syllabus stage's points (maths classes only). */
export type CoveragePace = {
  /** Strands in the order the class teaches them; points keep the catalogue's order within one. */
  strandOrder: readonly string[];
  /** Lessons spent on each point (fractional: some points get one lesson more). */
  lessonsPerPoint: number;
  /** Untaught points, next in line, the teacher marked HIGH priority (coverage gaps). */
  urgentUntaught: number;
};

export type DemoClassSpec = {
  /** The teacher's demo account. */
  owner: string;
  name: string;
  subject: 'Mathematics' | 'Science';
  year: number;
  /** A level of the AC9 file ('Year 7'); the class links points of it when `coverage` is set. */
  stage: string;
  room: string | null;
  colour: string;
  /** Its places in the 10-day cycle: the same period on each of these days. */
  cycleDays: readonly number[];
  periodId: string;
  drift: RatingDrift;
  /** Picked uniformly per lesson: a method listed twice is used twice as often. */
  methods: readonly MethodKey[];
  coverage: CoveragePace | null;
  /** Lesson topics, a new one every few lessons, for a class without syllabus links. */
  topics: readonly string[];
};

const TEACHER = 'teacher@demo.school';
const SOLO = 'solo@demo.school';

export const DEMO_CLASSES: readonly DemoClassSpec[] = [
  {
    owner: TEACHER,
    name: '7 Maths A',
    subject: 'Mathematics',
    year: 7,
    stage: 'Year 7',
    room: 'M12',
    colour: '#2563eb',
    cycleDays: [1, 3, 5, 6, 8, 10],
    periodId: 'P1',
    // Improving: a new routine (worked examples, number talks) is paying off.
    drift: { before: 2.7, now: 4.4, overDays: 84 },
    methods: [
      'modelling',
      'modelling',
      'explicitTeaching',
      'practice',
      'schoolMethod',
      'groupWork',
    ],
    coverage: {
      strandOrder: ['Number', 'Algebra', 'Measurement', 'Space', 'Statistics', 'Probability'],
      lessonsPerPoint: 2.5,
      urgentUntaught: 2,
    },
    topics: [],
  },
  {
    owner: TEACHER,
    name: '7 Maths B',
    subject: 'Mathematics',
    year: 7,
    stage: 'Year 7',
    room: 'M14',
    colour: '#16a34a',
    cycleDays: [2, 4, 5, 7, 9, 10],
    periodId: 'P3',
    // Slipping: a harder group this half-year, more assessment and group work.
    drift: { before: 4.2, now: 2.7, overDays: 84 },
    methods: ['directInstruction', 'practice', 'groupWork', 'groupWork', 'assessment', 'inquiry'],
    coverage: {
      strandOrder: ['Measurement', 'Space', 'Number', 'Statistics', 'Algebra', 'Probability'],
      lessonsPerPoint: 4,
      urgentUntaught: 3,
    },
    topics: [],
  },
  {
    owner: TEACHER,
    name: '8 Science',
    subject: 'Science',
    year: 8,
    stage: 'Year 8',
    room: 'S3',
    colour: '#d97706',
    cycleDays: [1, 4, 6, 9],
    periodId: 'P5',
    drift: { before: 3.6, now: 3.6, overDays: 1 },
    methods: ['inquiry', 'inquiry', 'projects', 'groupWork', 'discussion', 'explicitTeaching'],
    coverage: null,
    topics: [
      'Cells and microscopes',
      'Body systems',
      'Chemical change',
      'Rocks and the rock cycle',
      'Energy transfer',
      'Forces and motion',
    ],
  },
  // A colleague in the school (the admin also teaches), so the school view has more than one teacher.
  {
    owner: 'admin@demo.school',
    name: '8 Maths',
    subject: 'Mathematics',
    year: 8,
    stage: 'Year 8',
    room: 'M10',
    colour: '#0891b2',
    cycleDays: [1, 2, 4, 6, 7, 9],
    periodId: 'P4',
    drift: { before: 3.4, now: 3.5, overDays: 84 },
    methods: ['explicitTeaching', 'practice', 'schoolMethod', 'discussion', 'assessment'],
    coverage: {
      strandOrder: ['Number', 'Measurement', 'Algebra', 'Space', 'Statistics', 'Probability'],
      lessonsPerPoint: 3,
      urgentUntaught: 1,
    },
    topics: [],
  },
  {
    owner: 'owner@demo.school',
    name: '10 Maths',
    subject: 'Mathematics',
    year: 10,
    stage: 'Year 10',
    room: 'M01',
    colour: '#db2777',
    cycleDays: [2, 5, 7, 10],
    periodId: 'P6',
    drift: { before: 3.9, now: 3.5, overDays: 120 },
    methods: ['directInstruction', 'explicitTeaching', 'practice', 'assessment'],
    coverage: {
      strandOrder: ['Algebra', 'Measurement', 'Statistics', 'Space', 'Probability', 'Number'],
      lessonsPerPoint: 3,
      urgentUntaught: 1,
    },
    topics: [],
  },
  // The solo teacher tutors two groups, one of them every day, with their own method too.
  {
    owner: SOLO,
    name: '7 Maths (tutoring)',
    subject: 'Mathematics',
    year: 7,
    stage: 'Year 7',
    room: null,
    colour: '#9333ea',
    cycleDays: [2, 4, 7, 9],
    periodId: 'P2',
    drift: { before: 3.8, now: 4.3, overDays: 84 },
    methods: ['ownMethod', 'ownMethod', 'differentiated', 'modelling', 'practice'],
    coverage: {
      strandOrder: ['Number', 'Statistics', 'Probability', 'Algebra', 'Measurement', 'Space'],
      lessonsPerPoint: 2,
      urgentUntaught: 1,
    },
    topics: [],
  },
  {
    owner: SOLO,
    name: '9 Maths (tutoring)',
    subject: 'Mathematics',
    year: 9,
    stage: 'Year 9',
    room: null,
    colour: '#7c3aed',
    cycleDays: [1, 3, 5, 6, 8, 10],
    periodId: 'P4',
    drift: { before: 3.3, now: 3.1, overDays: 84 },
    methods: ['ownMethod', 'differentiated', 'practice', 'assessment'],
    coverage: {
      strandOrder: ['Algebra', 'Statistics', 'Probability', 'Measurement', 'Space', 'Number'],
      lessonsPerPoint: 3,
      urgentUntaught: 2,
    },
    topics: [],
  },
];
