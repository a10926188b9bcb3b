import type { z } from 'zod';
import { ENTITY_SCHEMAS, type EntityRow, type SyncedTable } from './entities';

/** A stored row that no longer matches its schema (e.g. after a Dexie migration gone wrong). */
export type InvalidRow = { table: SyncedTable; id: unknown; field: string; message: string };

export type ValidatedRows<T extends SyncedTable> = { rows: EntityRow<T>[]; invalid: InvalidRow[] };

/**
 * Parses rows read from the replica with the entity's zod schema (STYLE habit 3): IndexedDB holds
 * whatever an older version of the app wrote, so the types are only true after parsing. Invalid
 * rows are returned beside the valid ones, never dropped silently: the caller decides whether to
 * report them.
 */
export function readValidated<T extends SyncedTable>(
  table: T,
  raw: readonly unknown[],
): ValidatedRows<T> {
  const schema = ENTITY_SCHEMAS[table] as unknown as z.ZodType<EntityRow<T>>;
  const result: ValidatedRows<T> = { rows: [], invalid: [] };
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      result.rows.push(parsed.data);
    } else {
      const issue = parsed.error.issues[0];
      result.invalid.push({
        table,
        id: (item as { id?: unknown } | null)?.id,
        field: issue?.path.join('.') ?? '',
        message: issue?.message ?? 'invalid',
      });
    }
  }
  return result;
}

/** One row, or undefined when it is missing or invalid (use readValidated to see why). */
export function readOneValidated<T extends SyncedTable>(
  table: T,
  raw: unknown,
): EntityRow<T> | undefined {
  if (raw === undefined) return undefined;
  return readValidated(table, [raw]).rows[0];
}
