import type { ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import {
  pulledPoints,
  pulledStatus,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';
import { seedAnalytics } from './analytics-replica';

/**
 * seedAnalytics plus what the coverage gaps tests need (tests only):
 *
 * - 7 Maths A has an UNPLANNED lesson on Wednesday 25 Nov 2026 with no point: the next free lesson
 *   Plan this fills (before the PLANNED 26 Nov "Algebra review", which has no point either).
 * - A1 (taught 9 Nov) is judged mastery 2: a low-mastery gap, calculated LOW (MEDIUM 3, taught
 *   within 28 days −2, mastery 2 +1 = 2).
 *
 * So the maths gaps under the default range (Term 4) are A2 (untaught, CRITICAL: 9 + 2) then A1;
 * N2 was taught in Term 3, which counts, since gaps count every lesson up to the range's end.
 */
export async function seedAnalyticsGaps(db: ReplicaDb, userId: string) {
  const seeded = await seedAnalytics(db, userId);
  const freeLesson = await pulledLesson(db, userId, seeded.classes.maths.id, '2026-11-25', 'p1', {
    start_time: '08:50',
    end_time: '09:40',
  });
  await pulledStatus(db, userId, seeded.classes.maths.id, seeded.points.a1.id, {
    mastery_level: 2,
  });
  return { ...seeded, freeLesson };
}

/**
 * A class "9 Science" whose syllabus has `count` untaught points (codes SCI001…), all MEDIUM, for
 * the long-list tests (tests only).
 */
export async function seedManyUntaught(db: ReplicaDb, userId: string, count: number) {
  const syllabus = await pulledSyllabus(db, {
    name: 'Science',
    subject: 'Science',
    source_key: 'csv:science',
    levels: ['Year 9'],
    years: [9],
  });
  const science = await pulledClassRow(db, userId, {
    name: '9 Science',
    subject: 'Science',
    year: 9,
    syllabus_stage: null,
    syllabus_id: syllabus.id,
  });
  const points = await pulledPoints(
    db,
    Array.from({ length: count }, (_, i) =>
      syllabusPointRow(syllabus.id, {
        code: `SCI${String(i + 1).padStart(3, '0')}`,
        sort_order: i + 1,
        subject: 'Science',
        strand: i % 2 === 0 ? 'Biology' : 'Chemistry',
        stage: 'Year 9',
        year: 9,
      }),
    ),
  );
  return { syllabus, science, points };
}
