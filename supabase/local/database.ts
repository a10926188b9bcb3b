import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { applyMigrations } from './db/migrate';
import { createPgSql } from './db/pg-sql';
import type { Sql } from './db/sql-client';
import { lockDataDir } from './pid-file';
import { sharePglite, type SocketState } from './pglite-shared';

/** Applies the bootstrap and supabase/migrations (supabase/local/db/migrate.ts). */
export type Migrator = (sql: Sql, migrationsDir?: string) => Promise<{ applied: string[] }>;

export type OpenDatabaseOptions = {
  /** PGlite keeps its files in `${dataDir}/pgdata`. */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Defaults to supabase/migrations (the migrator's own default). */
  migrationsDir?: string;
  /** Defaults to applyMigrations (./db/migrate.ts: bootstrap, then the migrations); null: none. */
  migrate?: Migrator | null;
  /** PGlite: how long a socket connection may wait behind another (pglite-shared.ts; tests). */
  connectionWaitMs?: number;
  log?: (line: string) => void;
};

export type PostgrestConnection = {
  /** Connects as `authenticator`. */
  uri: string;
  pool: number;
  preparedStatements: boolean;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  /** The stack's own access (migrations, auth, seed), as the database owner. */
  sql: Sql;
  postgrest: PostgrestConnection;
  /** True when the database had no bootstrap before this start (a new data directory). */
  fresh: boolean;
  /** Migrations this start applied. */
  applied: string[];
  ping(timeoutMs?: number): Promise<{ ok: boolean; latency_ms: number; error?: string }>;
  /** PGlite only: PostgREST's side of the shared session (pglite-shared.ts). */
  socketState?: () => SocketState;
  close(): Promise<void>;
};

export const PGDATA_DIR = 'pgdata';
const AUTHENTICATOR = 'authenticator';
const API_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * What PostgREST needs from the database: a login role that holds the API roles and nothing else
 * (NOINHERIT: it has no table rights until PostgREST switches role). The bootstrap creates it; this
 * repeats it idempotently so PostgREST can start even on a database the bootstrap has not reached.
 */
async function prepareAuthenticator(sql: Sql, password: string | null): Promise<void> {
  await sql.exec(`
    do $$
    declare r text;
    begin
      if not exists (select 1 from pg_roles where rolname = '${AUTHENTICATOR}') then
        create role ${AUTHENTICATOR} login noinherit;
      end if;
      foreach r in array array[${API_ROLES.map((r) => `'${r}'`).join(', ')}] loop
        if exists (select 1 from pg_roles where rolname = r)
           and not pg_has_role('${AUTHENTICATOR}', r, 'member') then
          execute format('grant %I to ${AUTHENTICATOR}', r);
        end if;
      end loop;
    end
    $$;`);
  if (password !== null) {
    // A fresh password each start, known only to this process and the PostgREST it starts.
    if (!/^[A-Za-z0-9_-]+$/.test(password)) throw new Error('unsafe password');
    await sql.exec(`alter role ${AUTHENTICATOR} with login password '${password}'`);
  }
}

async function migrateAndPrepare(
  sql: Sql,
  options: OpenDatabaseOptions,
  authenticatorPassword: string | null,
): Promise<{ fresh: boolean; applied: string[] }> {
  const log = options.log ?? console.log;
  const { rows } = await sql.query<{ fresh: boolean }>(
    `select to_regclass('auth.users') is null as fresh`,
  );
  const fresh = rows[0]?.fresh ?? true;
  const migrate = options.migrate === undefined ? applyMigrations : options.migrate;
  let applied: string[] = [];
  if (migrate) {
    ({ applied } = await migrate(sql, options.migrationsDir));
    if (applied.length > 0) log(`  applied ${applied.length} migration(s): ${applied.join(', ')}`);
  }
  await prepareAuthenticator(sql, authenticatorPassword);
  return { fresh, applied };
}

function timed(sql: Sql): Database['ping'] {
  return async (timeoutMs = 2000) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
      return { ok: true, latency_ms: Math.round((performance.now() - started) * 100) / 100 };
    } catch (error) {
      return {
        ok: false,
        latency_ms: Math.round(performance.now() - started),
        error: (error as Error).message,
      };
    } finally {
      clearTimeout(timer);
    }
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new Error('DATABASE_URL must be a URL: postgres://user:password@host:port/database');
  }
  const sql = createPgSql(url);
  try {
    const password = randomBytes(24).toString('base64url');
    const { fresh, applied } = await migrateAndPrepare(sql, options, password);
    target.username = AUTHENTICATOR;
    target.password = password;
    return {
      kind: 'postgres',
      // As with PGlite, code the stack lends `sql` to cannot close it; Database.close does.
      sql: { ...sql, close: async () => undefined },
      postgrest: { uri: target.toString(), pool: 10, preparedStatements: true },
      fresh,
      applied,
      ping: timed(sql),
      close: () => sql.close(),
    };
  } catch (error) {
    await sql.close().catch(() => undefined);
    throw error;
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A pristine PGlite data directory (tar) per PGlite version: initdb in WASM takes 4-6 s. */
function templatePath(): string | null {
  try {
    const pkg = join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
    return join(REPO_ROOT, `node_modules/.cache/lesson-planner/pglite-${version}-initdb.tar`);
  } catch {
    return null;
  }
}

/**
 * Opens PGlite on `pgdata`. A new data directory is unpacked from the cached initdb template when
 * there is one (under a second instead of 4-6 s); the first one ever made leaves that template.
 */
async function createPglite(pgdata: string, log: (line: string) => void): Promise<PGlite> {
  // relaxedDurability stays false (its default, set explicitly): every statement's result waits
  // for the filesystem sync. With NodeFS that sync is a no-op because writes already went to the
  // kernel with fs.writeSync; see docs/decisions.md for what survives a kill -9 and what not.
  const base = { dataDir: pgdata, relaxedDurability: false };
  if (existsSync(join(pgdata, 'PG_VERSION'))) return PGlite.create(base);
  const template = templatePath();
  if (template && existsSync(template)) {
    try {
      return await PGlite.create({ ...base, loadDataDir: new Blob([await readFile(template)]) });
    } catch (error) {
      log(`  the cached PGlite template failed (${(error as Error).message}); running initdb`);
      await rm(pgdata, { recursive: true, force: true });
      await rm(template, { force: true });
    }
  }
  const db = await PGlite.create(base);
  if (template) {
    try {
      const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
      await mkdir(dirname(template), { recursive: true });
      const partial = `${template}.${process.pid}.partial`;
      await writeFile(partial, tar);
      await rename(partial, template);
    } catch (error) {
      log(`  could not cache the PGlite template: ${(error as Error).message}`);
    }
  }
  return db;
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? console.log;
  await mkdir(options.dataDir, { recursive: true });
  const unlock = await lockDataDir(join(options.dataDir, 'pglite.pid'), options.dataDir);
  let db: PGlite | undefined;
  let socketServer: PGLiteSocketServer | undefined;
  let shared: Awaited<ReturnType<typeof sharePglite>> | undefined;
  try {
    db = await createPglite(join(options.dataDir, PGDATA_DIR), log);
    const clientName = `postgrest-${randomBytes(16).toString('hex')}`;
    shared = await sharePglite(db, {
      socketRole: AUTHENTICATOR,
      clientName,
      connectionWaitMs: options.connectionWaitMs,
      log: (line) => log(line),
    });
    const { fresh, applied } = await migrateAndPrepare(shared.sql, options, null);

    // One connection served at a time (PostgREST with PGRST_DB_POOL=1), the next one waiting for
    // it to close: see pglite-shared.ts.
    socketServer = await shared.listen('127.0.0.1', 0);
    const port = Number(socketServer.getServerConn().split(':').pop());

    const server = socketServer;
    const session = shared;
    let closing: Promise<void> | undefined;
    return {
      kind: 'pglite',
      sql: session.sql,
      // PGlite asks for no password: application_name carries this start's secret instead, and the
      // session runs as authenticator (pglite-shared.ts).
      postgrest: {
        uri: `postgres://${AUTHENTICATOR}@127.0.0.1:${port}/postgres?sslmode=disable&application_name=${clientName}`,
        pool: 1,
        preparedStatements: false,
      },
      fresh,
      applied,
      ping: timed(session.sql),
      socketState: () => session.socketState(),
      close: () =>
        (closing ??= (async () => {
          await server.stop();
          await session.close();
          await unlock();
        })()),
    };
  } catch (error) {
    await socketServer?.stop().catch(() => undefined);
    await (shared ? shared.close() : db?.close())?.catch(() => undefined);
    await unlock();
    throw error;
  }
}

/**
 * The stack's database, migrated: PGlite under `${dataDir}/pgdata` exposed on a loopback port for
 * PostgREST, or the PostgreSQL at `databaseUrl`.
 */
export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}
