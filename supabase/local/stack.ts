import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openDatabase, type Database, type Migrator } from './database';
import type { Sql } from './db/sql-client';
import { createGateway, type FunctionHandler, type GatewayOptions } from './gateway';
import { loadProjectKeys, type ProjectKeys } from './keys';
import { createStorageHandler } from './storage/storage-handler';
import { startPostgrest, type Postgrest, type PostgrestOptions } from './postgrest';

export type StackDeps = { sql: Sql; keys: ProjectKeys; publicUrl: string };

export type StackOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  dataDir: string;
  distDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** The origin browsers use; defaults to http://<host>:<port>. */
  publicUrl?: string;
  migrationsDir?: string;
  /** Defaults to applyMigrations (supabase/local/db/migrate.ts); null applies nothing. */
  migrate?: Migrator | null;
  /** After migrations, before PostgREST starts: e.g. seed a fresh database. */
  afterMigrations?: (deps: StackDeps & { fresh: boolean }) => Promise<void>;
  /** Builds the /auth/v1 app (createAuthApp from supabase/local/auth). */
  auth?: (deps: StackDeps) => Hono | Promise<Hono>;
  /** Builds the /functions/v1 handlers. */
  functions?: (deps: StackDeps) => Record<string, FunctionHandler>;
  /** PostgREST's pool timers (postgrest.ts); PostgREST's defaults when unset. */
  postgrestPool?: Pick<PostgrestOptions, 'poolMaxIdletimeS' | 'poolMaxLifetimeS'>;
  log?: (line: string) => void;
  /** The hosting provider's page-view tracker, for /config.json and the CSP (GatewayOptions). */
  analytics?: GatewayOptions['analytics'];
};

export type Stack = {
  url: string;
  port: number;
  keys: ProjectKeys;
  database: Database;
  postgrest: Postgrest;
  /** Closes HTTP, stops PostgREST, closes the database (PGlite flushes). Safe to call twice. */
  stop(): Promise<void>;
};

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeHttp(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The whole local stack: database (PGlite or DATABASE_URL) → migrations → PostgREST → gateway on
 * one origin. Everything started here is stopped by stop(), in reverse order.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? console.log;
  const host = options.host ?? '127.0.0.1';
  const keys = await loadProjectKeys(options.dataDir);

  // The port is bound first: a busy port fails fast, port 0 resolves before the public URL is
  // needed, and /health answers 503 while the rest starts.
  const gatewayRef: { app?: Hono } = {};
  const server = createAdaptorServer({
    fetch: (request, env) =>
      gatewayRef.app
        ? gatewayRef.app.fetch(request, env)
        : Response.json({ status: 'starting' }, { status: 503 }),
    hostname: host,
  }) as Server;
  const port = await listen(server, options.port, host);
  const publicUrl =
    options.publicUrl ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  let database: Database | undefined;
  let postgrest: Postgrest | undefined;
  // HTTP first (in-flight requests finish, up to 2 s), then PostgREST, then the database last, so
  // PostgREST never sees its socket vanish mid-request and PGlite closes with nobody using it.
  const stopAll = async () => {
    const steps: Array<[string, (() => Promise<void>) | undefined]> = [
      ['http', () => closeHttp(server, 2000)],
      ['postgrest', postgrest && (() => postgrest!.stop())],
      ['database', database && (() => database!.close())],
    ];
    for (const [name, step] of steps) {
      await step?.().catch((error: unknown) =>
        log(`shutdown (${name}): ${(error as Error).message}`),
      );
    }
  };

  try {
    database = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      migrationsDir: options.migrationsDir,
      migrate: options.migrate,
      log,
    });
    const deps: StackDeps = { sql: database.sql, keys, publicUrl };
    await options.afterMigrations?.({ ...deps, fresh: database.fresh });

    postgrest = await startPostgrest({
      dbUri: database.postgrest.uri,
      jwtSecret: keys.jwtSecret,
      pool: database.postgrest.pool,
      preparedStatements: database.postgrest.preparedStatements,
      pidFile: join(options.dataDir, 'postgrest.pid'),
      ...options.postgrestPool,
      log,
    });

    const db = database;
    const rest = postgrest;
    gatewayRef.app = createGateway({
      distDir: options.distDir,
      publicUrl,
      anonKey: keys.anonKey,
      startedAt: new Date(),
      jwtSecret: keys.jwtSecret,
      rest: () => rest.url(),
      auth: options.auth ? await options.auth(deps) : undefined,
      functions: options.functions?.(deps),
      storage: await createStorageHandler({
        sql: db.sql,
        root: join(options.dataDir, 'storage'),
        jwtSecret: keys.jwtSecret,
      }),
      health: { database: () => db.ping(), postgrest: () => rest.ready() },
      analytics: options.analytics ?? null,
    });

    let stopping: Promise<void> | undefined;
    return {
      url: publicUrl,
      port,
      keys,
      database: db,
      postgrest: rest,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
