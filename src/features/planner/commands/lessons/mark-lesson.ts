import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox } from '@/db/write-with-outbox';
import { planStatusChange, type LessonStatus, type StatusAction } from '@/domain/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { hasLiveLinks, LESSON_STORES, readOwnLesson } from './own-lesson';

export type MarkLessonResult = { ok: true; effective: LessonStatus } | LessonRefusal;

/**
 * Marks a lesson COMPLETED or MISSED, or undoes the mark ('unmark'), as planStatusChange
 * allows on `today`; the reflection is kept either way.
 */
export function markLesson(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { lessonId: string; action: StatusAction; today: string },
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<MarkLessonResult> {
  const at = now();
  return inOneTransaction(db, LESSON_STORES, async () => {
    const found = await readOwnLesson(db, userId, input.lessonId);
    if (!found.ok) return found;
    const change = planStatusChange({
      lesson: found.lesson,
      action: input.action,
      today: input.today,
      now: at,
      hasLinks: await hasLiveLinks(db, input.lessonId),
    });
    if (!change.ok) return { ok: false, reason: 'status', message: change.message };
    const written = await writeWithOutbox(
      db,
      'lessons',
      { op: 'update', id: input.lessonId, fields: change.fields },
      { now: () => at },
    );
    return written.ok ? { ok: true, effective: change.effective } : written;
  });
}
