import type { Lesson } from '@/db/entities/lesson';
import type { Resource } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { T0, pulledClassRow, pulledLesson, pulledSchool } from '@/db/test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledStatus,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';

/** Today in the dashboard tests: Tuesday 24 November 2026 (Term 4; Day 7 of the cycle, in Week B). */
export const DASHBOARD_TODAY = '2026-11-24';
/** Tuesday 24 November 2026, 10:00 local: during Period 2 (09:40–10:30). */
export const DASHBOARD_NOW = () => new Date(2026, 10, 24, 10, 0);

/** The test school's periods, with the times a generated lesson copies from them. */
const PERIODS = {
  p1: ['08:50', '09:40'],
  p2: ['09:40', '10:30'],
  p3: ['10:50', '11:40'],
  p4: ['11:40', '12:30'],
  p5: ['13:10', '14:00'],
} as const;
type PeriodId = keyof typeof PERIODS;

function resourceRow(ownerId: string, title: string, createdAt: string): Resource {
  return {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: null,
    is_shared: false,
    kind: 'link',
    title,
    url: 'https://example.test/resource',
    body: null,
    file_path: null,
    mime_type: null,
    size_bytes: null,
    description: null,
    subject: null,
    years: [],
    tags: [],
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: null,
    txid: '512',
  };
}

/**
 * A teacher's replica for the dashboard tests (tests only), on the test school's calendar, with
 * today Tuesday 24 November 2026:
 *
 * | day          | 7 Maths A (Year 7 maths: N1 N2 A1 A2)     | 8 English B (no syllabus)  |
 * |--------------|-------------------------------------------|----------------------------|
 * | Tue 24 (today) | P1 'Fractions review' PLANNED; P5 blank | P2 blank                   |
 * | Wed 25       | P4 blank                                  | P3 'Poetry' PLANNED        |
 * | Thu 26       | P1 'Algebra' PLANNED                      |                            |
 * | Mon 23       | P1 'Fractions' COMPLETED ★4 (N1)          | P2 blank, unmarked         |
 * | 16–20 Nov    | P1 each day, unmarked: 'Ratios' on 20 Nov, the rest blank |            |
 * | Fri 13 Nov   |                                           | P2 blank, unmarked         |
 * | Mon 2 Nov    | P1 'Variables' COMPLETED ★5 (A1)          |                            |
 * | Mon 12 Oct   | P1 'Primes' COMPLETED ★3 (N2)             |                            |
 *
 * So this week (23–29 Nov) has 8 lessons, 4 planned and 4 not (3 still to come); 7 lessons need
 * reflection (newest Mon 23 English, oldest Fri 13); Maths covers 3 of 4 points (N1, A1, N2) and
 * A2 is CRITICAL and untaught. A resource 'Fraction wall' was added on 20 Nov. An archived class
 * '6 Science' has a lesson today that the dashboard must not list.
 */
export async function seedDashboard(db: ReplicaDb, userId: string) {
  await pulledSchool(db);
  const syllabus = await pulledSyllabus(db, { version: '9.0' });
  const maths = await pulledClassRow(db, userId, {
    name: '7 Maths A',
    syllabus_id: syllabus.id,
    syllabus_stage: null,
    year: 7,
    colour: '#2563eb',
  });
  const english = await pulledClassRow(db, userId, {
    name: '8 English B',
    subject: 'English',
    year: 8,
    syllabus_stage: null,
    colour: '#db2777',
  });
  const science = await pulledClassRow(db, userId, {
    name: '6 Science',
    subject: 'Science',
    archived_at: T0,
  });
  const point = (code: string, sort: number, strand: string) =>
    syllabusPointRow(syllabus.id, { code, sort_order: sort, strand, description: `${code} point` });
  const [n1, n2, a1, a2] = await pulledPoints(db, [
    point('AC9M7N01', 1, 'Number'),
    point('AC9M7N02', 2, 'Number'),
    point('AC9M7A01', 3, 'Algebra'),
    point('AC9M7A02', 4, 'Algebra'),
  ]);
  const lesson = (classId: string, date: string, period: PeriodId, fields: Partial<Lesson> = {}) =>
    pulledLesson(db, userId, classId, date, period, {
      start_time: PERIODS[period][0],
      end_time: PERIODS[period][1],
      ...fields,
    });
  const taught = (date: string, title: string, rating: number) =>
    lesson(maths.id, date, 'p1', {
      status: 'COMPLETED',
      title,
      effectiveness_rating: rating,
      completed_at: `${date}T09:40:00.000Z`,
    });
  const lessons = {
    todayMaths: await lesson(maths.id, '2026-11-24', 'p1', {
      status: 'PLANNED',
      title: 'Fractions review',
    }),
    todayEnglish: await lesson(english.id, '2026-11-24', 'p2'),
    todayMathsLate: await lesson(maths.id, '2026-11-24', 'p5'),
    todayScience: await lesson(science.id, '2026-11-24', 'p3', {
      status: 'PLANNED',
      title: 'Archived class lesson',
    }),
    poetry: await lesson(english.id, '2026-11-25', 'p3', { status: 'PLANNED', title: 'Poetry' }),
    wednesdayMaths: await lesson(maths.id, '2026-11-25', 'p4'),
    algebra: await lesson(maths.id, '2026-11-26', 'p1', { status: 'PLANNED', title: 'Algebra' }),
    fractions: await taught('2026-11-23', 'Fractions', 4),
    mondayEnglish: await lesson(english.id, '2026-11-23', 'p2'),
    ratios: await lesson(maths.id, '2026-11-20', 'p1', { status: 'PLANNED', title: 'Ratios' }),
    thursday19: await lesson(maths.id, '2026-11-19', 'p1'),
    wednesday18: await lesson(maths.id, '2026-11-18', 'p1'),
    tuesday17: await lesson(maths.id, '2026-11-17', 'p1'),
    monday16: await lesson(maths.id, '2026-11-16', 'p1'),
    friday13: await lesson(english.id, '2026-11-13', 'p2'),
    variables: await taught('2026-11-02', 'Variables', 5),
    primes: await taught('2026-10-12', 'Primes', 3),
  };
  await pulledPointLink(db, userId, lessons.fractions.id, n1!.id);
  await pulledPointLink(db, userId, lessons.variables.id, a1!.id);
  await pulledPointLink(db, userId, lessons.primes.id, n2!.id);
  await pulledStatus(db, userId, maths.id, a2!.id, { priority_level: 'CRITICAL' });
  const resource = resourceRow(userId, 'Fraction wall', '2026-11-20T03:00:00.000Z');
  await db.entity('resources').put(resource);
  return {
    classes: { maths, english, science },
    points: { n1: n1!, n2: n2!, a1: a1!, a2: a2! },
    lessons,
    resource,
  };
}

/** The replica's analytics write mark, for tests of the figures kept across a start. */
export { analyticsWriteMark } from '@/db/analytics-written';
