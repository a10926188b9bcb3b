import type { WriteRefusal } from '@/db/write-with-outbox';

/** Why a program command wrote nothing: a write refusal, or a rule of programs. */
export type ProgramRefusal = {
  ok: false;
  reason: WriteRefusal | 'not-enough-lessons' | 'no-items' | 'read-only';
  /** The form field to blame, when one is. */
  field?: string;
  message: string;
};

/**
 * The signed-in teacher: the school a program they share goes to (null: none they write to) and
 * their role there (a manager may edit the school's shared programs).
 */
export type ProgramContext = { userId: string; schoolId: string | null; role: string | null };

/** Injected clock and id source, so tests are deterministic. */
export type ProgramCommandOptions = { now?: () => string; newId?: () => string };

export const defaultNow = () => new Date().toISOString();
export const defaultNewId = () => crypto.randomUUID();

export const PROGRAM_NOT_FOUND: ProgramRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This program is not on this device any more. Reload the page to see your programs.',
};

export const PROGRAM_READ_ONLY: ProgramRefusal = {
  ok: false,
  reason: 'read-only',
  message: 'This program belongs to a colleague. Duplicate it to make a copy you can change.',
};

export const OWNER_ONLY_DELETE: ProgramRefusal = {
  ok: false,
  reason: 'read-only',
  message: 'Only the teacher who made this program can delete it.',
};

export const OWNER_ONLY_UNSHARE: ProgramRefusal = {
  ok: false,
  reason: 'read-only',
  field: 'visibility',
  message: 'Only the teacher who made this program can stop sharing it.',
};

export const ITEM_NOT_FOUND: ProgramRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This item is not on this device any more. Reload the page.',
};

export const CLASS_NOT_FOUND: ProgramRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This class is not on this device any more. Choose another class.',
};

export const NO_SCHOOL_TO_SHARE: ProgramRefusal = {
  ok: false,
  reason: 'invalid',
  field: 'visibility',
  message: 'Only teachers in a school can share a program. Keep it as yours.',
};
