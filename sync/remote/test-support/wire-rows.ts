import { z } from 'zod';
import { PULLED_TABLES } from '../../merge/change';
import type { RowSchemas } from '../wire-answers';

/**
 * Test double (tests only): row schemas for sync/ tests, which may not import the app's entity
 * schemas. Every table gets the columns all synced tables share; lessons also a title and a
 * date, so a row can fail "its entity schema" the way a real one would.
 */
const baseRow = z.object({
  id: z.uuid(),
  txid: z.string().regex(/^\d+$/),
  deleted_at: z.string().nullable(),
});

export const TEST_ROW_SCHEMAS: RowSchemas = {
  ...(Object.fromEntries(
    PULLED_TABLES.map((table) => [table, baseRow as z.ZodType]),
  ) as RowSchemas),
  lessons: baseRow.extend({ title: z.string().nullable(), date: z.iso.date() }),
};

export const LESSON_ID = '6f1c2a8e-0000-4000-8000-000000000001';
export const OTHER_ID = '6f1c2a8e-0000-4000-8000-000000000002';

/** A lesson row as sync_pull's row_to_json sends it. */
export function lessonRow(id = LESSON_ID, txid = '101'): Record<string, unknown> {
  return { id, txid, deleted_at: null, title: 'Fractions', date: '2026-11-23' };
}

/** A pulled page's envelope around `lessonRow`. */
export function pulledLesson(id = LESSON_ID, txid = '101') {
  return { table: 'lessons', id, txid, row: lessonRow(id, txid) };
}
