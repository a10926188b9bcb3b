import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../db/sql-client';

/** Path of the local-only auth tables; apply after the bootstrap (it needs auth.users). */
export const AUTH_SCHEMA_SQL = fileURLToPath(new URL('./auth-schema.sql', import.meta.url));

/** One column per table that only this server's shape has. */
const SIGNATURE_COLUMNS = [
  ['sessions', 'revoked_reason'],
  ['refresh_tokens', 'token_hash'],
  ['one_time_tokens', 'token_hash'],
  ['rate_limit_hits', 'bucket'],
] as const;

/**
 * Creates or keeps the auth server's tables. `create … if not exists` would silently keep a
 * different table of the same name (a database that once ran hosted GoTrue's migrations has its
 * own auth.refresh_tokens), so such tables are refused up front with a message saying why.
 */
export async function applyAuthSchema(sql: Sql): Promise<void> {
  const { rows } = await sql.query<{ ok: boolean }>(
    `select to_regclass('auth.users') is not null as ok`,
  );
  if (!rows[0]?.ok) {
    throw new Error('applyAuthSchema: auth.users is missing; run the bootstrap first.');
  }
  const { rows: foreign } = await sql.query<{ name: string }>(
    `select expected.t || '.' || expected.c as name
       from unnest($1::text[], $2::text[]) as expected(t, c)
      where to_regclass('auth.' || expected.t) is not null
        and not exists (
          select 1 from information_schema.columns col
           where col.table_schema = 'auth' and col.table_name = expected.t
             and col.column_name = expected.c)`,
    [SIGNATURE_COLUMNS.map(([t]) => t), SIGNATURE_COLUMNS.map(([, c]) => c)],
  );
  if (foreign.length > 0) {
    const names = foreign.map((row) => `auth.${row.name}`).join(', ');
    throw new Error(
      `applyAuthSchema: existing auth tables have another shape (no ${names}). ` +
        'Use a database created by the local stack.',
    );
  }
  await sql.exec(await readFile(AUTH_SCHEMA_SQL, 'utf8'));
}
