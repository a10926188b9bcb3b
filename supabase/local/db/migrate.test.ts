import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../tests/test-db';
import { startTempPostgres, type TempPostgres } from '../../tests/temp-postgres';
import { applyMigrations } from './migrate';
import { createPgSql } from './pg-sql';
import { createPgliteSql } from './pglite-sql';
import type { Sql } from './sql-client';
import { splitStatements } from './split-statements';

const FILES = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

describe('splitStatements', () => {
  it('splits on top-level semicolons only', () => {
    expect(
      splitStatements(`
        -- a comment; with a semicolon
        create table t (a text default 'x;y', "b;c" int);
        /* block; /* nested; */ still comment; */
        create function f() returns int language sql as $$ select 1; $$;
        do $body$ begin perform 'it''s;'; end $body$;
        select E'\\';' ;
        select $1, a$b from t
      `),
    ).toEqual([
      `-- a comment; with a semicolon\n        create table t (a text default 'x;y', "b;c" int)`,
      `/* block; /* nested; */ still comment; */\n        create function f() returns int language sql as $$ select 1; $$`,
      `do $body$ begin perform 'it''s;'; end $body$`,
      `select E'\\';'`,
      'select $1, a$b from t',
    ]);
  });

  it('drops comment-only pieces', () => {
    expect(splitStatements('select 1;\n-- trailing comment\n')).toEqual(['select 1']);
  });
});

describe('applyMigrations', () => {
  let server: TempPostgres;
  beforeAll(async () => {
    server = await startTempPostgres();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('applies every file once, records it as the Supabase CLI does, and is idempotent (PGlite)', async () => {
    const { sql } = await createPgliteSql();
    try {
      expect(await applyMigrations(sql, MIGRATIONS_DIR)).toEqual({ applied: FILES });
      expect(await applyMigrations(sql, MIGRATIONS_DIR)).toEqual({ applied: [] });
      const { rows } = await sql.query<{ version: string; name: string; n: number }>(
        'select version, name, cardinality(statements) as n from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(FILES);
      expect(rows.every((r) => r.n > 0)).toBe(true);

      // A restart re-runs the bootstrap; a table from a later migration must still get no anon grant.
      const later = mkdtempSync(join(tmpdir(), 'lp-migrations-'));
      cpSync(MIGRATIONS_DIR, later, { recursive: true });
      writeFileSync(join(later, '20991231000000_later.sql'), 'create table public.later (x int);');
      try {
        expect(await applyMigrations(sql, later)).toEqual({
          applied: ['20991231000000_later.sql'],
        });
        const grants = await sql.query(
          `select has_table_privilege('anon', 'public.later', 'select') as anon,
                  has_table_privilege('authenticated', 'public.later', 'select') as authenticated`,
        );
        expect(grants.rows[0]).toEqual({ anon: false, authenticated: true });
      } finally {
        rmSync(later, { recursive: true, force: true });
      }
    } finally {
      await sql.close();
    }
  }, 60_000);

  it('two processes starting at once apply each migration exactly once (PostgreSQL)', async () => {
    const admin = createPgSql(server.url, 1);
    await admin.exec('create database race');
    await admin.close();
    const url = server.url.replace(/\/postgres$/, '/race');
    const [a, b] = [createPgSql(url, 2), createPgSql(url, 2)];
    try {
      const results = await Promise.all([
        applyMigrations(a, MIGRATIONS_DIR),
        applyMigrations(b, MIGRATIONS_DIR),
      ]);
      expect([...results[0].applied, ...results[1].applied].sort()).toEqual(FILES);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('rolls back a failing migration alone and names the file and line (PostgreSQL)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    writeFileSync(
      join(dir, '20991231000000_broken.sql'),
      'create table public.half_done (x int);\n\nselect 1 / 0;\n',
    );
    const admin = createPgSql(server.url, 1);
    await admin.exec('create database broken');
    await admin.close();
    const sql = createPgSql(server.url.replace(/\/postgres$/, '/broken'), 2);
    try {
      await expect(applyMigrations(sql, dir)).rejects.toThrow(
        'Migration 20991231000000_broken.sql failed: division by zero (SQLSTATE 22012)',
      );
      const { rows } = await sql.query(
        `select to_regclass('public.half_done') as half, count(*)::int as n from supabase_migrations.schema_migrations`,
      );
      expect(rows[0]).toEqual({ half: null, n: FILES.length });
      // A syntax error carries a position: the message gives its line.
      writeFileSync(join(dir, '20991231000000_broken.sql'), '-- header\n\nselec 1;\n');
      await expect(applyMigrations(sql, dir)).rejects.toThrow(
        'Migration 20991231000000_broken.sql failed at line 3: syntax error at or near "selec" (SQLSTATE 42601)',
      );
    } finally {
      await sql.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a .sql file without the <timestamp>_<name> form', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-migrations-'));
    writeFileSync(join(dir, 'schema.sql'), 'select 1;');
    // …before touching the database at all.
    const untouchable = new Proxy({} as Sql, {
      get: () => () => Promise.reject(new Error('the database was used')),
    });
    try {
      await expect(applyMigrations(untouchable, dir)).rejects.toThrow(
        "Migration file 'schema.sql' must be named <timestamp>_<name>.sql",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
