import { z } from 'zod';

/** Column shapes shared by every entity: how each Postgres type arrives over the wire as JSON. */

export const uuid = z.uuid();
/** timestamptz: PostgREST and to_jsonb send `2026-11-22T10:00:00.123456+00:00`; local writes use `Z`. */
export const timestamp = z.iso.datetime({ offset: true });
/** date: 'YYYY-MM-DD' (zod knows month lengths and leap years). */
export const isoDate = z.iso.date();
/** time: 'HH:MM:SS' from the server, 'HH:MM' accepted from forms. */
export const timeOfDay = z.iso.time();
/**
 * xid8 arrives as text (it can exceed 2^53). '0' (InvalidTransactionId, never a real xid) marks a
 * row created on this device and not yet pulled back from the server.
 */
export const txid = z.string().regex(/^\d+$/, 'txid must be a decimal string');
export const LOCAL_TXID = '0';

export const int = z.number().int();
export const smallint = int.min(-32768).max(32767);
/** Ratings, mastery and confidence levels: `check (x between 1 and 5)`. */
export const rating = smallint.min(1).max(5);
/** School year: `check (year between 1 and 12)`. */
export const schoolYear = smallint.min(1).max(12);

/** `char_length(btrim(x)) between 1 and max`; Postgres btrim strips spaces only, so do we. */
export function requiredText(max: number) {
  return z.string().refine(
    (value) => {
      const length = [...value.replace(/^ +| +$/g, '')].length;
      return length >= 1 && length <= max;
    },
    { error: `Must be 1 to ${max} characters` },
  );
}

/** `char_length(x) <= max` (code points, as Postgres counts). */
export function boundedText(max: number) {
  return z.string().refine((value) => [...value].length <= max, {
    error: `Must be at most ${max} characters`,
  });
}

/** The columns every synced table carries (DESIGN §5). */
export const syncedColumns = {
  id: uuid,
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
  txid,
};

/** Columns the server maintains (touch trigger); commands never send them as changed fields. */
export const BOOKKEEPING_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'txid',
] as const;
export type BookkeepingColumn = (typeof BOOKKEEPING_COLUMNS)[number];
