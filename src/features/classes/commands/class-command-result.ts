import type { WriteRefusal } from '@/db/write-with-outbox';

/** How a class command went; a refusal names the field when one field is to blame. */
export type ClassCommandResult =
  { ok: true } | { ok: false; reason: WriteRefusal; field?: string; message: string };

/** The class is gone from this device (never here, or another user's): nothing to write. */
export const CLASS_NOT_FOUND = {
  ok: false,
  reason: 'not_found',
  message: 'This class is not on this device any more. Reload the page to see your classes.',
} as const satisfies ClassCommandResult;

/** Deleted on another device: an edit would not bring it back (DESIGN §6), so say so. */
export const CLASS_DELETED = {
  ok: false,
  reason: 'deleted',
  message: 'This class was deleted on another device, so it cannot be changed here.',
} as const satisfies ClassCommandResult;
