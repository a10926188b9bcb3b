import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox } from '@/db/write-with-outbox';
import { PLAN_TEXT_FIELDS, statusAfterEdit } from '@/domain/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { hasLiveLinks, LESSON_STORES, readOwnLesson } from './own-lesson';

/** The plan text the editor autosaves. */
export type LessonTextField = (typeof PLAN_TEXT_FIELDS)[number];
export type LessonTextPatch = Partial<Record<LessonTextField, string | null>>;

export type UpdateLessonResult =
  | {
      ok: true;
      /** The values the patched fields had before (what an Undo writes back). */
      before: Record<string, string | null>;
      /** Whether anything was written (false when the patch changed nothing). */
      changed: boolean;
    }
  | LessonRefusal;

/** Blank text is stored as null, so "cleared" and "never typed" read the same everywhere. */
const normalize = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/**
 * Saves edited plan text (the autosave's write). Status follows statusAfterEdit in the same
 * change: UNPLANNED → PLANNED once there is content, back when it is all cleared; a mark stays.
 * Only fields whose value differs are written, so a save of unchanged text pushes nothing.
 */
export function updateLessonFields(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  lessonId: string,
  patch: LessonTextPatch,
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<UpdateLessonResult> {
  return inOneTransaction(db, LESSON_STORES, async () => {
    const found = await readOwnLesson(db, userId, lessonId);
    if (!found.ok) return found;
    const { lesson } = found;
    const fields: Record<string, string | null> = {};
    const before: Record<string, string | null> = {};
    for (const field of PLAN_TEXT_FIELDS) {
      if (!(field in patch)) continue;
      const value = normalize(patch[field]);
      if (value === lesson[field]) continue;
      fields[field] = value;
      before[field] = lesson[field];
    }
    if (Object.keys(fields).length === 0) return { ok: true, before, changed: false };
    const status = statusAfterEdit({ ...lesson, ...fields }, await hasLiveLinks(db, lessonId));
    const written = await writeWithOutbox(
      db,
      'lessons',
      {
        op: 'update',
        id: lessonId,
        fields: status === lesson.status ? fields : { ...fields, status },
      },
      { now },
    );
    return written.ok ? { ok: true, before, changed: true } : written;
  });
}
