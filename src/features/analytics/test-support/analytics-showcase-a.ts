import type { Lesson, LessonSyllabusPoint } from '@/db/entities/lesson';
import type { TeachingMethod } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import { T0, pulledClassRow, pulledSchool } from '@/db/test-support/pulled-rows';
import { pulledPoints, pulledSyllabus, syllabusPointRow } from '@/db/test-support/syllabus-rows';
import { blankLesson } from '@/domain/lessons';

const DAY_MS = 86_400_000;
/** The calendar day `days` after an ISO date (UTC arithmetic: no zone or DST can shift it). */
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '512' } as const;

/** Teaching methods of the showcase; the last one is never used (it shows 0 lessons). */
export const SHOWCASE_METHODS = [
  'Direct instruction',
  'Inquiry',
  'Group work',
  'Discussion',
  'Practical work',
  'Flipped classroom',
] as const;

/** Each class's usual rating and how many of its year's 12 points its lessons reach. */
const CLASSES = [
  { name: '7 Maths A', subject: 'Mathematics', year: 7, meanRating: 4.1, pointsReached: 9 },
  { name: '8 Maths C', subject: 'Mathematics', year: 8, meanRating: 3.1, pointsReached: 5 },
  { name: '9 Science', subject: 'Science', year: 9, meanRating: 3.6, pointsReached: 0 },
  { name: '10 English', subject: 'English', year: 10, meanRating: 2.6, pointsReached: 0 },
  { name: '11 Modern History', subject: 'History', year: 11, meanRating: 3.9, pointsReached: 0 },
] as const;

/** A fixed pseudo-random number in [0, 1) for `n` (Knuth's multiplicative hash): same every run. */
const noise = (n: number) => (Math.imul(n, 2654435761) >>> 0) / 2 ** 32;

const clampRating = (value: number) => Math.min(5, Math.max(1, Math.round(value)));

/** First teaching day of the showcase: Monday of Term 4's first week. */
export const SHOWCASE_FIRST_DAY = '2026-10-05';
/** Weeks of five teaching days (Term 4 up to Friday 20 November 2026). */
export const SHOWCASE_WEEKS = 7;

const FOLLOW_UP_NOTES = [
  'Reteach with worked examples before moving on',
  'Three students absent: catch up on the practical next lesson',
  'Check homework completion; several did not start the task',
];

/**
 * A term of teaching at volume (tests and screenshot harnesses only): five classes, one lesson a
 * class every weekday for SHOWCASE_WEEKS weeks from SHOWCASE_FIRST_DAY (175 lessons, all taught,
 * Period 1). Deterministic by position: every 9th lesson is unrated, every 11th has no method,
 * every 13th needs a follow-up, the two maths classes link a point of their year each lesson
 * (reaching 9 and 5 of 12). Ratings spread around each class's own mean, from a fixed hash. `seedAnalyticsShowcase` returns the rows it wrote.
 */
export async function seedAnalyticsShowcase(db: ReplicaDb, userId: string) {
  await pulledSchool(db);
  const methods: TeachingMethod[] = SHOWCASE_METHODS.map((name) => ({
    id: crypto.randomUUID(),
    school_id: null,
    owner_id: null,
    name,
    description: null,
    ...pulled,
  }));
  await db.entity('teaching_methods').bulkPut(methods);
  const syllabus = await pulledSyllabus(db);
  const points = await pulledPoints(
    db,
    [7, 8].flatMap((year) =>
      ['Number', 'Algebra', 'Measurement'].flatMap((strand, strandIndex) =>
        [1, 2, 3, 4].map((n) =>
          syllabusPointRow(syllabus.id, {
            code: `AC9M${String(year)}${strand[0]!}0${String(n)}`,
            sort_order: year * 100 + strandIndex * 10 + n,
            strand,
            stage: `Year ${String(year)}`,
            year,
          }),
        ),
      ),
    ),
  );
  const classes = [];
  for (const spec of CLASSES)
    classes.push(
      await pulledClassRow(db, userId, {
        name: spec.name,
        subject: spec.subject,
        year: spec.year,
        syllabus_stage: null,
        syllabus_id: spec.pointsReached > 0 ? syllabus.id : null,
      }),
    );

  const lessons: Lesson[] = [];
  const links: LessonSyllabusPoint[] = [];
  let n = 0;
  for (let day = 0; day < SHOWCASE_WEEKS * 7; day += 1) {
    if (day % 7 >= 5) continue; // weekends
    const date = addDays(SHOWCASE_FIRST_DAY, day);
    for (const [classIndex, schoolClass] of classes.entries()) {
      n += 1;
      const spec = CLASSES[classIndex]!;
      const rated = n % 9 !== 0;
      // Spread of about ±1.5 around the class's mean, a little better as the term goes on.
      const rating = clampRating(spec.meanRating + (noise(n) - 0.5) * 3 + day / 98);
      const satisfaction = clampRating(rating + (noise(n + 7) - 0.5) * 2);
      const own = clampRating(rating + (noise(n + 13) - 0.6) * 2);
      const lesson: Lesson = {
        ...blankLesson({
          id: crypto.randomUUID(),
          owner_id: userId,
          class_id: schoolClass.id,
          date,
          period_id: 'p1',
          start_time: '08:50',
          end_time: '09:40',
        }),
        ...pulled,
        status: 'COMPLETED',
        title: `${spec.subject} lesson ${String(Math.ceil(n / classes.length))}`,
        effectiveness_rating: rated ? rating : null,
        teacher_satisfaction_score: rated ? satisfaction : null,
        teacher_effectiveness_rating: rated ? own : null,
        // The last method is never used; of the others the first come up most often.
        teaching_method_id:
          n % 11 === 0 ? null : methods[Math.floor(noise(n + 3) ** 1.4 * (methods.length - 1))]!.id,
        follow_up_required: n % 13 === 0,
        follow_up_notes: n % 13 === 0 ? FOLLOW_UP_NOTES[n % FOLLOW_UP_NOTES.length]! : null,
      };
      lessons.push(lesson);
      const year = schoolClass.year;
      if (spec.pointsReached > 0 && year !== null) {
        const ofYear = points.filter((p) => p.year === year);
        const point = ofYear[Math.floor(day / 7 + noise(n) * 3) % spec.pointsReached]!;
        links.push({
          id: crypto.randomUUID(),
          owner_id: userId,
          lesson_id: lesson.id,
          syllabus_point_id: point.id,
          ...pulled,
        });
      }
    }
  }
  await db.entity('lessons').bulkPut(lessons);
  await db.entity('lesson_syllabus_points').bulkPut(links);
  return { classes, methods, points, lessons, links };
}
