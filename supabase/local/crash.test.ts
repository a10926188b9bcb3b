import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadProjectKeys } from './keys';
import { isAlive } from './pid-file';
import { freePort } from './postgrest';

/**
 * `npm start`'s entry as its own process: rows written through /rest/v1 and acknowledged (201)
 * before a kill -9 must all be there after a restart on the same DATA_DIR.
 */
const WRITERS = 4;
/**
 * The kill comes once this many rows are acknowledged, with every writer's next request in flight.
 * A count, not a duration: writing for a fixed 1.5 s acknowledged only 50 rows on a loaded machine.
 */
const ACKNOWLEDGED_BEFORE_KILL = 60;

let dir: string;
let dataDir: string;
let env: NodeJS.ProcessEnv;
const started: ChildProcess[] = [];
const pids: number[] = [];

type Server = { child: ChildProcess; url: string; output: () => string; startedInMs: number };

/**
 * A start applies every migration to a fresh PGlite (3 s alone, 10 s with six busy loops beside it
 * on two cores); the restart replays what the kill left. Heavy but bounded work, so it gets room.
 */
const START_DEADLINE_MS = 60_000;
/** What start.ts prints once the gateway listens (and PostgREST answers). */
const RUNNING_LINE = 'Lesson Planner is running at';

/**
 * Starts start.ts on a free port and waits for it to say it is running, not for /health on that
 * port to answer: with another suite beside this one, the port freePort() picked can be taken
 * before the gateway binds it, and /health would then be someone else's. That start exits with
 * "already in use" and the next attempt takes another port.
 */
async function startServer(): Promise<Server> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const startedAt = Date.now();
    // node --import tsx, not the tsx CLI: the CLI runs the script in a grandchild that a kill -9
    // of the CLI would leave running.
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    let deadline: NodeJS.Timeout | undefined;
    const outcome = await new Promise<'running' | 'exited' | 'too slow'>((resolve) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(RUNNING_LINE)) resolve('running');
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => resolve('exited'));
      deadline = setTimeout(() => resolve('too slow'), START_DEADLINE_MS);
    });
    clearTimeout(deadline);
    if (outcome === 'exited' && output.includes('already in use') && attempt < 3) continue;
    if (outcome === 'exited') throw new Error(`start.ts exited:\n${output}`);
    if (outcome === 'too slow') {
      throw new Error(`start.ts was not running within ${START_DEADLINE_MS / 1000} s:\n${output}`);
    }
    const url = `http://127.0.0.1:${port}`;
    const health = await fetch(`${url}/health`);
    if (!health.ok) throw new Error(`/health answered ${health.status}:\n${output}`);
    pids.push(Number(await readFile(join(dataDir, 'postgrest.pid'), 'utf8')));
    return { child, url, output: () => output, startedInMs: Date.now() - startedAt };
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crash-test-'));
  dataDir = join(dir, 'data');
  const migrationsDir = join(dir, 'migrations');
  await cp('supabase/migrations', migrationsDir, { recursive: true });
  await writeFile(
    join(migrationsDir, '29991231235959_crash_test.sql'),
    `create table public.crash_test_rows (id int primary key, payload text not null);
     alter table public.crash_test_rows enable row level security;
     create policy crash_test_rows_all on public.crash_test_rows
       for all to anon using (true) with check (true);
     grant select, insert on public.crash_test_rows to anon;`,
  );
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    MIGRATIONS_DIR: migrationsDir,
    DIST_DIR: join(dir, 'no-dist'),
    BUILD: 'never',
    DATABASE_URL: '',
    SEED: 'false', // the demo school is not what this test is about, and seeding it is slow
  };
});

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  }
  // Never leave a PostgREST behind, whatever happened above.
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await rm(dir, { recursive: true, force: true });
}, 30_000);

// Two starts at most START_DEADLINE_MS each, plus the writes and the shutdown.
const TEST_TIMEOUT_MS = 2 * START_DEADLINE_MS + 30_000;

it(
  'keeps every acknowledged row after kill -9 mid-write',
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const first = await startServer();
    const { anonKey } = await loadProjectKeys(dataDir);
    const headers = {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    };

    const acknowledged: number[] = [];
    let next = 1;
    let failed = 0;
    let enoughAcknowledged = () => {};
    const enough = new Promise<void>((resolve) => (enoughAcknowledged = resolve));
    const writer = async () => {
      for (;;) {
        const id = next++;
        try {
          const response = await fetch(`${first.url}/rest/v1/crash_test_rows`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ id, payload: `row ${id} `.repeat(20) }),
          });
          if (response.status !== 201) throw new Error(`HTTP ${response.status}`);
          acknowledged.push(id);
          if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) enoughAcknowledged();
        } catch {
          failed++;
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    // Writers that all stop early (the server failed by itself) end the wait too; the counts below
    // then say so.
    await Promise.race([enough, Promise.all(writers)]);
    first.child.kill('SIGKILL'); // requests are in flight: the writers never stop on their own
    await Promise.all(writers);
    await exited(first.child);
    const orphan = pids[0]!;

    const second = await startServer();
    expect(isAlive(orphan)).toBe(false); // the restart stopped the PostgREST the kill left behind
    const response = await fetch(`${second.url}/rest/v1/crash_test_rows?select=id`, { headers });
    const stored = new Set(((await response.json()) as { id: number }[]).map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));

    console.log(
      `crash test: ${acknowledged.length} rows acknowledged, ${failed} requests cut off by the kill, ` +
        `${stored.size} rows after restart, ${lost.length} acknowledged rows lost ` +
        `(start ${first.startedInMs} ms, restart ${second.startedInMs} ms)`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(failed).toBe(WRITERS);
    expect(lost).toEqual([]);
    expect(stored.size).toBeLessThanOrEqual(next - 1);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(isAlive(pids[1]!)).toBe(false);
    expect(second.output()).toContain('shutting down');
  },
);
