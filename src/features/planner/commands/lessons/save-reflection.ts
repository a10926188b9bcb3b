import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox } from '@/db/write-with-outbox';
import { validateReflection, type ReflectionInput, type ReflectionProblem } from '@/domain/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { readOwnLesson } from './own-lesson';

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
