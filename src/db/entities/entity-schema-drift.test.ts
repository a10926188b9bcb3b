import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../supabase/tests/test-db';
import { ENTITY_SCHEMAS, SYNCED_TABLES } from './index';
import { syncConflictSchema, syncRevocationSchema } from './sync-conflict';

/**
 * STYLE habit 4: server types are never hand-written twice without a check. The migrations are the
 * source of truth; each entity schema must name exactly the table's columns, nullable exactly where
 * the column is. A new column, a dropped one or a changed `not null` fails here, not in the field.
 */
const SCHEMAS: Record<string, z.ZodObject> = {
  ...ENTITY_SCHEMAS,
  sync_conflicts: syncConflictSchema,
  sync_revocations: syncRevocationSchema,
};

type Column = { table_name: string; column_name: string; is_nullable: 'YES' | 'NO' };

let db: TestDatabase;
let columns: Map<string, Column[]>;

beforeAll(async () => {
  db = await createTestDatabase('pglite');
  const { rows } = await db.sql.query<Column>(
    `select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name = any($1::text[])
      order by table_name, ordinal_position`,
    [Object.keys(SCHEMAS)],
  );
  columns = new Map();
  for (const row of rows)
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row]);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('entity schemas match the server tables', () => {
  it('covers every replicated table that has a touch trigger', async () => {
    const { rows } = await db.sql.query<{ table: string }>(
      `select event_object_table as table from information_schema.triggers
        where trigger_schema = 'public' and trigger_name = 'touch' group by 1 order by 1`,
    );
    expect(rows.map((row) => row.table)).toEqual(Object.keys(SCHEMAS).sort());
    expect(SYNCED_TABLES).toHaveLength(21);
  });

  it.each(Object.keys(SCHEMAS))('%s: same columns, same nullability', (table) => {
    const schema = SCHEMAS[table];
    const serverColumns = columns.get(table) ?? [];
    if (!schema) throw new Error(`no schema for ${table}`);
    expect(Object.keys(schema.shape).sort()).toEqual(
      serverColumns.map((c) => c.column_name).sort(),
    );

    const nullable = (name: string) => schema.shape[name]?.safeParse(null).success ?? false;
    const mismatched = serverColumns
      .filter((column) => nullable(column.column_name) !== (column.is_nullable === 'YES'))
      .map((column) => `${column.column_name} (server nullable: ${column.is_nullable})`);
    expect(mismatched).toEqual([]);
  });
});
