import type { WriteRefusal } from '@/db/write-with-outbox';

/** Why a lesson command wrote nothing: a write refusal, or a rule of the planner. */
export type LessonRefusalReason =
  WriteRefusal | 'stale' | 'invalid-reflection' | 'status' | 'bump' | 'off-day';

export type LessonRefusal = {
  ok: false;
  reason: LessonRefusalReason;
  field?: string;
  message: string;
};

/** The signed-in teacher a command writes for. */
export type LessonCommandContext = { userId: string };

/** Injected clock, today and id source, so tests are deterministic. */
export type LessonCommandOptions = {
  now?: () => string;
  newId?: () => string;
};

export const defaultNow = () => new Date().toISOString();
export const defaultNewId = () => crypto.randomUUID();

/** The lesson is not on this device (never here, another teacher's, or pulled away). */
export const LESSON_NOT_FOUND: LessonRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This lesson is not on this device any more. Close it and reopen the week.',
};

/** Deleted on another device: an edit would not bring it back (DESIGN §6). */
export const LESSON_DELETED: LessonRefusal = {
  ok: false,
  reason: 'deleted',
  message: 'This lesson was deleted on another device, so it cannot be changed here.',
};
