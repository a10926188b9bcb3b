import { addDays, formatISO, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { demoTermsAround, teachingDays, termsForYear } from './demo-calendar';
import { BUILT_IN_METHODS, DEMO_CLASSES, type MethodKey } from './demo-classes';
import { PENDING_DAYS } from './demo-lessons';
import { demoTeaching } from './demo-teaching';

/**
 * The demo's teaching for any `today` (the seed runs on whatever day `npm start` first does):
 * checked without a database, over a catalogue of made-up points of the stages the classes use.
 */

const STRANDS = ['Number', 'Algebra', 'Measurement', 'Space', 'Statistics', 'Probability'];
const POINTS = ['Year 7', 'Year 8', 'Year 9', 'Year 10'].flatMap((stage) =>
  STRANDS.flatMap((strand) =>
    [1, 2, 3, 4].map((n) => ({
      id: `${stage}-${strand}-${n}`,
      code: `${stage.replace('Year ', 'Y')}${strand[0]}${n}`,
      strand,
      stage,
      description: `work with ${strand.toLowerCase()} idea ${n}.`,
    })),
  ),
);
const EMAILS = [
  'teacher@demo.school',
  'admin@demo.school',
  'owner@demo.school',
  'solo@demo.school',
];

function teach(today: string) {
  return demoTeaching({
    classes: DEMO_CLASSES,
    today,
    lessonTerms: demoTermsAround(today),
    anchorMonday: termsForYear(Number(today.slice(0, 4)))[0]!.start,
    syllabusId: 'syllabus',
    points: POINTS,
    userIdOf: (email) => email,
    schoolIdOf: (email) => (email === 'solo@demo.school' ? null : 'school'),
    methodId: (key: MethodKey) =>
      key === 'schoolMethod'
        ? 'school-method'
        : key === 'ownMethod'
          ? 'own-method'
          : BUILT_IN_METHODS[key],
  });
}

type Row = Record<string, unknown>;
const iso = (date: Date) => formatISO(date, { representation: 'date' });
const shift = (day: string, days: number) => iso(addDays(parseISO(day), days));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('demo teaching', () => {
  it.each([
    ['a Monday mid-term', '2026-11-23'],
    ['a Friday', '2026-11-27'],
    ['the second day of the year', '2026-02-03'],
    ['the holidays after Term 3', '2026-09-28'],
    ['January, before Term 1', '2026-01-15'],
    ['December, after Term 4', '2026-12-21'],
  ])('on %s (%s): the previous term taught, the last days pending, plans ahead', (_, today) => {
    const { lessons } = teach(today);
    const [previous] = demoTermsAround(today);
    const inPrevious = lessons.filter((l) => (l.date as string) <= previous!.end);
    expect(inPrevious.filter((l) => l.status === 'COMPLETED').length).toBeGreaterThan(100);
    expect(inPrevious.some((l) => l.status === 'MISSED')).toBe(true);
    expect(inPrevious.filter((l) => l.status === 'PLANNED' || l.status === 'UNPLANNED')).toEqual(
      [],
    );

    for (const lesson of lessons) {
      const past = (lesson.date as string) < today;
      expect(['COMPLETED', 'MISSED', 'PENDING_REFLECTION'].includes(lesson.status as string)).toBe(
        past,
      );
      if (lesson.status === 'COMPLETED') {
        expect(lesson.effectiveness_rating).toEqual(expect.any(Number));
        expect(lesson.teaching_method_id).toEqual(expect.any(String));
      }
    }
    const taughtDays = demoTermsAround(today)
      .flatMap((t) => teachingDays(t, t.end))
      .filter((d) => d < today);
    const pending = new Set(
      lessons.filter((l) => l.status === 'PENDING_REFLECTION').map((l) => l.date),
    );
    expect([...pending].sort()).toEqual(taughtDays.slice(-PENDING_DAYS));
    const ahead = lessons.filter((l) => (l.date as string) >= today);
    expect(ahead.some((l) => l.status === 'PLANNED')).toBe(true);
    expect(ahead.some((l) => l.status === 'UNPLANNED')).toBe(true);
  });

  it.each(['2026-11-23', '2026-11-25', '2026-11-27', '2026-03-04'])(
    'on the teaching day %s, the demo teacher and the solo teacher have lessons, planned',
    (today) => {
      const { lessons } = teach(today);
      for (const owner of ['teacher@demo.school', 'solo@demo.school']) {
        const todays = lessons.filter((l) => l.owner_id === owner && l.date === today);
        expect(todays.length, owner).toBeGreaterThan(0);
        expect(todays.every((l) => l.status === 'PLANNED')).toBe(true);
      }
    },
  );

  it.each(['2026-11-25', '2026-08-26', '2026-06-10', '2026-03-18'])(
    'mid-term on %s, 7 Maths A rates higher than in the 28 days before and 7 Maths B lower',
    (today) => {
      const { classes, lessons } = teach(today);
      const average = (name: string, from: string, to: string) => {
        const id = classes.find((c) => c.name === name)!.id;
        const ratings = lessons
          .filter((l) => l.class_id === id && l.status === 'COMPLETED')
          .filter((l) => (l.date as string) >= from && (l.date as string) <= to)
          .map((l) => l.effectiveness_rating as number);
        return mean(ratings);
      };
      const window = (name: string) => ({
        now: average(name, shift(today, -27), today),
        before: average(name, shift(today, -55), shift(today, -28)),
      });
      const a = window('7 Maths A');
      const b = window('7 Maths B');
      // The dashboard's trend rule: a change of at least 5% of the previous value.
      expect(a.now / a.before).toBeGreaterThanOrEqual(1.05);
      expect(b.now / b.before).toBeLessThanOrEqual(0.95);
    },
  );

  it('paces classes differently through their stage: the teacher’s classes cover different shares', () => {
    const { classes, lessons, links } = teach('2026-11-25');
    const completed = new Set(lessons.filter((l) => l.status === 'COMPLETED').map((l) => l.id));
    const covered = (name: string) => {
      const id = classes.find((c) => c.name === name)!.id;
      const ofClass = new Set(lessons.filter((l) => l.class_id === id).map((l) => l.id));
      return new Set(
        links
          .filter((k) => completed.has(k.lesson_id) && ofClass.has(k.lesson_id))
          .map((k) => k.syllabus_point_id),
      ).size;
    };
    expect(covered('7 Maths A')).toBeGreaterThan(covered('7 Maths B') + 4);
    expect(covered('8 Science')).toBe(0);
    // Every link names a point of its class's stage.
    const stageOf = new Map(classes.map((c) => [c.id, c.syllabus_stage]));
    const lessonClass = new Map(lessons.map((l) => [l.id, l.class_id]));
    for (const link of links)
      expect(link.syllabus_point_id as string).toMatch(
        new RegExp(`^${stageOf.get(lessonClass.get(link.lesson_id))}-`),
      );
  });

  it('gives each demo teacher classes and lessons, the school’s ones in the school', () => {
    const { classes, lessons, statuses } = teach('2026-11-25');
    for (const email of EMAILS) {
      expect(
        classes.some((c) => c.owner_id === email),
        email,
      ).toBe(true);
      expect(lessons.some((l) => l.owner_id === email && l.status === 'COMPLETED')).toBe(true);
    }
    for (const schoolClass of classes)
      expect(schoolClass.school_id).toBe(
        schoolClass.owner_id === 'solo@demo.school' ? null : 'school',
      );
    expect(statuses.some((s) => s.priority_level === 'HIGH' && s.mastery_level === null)).toBe(
      true,
    );
    expect(new Set(statuses.map((s) => s.mastery_level)).size).toBeGreaterThanOrEqual(4);
  });

  it('is the same on every run, but for the fresh ids', () => {
    const withoutIds = ({ lessons, links }: { lessons: Row[]; links: Row[] }) => ({
      lessons: lessons.map(({ id: _id, class_id: _class, ...rest }) => rest),
      links: links.map((link) => link.syllabus_point_id),
    });
    expect(withoutIds(teach('2026-11-25'))).toEqual(withoutIds(teach('2026-11-25')));
  });
});
