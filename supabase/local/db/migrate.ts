import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './sql-client';
import { splitStatements } from './split-statements';

export const BOOTSTRAP_SQL = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

/** `<version>_<name>.sql`, version being the Supabase CLI's timestamp prefix. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

// One key for every process applying migrations to this database (any constant works; this one
// is 'lessonpl' in ASCII). Transaction-scoped: released by commit or rollback, even on a crash.
const LOCK_KEY = '7810776068371935340';

const HISTORY_DDL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );`;

/**
 * Applies the bootstrap (what hosted Supabase already has) and then every migration not yet
 * recorded, in filename order, each in its own transaction, recording it in
 * supabase_migrations.schema_migrations as the Supabase CLI does. Two processes starting at once
 * serialise on an advisory lock and each re-checks the history inside its transaction, so a
 * migration never runs twice. A failing migration rolls back alone and stops the run.
 */
export async function applyMigrations(
  sql: Sql,
  migrationsDir = 'supabase/migrations',
): Promise<{ applied: string[] }> {
  // Names are checked before the database is touched.
  const migrations = (await readdir(migrationsDir))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file '${file}' must be named <timestamp>_<name>.sql`);
      return { file, version: match[1]!, name: match[2]! };
    });

  const bootstrap = await readFile(BOOTSTRAP_SQL, 'utf8');
  await sql.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.exec(bootstrap);
    await tx.exec(HISTORY_DDL);
  });

  const applied: string[] = [];
  for (const { file, version, name } of migrations) {
    const text = await readFile(join(migrationsDir, file), 'utf8');
    const ran = await sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${LOCK_KEY})`);
      const { rows } = await tx.query(
        'select 1 from supabase_migrations.schema_migrations where version = $1',
        [version],
      );
      if (rows.length > 0) return false;
      try {
        await tx.exec(text);
      } catch (error) {
        throw migrationError(file, text, error);
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, splitStatements(text)],
      );
      return true;
    });
    if (ran) applied.push(file);
  }
  return { applied };
}

/** Names the file and line instead of echoing the whole script (drivers attach it to the error). */
function migrationError(file: string, text: string, error: unknown): Error {
  const { message, code, position } = error as {
    message?: string;
    code?: string;
    position?: string;
  };
  const offset = Number(position);
  const line =
    Number.isFinite(offset) && offset > 0 ? text.slice(0, offset).split('\n').length : undefined;
  const where = line ? ` at line ${line}` : '';
  const wrapped = new Error(
    `Migration ${file} failed${where}: ${message ?? String(error)}${code ? ` (SQLSTATE ${code})` : ''}`,
  );
  Object.assign(wrapped, { code });
  return wrapped;
}
