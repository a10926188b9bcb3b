import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox } from '@/db/write-with-outbox';
import {
  planStatusChange,
  validateReflection,
  type LessonStatus,
  type ReflectionInput,
  type ReflectionProblem,
} from '@/domain/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { hasLiveLinks, LESSON_STORES, readOwnLesson } from './own-lesson';

export type SaveReflectionResult =
  | { ok: true }
  | LessonRefusal
  | { ok: false; reason: 'invalid-reflection'; message: string; problems: ReflectionProblem[] };

/**
 * Records a reflection on a lesson (validateReflection: three ratings 1–5, a method from the
 * list or none, follow-up notes when a follow-up is needed). Refused input writes nothing and
 * comes back with one message per field.
 */
export async function saveReflection(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { lessonId: string; reflection: ReflectionInput },
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<SaveReflectionResult> {
  const checked = validateReflection(input.reflection);
  if (!checked.ok) {
    return {
      ok: false,
      reason: 'invalid-reflection',
      message: 'The reflection was not saved: fix the fields marked.',
      problems: checked.problems,
    };
  }
  return inOneTransaction(db, ['lessons'], async () => {
    const found = await readOwnLesson(db, userId, input.lessonId);
    if (!found.ok) return found;
    const written = await writeWithOutbox(
      db,
      'lessons',
      { op: 'update', id: input.lessonId, fields: checked.value },
      { now },
    );
    return written.ok ? { ok: true as const } : written;
  });
}

export type CompleteWithReflectionResult =
  | { ok: true; effective: LessonStatus; completedNow: boolean }
  | LessonRefusal
  | { ok: false; reason: 'invalid-reflection'; message: string; problems: ReflectionProblem[] };

/**
 * "Complete with reflection" (issue 16): saves the reflection and marks the lesson COMPLETED as
 * one change of one row, in one transaction, so a lesson is never left reflected but unmarked
 * (or marked without the reflection the teacher just gave). A lesson already completed only has
 * its reflection saved (completed_at kept); a missed one becomes completed, as Mark completed
 * would. Refused input, or a lesson that cannot be completed yet (its date is after `today`),
 * writes nothing.
 */
export async function completeWithReflection(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { lessonId: string; reflection: ReflectionInput; today: string },
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<CompleteWithReflectionResult> {
  const checked = validateReflection(input.reflection);
  if (!checked.ok) {
    return {
      ok: false,
      reason: 'invalid-reflection',
      message: 'The reflection was not saved: fix the fields marked.',
      problems: checked.problems,
    };
  }
  const at = now();
  return inOneTransaction(db, LESSON_STORES, async () => {
    const found = await readOwnLesson(db, userId, input.lessonId);
    if (!found.ok) return found;
    const completedNow = found.lesson.status !== 'COMPLETED';
    let status = {};
    if (completedNow) {
      const change = planStatusChange({
        lesson: found.lesson,
        action: 'complete',
        today: input.today,
        now: at,
        hasLinks: await hasLiveLinks(db, input.lessonId),
      });
      if (!change.ok) return { ok: false, reason: 'status', message: change.message };
      status = change.fields;
    }
    const written = await writeWithOutbox(
      db,
      'lessons',
      { op: 'update', id: input.lessonId, fields: { ...checked.value, ...status } },
      { now: () => at },
    );
    return written.ok ? { ok: true, effective: 'COMPLETED', completedNow } : written;
  });
}
