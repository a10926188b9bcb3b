import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createPgliteSql } from '../db/pglite-sql';
import type { Sql } from '../db/sql-client';
import { applyAuthSchema } from './auth-schema';

/** For tests that boot a PGlite of their own: 1.5–3 s here, several times that on a busy CI. */
export const PGLITE_BOOT_TIMEOUT_MS = 30_000;

const BOOTSTRAP_SQL = fileURLToPath(new URL('../db/bootstrap.sql', import.meta.url));

/**
 * Test helper: an in-memory PGlite with the real bootstrap (roles, auth.users) and the auth
 * tables; `withMailbox` adds a stand-in for the migrations' public.mailbox.
 */
export async function createAuthTestDb(options: { withMailbox?: boolean } = {}): Promise<Sql> {
  const { sql } = await createPgliteSql();
  await sql.exec(await readFile(BOOTSTRAP_SQL, 'utf8'));
  await applyAuthSchema(sql);
  if (options.withMailbox) {
    await sql.exec(`
      create table if not exists public.mailbox (
        id uuid primary key default gen_random_uuid(),
        to_email text not null, subject text not null, body text not null, kind text not null,
        created_at timestamptz not null default now(), read_at timestamptz
      )`);
  }
  return sql;
}
