import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { applyMigrations } from './db/migrate';
import { createPgSql } from './db/pg-sql';
import type { Sql } from './db/sql-client';
import { lockDataDir } from './pid-file';
import { sharePglite, type SharedPglite, type SocketState } from './pglite-shared';
import { EXCHANGE_LIMIT_MS, openPgliteThread, type PgliteThread } from './pglite-thread';

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
  /** PGlite: the watchdog's limit per exchange (pglite-thread.ts; tests shorten it). */
  exchangeLimitMs?: number;
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
  /** /health's check. `busy`: the session is serving requests (healthy, not probed). */
  ping(
    timeoutMs?: number,
  ): Promise<{ ok: boolean; latency_ms: number; busy?: boolean; error?: string }>;
  /** PGlite only: PostgREST's side of the shared session (pglite-shared.ts). */
  socketState?: () => SocketState;
  /** PGlite only: the worker thread's watchdog (restarts so far, the last stall's reason). */
  watchdog?: () => ReturnType<PgliteThread['state']>;
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
 * Opens PGlite on `pgdata`, on its own thread (pglite-thread.ts). A new data directory is unpacked
 * from the cached initdb template when there is one (under a second instead of 4-6 s); the first
 * one ever made leaves that template.
 */
async function createPglite(pgdata: string, log: (line: string) => void): Promise<PgliteThread> {
  // The watchdog is armed after migrations (openPglite): a start-up migration may run long.
  const open = (loadDataDir?: Uint8Array) =>
    openPgliteThread({ dataDir: pgdata, loadDataDir, exchangeLimitMs: 0, log });
  if (existsSync(join(pgdata, 'PG_VERSION'))) return open();
  const template = templatePath();
  if (template && existsSync(template)) {
    try {
      return await open(await readFile(template));
    } catch (error) {
      log(`  the cached PGlite template failed (${(error as Error).message}); running initdb`);
      await rm(pgdata, { recursive: true, force: true });
      await rm(template, { force: true });
    }
  }
  const db = await open();
  if (template) {
    try {
      const tar = await db.dumpDataDir();
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

/**
 * /health's database check on PGlite. A session that is busy serving requests is healthy: `select 1`
 * would only wait its turn behind them. It is unhealthy while the watchdog restarts it, or when the
 * exchange it runs has gone past the watchdog's limit (the watchdog is about to act).
 */
function pglitePing(thread: PgliteThread, session: SharedPglite): Database['ping'] {
  const probe = timed(session.sql);
  return async (timeoutMs = 2000) => {
    const state = thread.state();
    if (state.recycling) {
      return {
        ok: false,
        latency_ms: 0,
        error: `database restarting after a stall (${state.lastStall ?? 'unknown'})`,
      };
    }
    if (session.busy()) {
      const limit = state.exchangeLimitMs || EXCHANGE_LIMIT_MS;
      if (state.runningMs > limit) {
        return {
          ok: false,
          latency_ms: Math.round(state.runningMs),
          error: `no answer to the running statement for ${Math.round(state.runningMs)} ms`,
        };
      }
      return { ok: true, latency_ms: 0, busy: true };
    }
    return probe(timeoutMs);
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? console.log;
  await mkdir(options.dataDir, { recursive: true });
  const unlock = await lockDataDir(join(options.dataDir, 'pglite.pid'), options.dataDir);
  let db: PgliteThread | undefined;
  let socketServer: PGLiteSocketServer | undefined;
  let shared: SharedPglite | undefined;
  try {
    const thread = await createPglite(join(options.dataDir, PGDATA_DIR), log);
    db = thread;
    const clientName = `postgrest-${randomBytes(16).toString('hex')}`;
    shared = await sharePglite(thread, {
      socketRole: AUTHENTICATOR,
      clientName,
      connectionWaitMs: options.connectionWaitMs,
      restart: (reason) => thread.restart(reason),
      log: (line) => log(line),
    });
    const { fresh, applied } = await migrateAndPrepare(shared.sql, options, null);
    thread.setExchangeLimit(options.exchangeLimitMs ?? EXCHANGE_LIMIT_MS);

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
      ping: pglitePing(thread, session),
      socketState: () => session.socketState(),
      watchdog: () => thread.state(),
      close: () =>
        (closing ??= (async () => {
          await server.stop();
          await session.close();
          await thread.close();
          await unlock();
        })()),
    };
  } catch (error) {
    await socketServer?.stop().catch(() => undefined);
    await (shared ? shared.close() : db?.close())?.catch(() => undefined);
    await db?.close().catch(() => undefined);
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
