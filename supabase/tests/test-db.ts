import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOTSTRAP_SQL, applyMigrations } from '../local/db/migrate';
import { createPgSql } from '../local/db/pg-sql';
import { createPgliteSql } from '../local/db/pglite-sql';
import type { Sql } from '../local/db/sql-client';
import { startTempPostgres } from './temp-postgres';

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** A database with the bootstrap and all migrations applied; `close` also stops a temp server. */
export type TestDatabase = { kind: DbKind; sql: Sql; url?: string; close: () => Promise<void> };

export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // A private copy of a migrated template: opening an existing data directory takes ~0.3 s,
    // creating one (initdb inside PGlite) ~3 s. migrate.test.ts still migrates a fresh PGlite.
    const dir = mkdtempSync(join(tmpdir(), 'lp-pglite-'));
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    const { sql } = await createPgliteSql(dir);
    return {
      kind,
      sql,
      async close() {
        await sql.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const server = await startTempPostgres();
  const sql = createPgSql(server.url, 6);
  try {
    await applyMigrations(sql, MIGRATIONS_DIR);
  } catch (error) {
    await sql.close();
    await server.stop();
    throw error;
  }
  return {
    kind,
    sql,
    url: server.url,
    async close() {
      await sql.close();
      await server.stop();
    },
  };
}

const TEMPLATE_PREFIX = 'lp-pglite-template-';

/**
 * A PGlite data directory with bootstrap + migrations applied, cached in the temp directory under
 * a hash of the SQL it was built from (and the PGlite version), so any change rebuilds it. Built
 * in a scratch directory and renamed into place: parallel test files never see half a template.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
  );
  hash.update(readFileSync(BOOTSTRAP_SQL));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  const name = TEMPLATE_PREFIX + hash.digest('hex').slice(0, 16);
  const template = join(tmpdir(), name);
  if (existsSync(join(template, 'READY'))) return touched(template);

  const scratch = mkdtempSync(join(tmpdir(), 'lp-pglite-build-'));
  const { sql } = await createPgliteSql(scratch);
  await applyMigrations(sql, MIGRATIONS_DIR);
  await sql.close();
  writeFileSync(join(scratch, 'READY'), '');
  try {
    renameSync(scratch, template);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another test file won the race
  }
  // Templates of older migrations are dead weight (~40 MB each), but only once nobody uses them:
  // another checkout on this machine (a stress run, a second clone) may be copying its own
  // template of other migrations right now (issue 11's stress run lost one mid-copy: ENOENT).
  const now = Date.now();
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(TEMPLATE_PREFIX) || entry === name) continue;
    const path = join(tmpdir(), entry);
    const lastUsed = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (now - lastUsed > TEMPLATE_UNUSED_MS) rmSync(path, { recursive: true, force: true });
  }
  return touched(template);
}

/** A template unused this long belongs to no running suite (a full run takes minutes). */
const TEMPLATE_UNUSED_MS = 6 * 60 * 60 * 1000;

/** Marks a template as in use now (its directory's mtime), so no cleanup removes it. */
function touched(template: string): string {
  const now = new Date();
  utimesSync(template, now, now);
  return template;
}

/** Who is acting: a signed-in user (id + email) or the anonymous API role. */
export type Actor = { id: string; email: string } | 'anon';

/**
 * Runs `work` as PostgREST would for this actor: in one transaction, role switched with SET LOCAL
 * ROLE and the JWT claims in request.jwt.claims (both revert at commit or rollback).
 */
export async function asUser<T>(sql: Sql, actor: Actor, work: (tx: Sql) => Promise<T>): Promise<T> {
  return sql.transaction(async (tx) => {
    await actAs(tx, actor);
    return work(tx);
  });
}

export async function actAs(tx: Sql, actor: Actor): Promise<void> {
  const role = actor === 'anon' ? 'anon' : 'authenticated';
  const claims =
    actor === 'anon' ? { role } : { sub: actor.id, role, email: actor.email, aud: role };
  // set_config('role', …, true) is SET LOCAL ROLE (PostgREST does the same); one round trip.
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
    [role, JSON.stringify(claims)],
  );
}

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back (the matrix leaves no trace). */
export async function rolledBack<T>(sql: Sql, work: (tx: Sql) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await sql.transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** The SQLSTATE of a failed statement, or undefined if it succeeded. */
export async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!code) throw error;
    return code;
  }
}

/** Runs a statement that may fail inside a savepoint, so the transaction survives the error. */
export async function trySavepoint<T>(
  tx: Sql,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string; message: string; hint?: string }> {
  await tx.exec('savepoint attempt');
  try {
    const value = await work();
    await tx.exec('release savepoint attempt');
    return { ok: true, value };
  } catch (error) {
    const { code, message, hint } = error as { code?: string; message: string; hint?: string };
    if (!code) throw error;
    await tx.exec('rollback to savepoint attempt');
    return { ok: false, code, message, hint };
  }
}
