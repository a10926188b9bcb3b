import type { ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';

/** ACARA's notice as the MRAC importer stores it on the syllabus. */
export const ACARA_NOTICE =
  '© Australian Curriculum, Assessment and Reporting Authority (ACARA), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). ACARA does not endorse any product that uses the Australian Curriculum.';

/**
 * A teacher's replica for the coverage tests (tests only): class 7 Maths A (Year 7) following
 * Mathematics v9.0, five Year 7 points over two strands (N1–N3 Number, A1–A2 Algebra) plus a Year
 * 8 point, and lessons: two COMPLETED ones linking N1 (2 and 16 November 2026), a COMPLETED one
 * linking A1 (9 November), and two upcoming UNPLANNED ones (Wednesday 25 and Thursday 26
 * November).
 */
export async function seedCoverage(db: ReplicaDb, userId: string) {
  const syllabus = await pulledSyllabus(db, { attribution: ACARA_NOTICE, version: '9.0' });
  const schoolClass = await pulledClassRow(db, userId, {
    syllabus_id: syllabus.id,
    syllabus_stage: null,
    year: 7,
  });
  const point = (code: string, sort: number, strand: string, extra = {}) =>
    syllabusPointRow(syllabus.id, { code, sort_order: sort, strand, ...extra });
  const [n1, n2, n3, a1, a2, y8] = await pulledPoints(db, [
    point('AC9M7N01', 1, 'Number', {
      description: 'Describe the relationship between perfect square numbers and square roots',
    }),
    point('AC9M7N02', 2, 'Number', {
      description: 'Represent natural numbers as products of powers of prime numbers',
    }),
    point('AC9M7N03', 3, 'Number', { description: 'Round decimals to a given accuracy' }),
    point('AC9M7A01', 4, 'Algebra', {
      description: 'Recognise and use variables to represent everyday formulas',
    }),
    point('AC9M7A02', 5, 'Algebra', {
      description: 'Formulate algebraic expressions using constants and variables',
    }),
    point('AC9M8N01', 6, 'Number', { stage: 'Year 8', year: 8 }),
  ]);
  const lesson = (
    date: string,
    periodId: string,
    start: string,
    status: 'COMPLETED' | 'UNPLANNED',
  ) =>
    pulledLesson(db, userId, schoolClass.id, date, periodId, {
      start_time: start,
      end_time: null,
      status,
      title: status === 'COMPLETED' ? 'Taught' : null,
    });
  const taught = [
    await lesson('2026-11-02', 'p1', '08:50:00', 'COMPLETED'),
    await lesson('2026-11-09', 'p1', '08:50:00', 'COMPLETED'),
    await lesson('2026-11-16', 'p1', '08:50:00', 'COMPLETED'),
  ];
  await pulledPointLink(db, userId, taught[0]!.id, n1!.id);
  await pulledPointLink(db, userId, taught[2]!.id, n1!.id);
  await pulledPointLink(db, userId, taught[1]!.id, a1!.id);
  // Upcoming, in teaching order: Wednesday period 3 comes before Thursday period 1.
  const upcoming = [
    await lesson('2026-11-25', 'p3', '10:50:00', 'UNPLANNED'),
    await lesson('2026-11-26', 'p1', '08:50:00', 'UNPLANNED'),
  ];
  return {
    syllabus,
    schoolClass,
    points: { n1: n1!, n2: n2!, n3: n3!, a1: a1!, a2: a2!, y8: y8! },
    taught,
    upcoming,
  };
}

/** Today in these tests: Tuesday 24 November 2026. */
export const COVERAGE_TODAY = '2026-11-24';
