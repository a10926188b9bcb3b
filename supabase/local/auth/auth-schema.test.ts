import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteSql } from '../db/pglite-sql';
import type { Sql } from '../db/sql-client';
import { applyAuthSchema } from './auth-schema';
import { createAuthTestDb, PGLITE_BOOT_TIMEOUT_MS } from './auth-test-db';

describe('applyAuthSchema', () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = await createAuthTestDb();
  });
  afterAll(() => sql.close());

  it('is idempotent (the stack applies it on every start)', async () => {
    await applyAuthSchema(sql);
    await applyAuthSchema(sql);
  });

  it.each(['anon', 'authenticated', 'authenticator'])(
    'keeps the %s role out of the tables',
    async (role) => {
      for (const table of [
        'sessions',
        'refresh_tokens',
        'one_time_tokens',
        'rate_limit_hits',
        'signup_confirmations',
        'email_changes',
        'known_sign_in_pairs',
      ]) {
        const attempt = sql.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query(`select 1 from auth.${table}`);
        });
        await expect(attempt).rejects.toThrow(/permission denied/);
      }
    },
  );

  it(
    'needs the bootstrap first, and refuses auth tables of another shape',
    async () => {
      const { sql: other } = await createPgliteSql();
      try {
        await expect(applyAuthSchema(other)).rejects.toThrow(/auth\.users is missing/);
        // As left by hosted GoTrue's migrations: same name, other columns. Refused up front rather
        // than failing later on a missing column.
        await other.exec(`
        create schema auth;
        create table auth.users (id uuid primary key);
        create table auth.refresh_tokens (id bigserial primary key, token varchar(255));`);
        await expect(applyAuthSchema(other)).rejects.toThrow(/auth\.refresh_tokens\.token_hash/);
      } finally {
        await other.close();
      }
    },
    PGLITE_BOOT_TIMEOUT_MS,
  );
});
