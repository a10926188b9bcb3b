import type { Lesson } from '@/db/entities/lesson';
import type { TeachingMethod } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import { T0, pulledClassRow, pulledLesson, pulledSchool } from '@/db/test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledStatus,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';

/** Today in the analytics page tests: Tuesday 24 November 2026 (Term 4: 5 Oct – 16 Dec). */
export const ANALYTICS_TODAY = '2026-11-24';
/** Tuesday 24 November 2026, 10:00 local. */
export const ANALYTICS_NOW = () => new Date(2026, 10, 24, 10, 0);

const method = (id: string, name: string): TeachingMethod => ({
  id,
  school_id: null,
  owner_id: null,
  name,
  description: null,
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  txid: '512',
});

export const METHOD_DIRECT = '00000000-0000-4000-a000-00000000f001';
export const METHOD_INQUIRY = '00000000-0000-4000-a000-00000000f002';

type Reflected = Pick<
  Lesson,
  | 'effectiveness_rating'
  | 'teacher_satisfaction_score'
  | 'teacher_effectiveness_rating'
  | 'teaching_method_id'
  | 'follow_up_required'
  | 'follow_up_notes'
>;

const reflection = (
  effectiveness: number,
  methodId: string,
  followUp: string | null = null,
): Reflected => ({
  effectiveness_rating: effectiveness,
  teacher_satisfaction_score: effectiveness,
  teacher_effectiveness_rating: effectiveness,
  teaching_method_id: methodId,
  follow_up_required: followUp !== null,
  follow_up_notes: followUp,
});

/**
 * A teacher's replica for the analytics page tests (tests only), on the test school's calendar:
 *
 * | class       | syllabus                       | lessons                                                  |
 * |-------------|--------------------------------|----------------------------------------------------------|
 * | 7 Maths A   | Mathematics, Year 7: N1 N2 A1 A2 | Term 4: 2 Nov ★4 direct (N1), 9 Nov ★2 inquiry follow-up (A1), 16 Nov ★5 direct (N1); 20 Nov UNPLANNED (awaiting reflection); 26 Nov PLANNED; Term 3: 14 Sep ★3 direct (N2) |
 * | 8 English B | none                           | Term 4: 3 Nov ★5 inquiry; 10 Nov MISSED                  |
 *
 * Every taught lesson is Period 1 (08:50–09:40, 50 minutes). N1 has mastery 4 (mastered); A2 is
 * marked CRITICAL and never taught.
 */
export async function seedAnalytics(db: ReplicaDb, userId: string) {
  await pulledSchool(db);
  await db
    .entity('teaching_methods')
    .bulkPut([method(METHOD_DIRECT, 'Direct instruction'), method(METHOD_INQUIRY, 'Inquiry')]);
  const syllabus = await pulledSyllabus(db, { version: '9.0' });
  const maths = await pulledClassRow(db, userId, {
    name: '7 Maths A',
    syllabus_id: syllabus.id,
    syllabus_stage: null,
    year: 7,
  });
  const english = await pulledClassRow(db, userId, {
    name: '8 English B',
    subject: 'English',
    year: 8,
    syllabus_stage: null,
  });
  const point = (code: string, sort: number, strand: string) =>
    syllabusPointRow(syllabus.id, { code, sort_order: sort, strand, description: `${code} point` });
  const [n1, n2, a1, a2] = await pulledPoints(db, [
    point('AC9M7N01', 1, 'Number'),
    point('AC9M7N02', 2, 'Number'),
    point('AC9M7A01', 3, 'Algebra'),
    point('AC9M7A02', 4, 'Algebra'),
  ]);
  const taught = (classId: string, date: string, reflected: Reflected, title: string) =>
    pulledLesson(db, userId, classId, date, 'p1', {
      status: 'COMPLETED',
      start_time: '08:50',
      end_time: '09:40',
      title,
      ...reflected,
    });
  const lessons = {
    fractions: await taught(maths.id, '2026-11-02', reflection(4, METHOD_DIRECT), 'Fractions'),
    variables: await taught(
      maths.id,
      '2026-11-09',
      reflection(2, METHOD_INQUIRY, 'Reteach variables with concrete examples'),
      'Variables',
    ),
    squares: await taught(maths.id, '2026-11-16', reflection(5, METHOD_DIRECT), 'Square roots'),
    primes: await taught(maths.id, '2026-09-14', reflection(3, METHOD_DIRECT), 'Primes'),
    poetry: await taught(english.id, '2026-11-03', reflection(5, METHOD_INQUIRY), 'Poetry'),
    awaiting: await pulledLesson(db, userId, maths.id, '2026-11-20', 'p1', {
      start_time: '08:50',
      end_time: '09:40',
    }),
    upcoming: await pulledLesson(db, userId, maths.id, '2026-11-26', 'p1', {
      status: 'PLANNED',
      title: 'Algebra review',
      start_time: '08:50',
      end_time: '09:40',
    }),
    missed: await pulledLesson(db, userId, english.id, '2026-11-10', 'p1', { status: 'MISSED' }),
  };
  await pulledPointLink(db, userId, lessons.fractions.id, n1!.id);
  await pulledPointLink(db, userId, lessons.variables.id, a1!.id);
  await pulledPointLink(db, userId, lessons.squares.id, n1!.id);
  await pulledPointLink(db, userId, lessons.primes.id, n2!.id);
  await pulledStatus(db, userId, maths.id, n1!.id, { mastery_level: 4 });
  await pulledStatus(db, userId, maths.id, a2!.id, { priority_level: 'CRITICAL' });
  return {
    syllabus,
    classes: { maths, english },
    points: { n1: n1!, n2: n2!, a1: a1!, a2: a2! },
    lessons,
  };
}
