/**
 * `npm run bench:load` (issue 12 item 10): N simulated devices against the real local stack, on
 * PGlite and on a real PostgreSQL 15, and what it takes to serve them.
 *
 * For each database and each number of devices, on a fresh temporary data directory (and a fresh
 * temporary PostgreSQL cluster, supabase/tests/temp-postgres.ts):
 *   1. the stack (startStack + productStackHooks, as `npm start`) starts in its own process
 *      (load/stack-process.ts) and creates one solo teacher per device with a calendar, three
 *      classes and a term of lessons (load/load-teachers.ts); none of this is measured;
 *   2. the measured window: devices start spread over LOAD_RAMP_SECONDS, each signs in through
 *      /auth/v1 with supabase-js, pulls everything, then runs the sync engine's cycle (push its
 *      edits in the client's batch size, then pull pages) after each think time until LOAD_SECONDS
 *      have passed (load/load-device.ts), while /health is checked every second;
 *   3. it prints ops/s, push / pull / sign-in p50 and p99, errors, /health failures, and where the
 *      time went: CPU per process, the stack's event loop, PostgREST's pool on PostgreSQL, and with
 *      LOAD_PROFILE=true a CPU profile of the stack process over the window.
 * Then issue 12's goals with PASS / FAIL. It reports and exits 0; LOAD_ENFORCE=true exits 1 when a
 * goal fails. Settings: load/load-settings.ts (LOAD_DATABASES, LOAD_DEVICES, LOAD_SECONDS,
 * LOAD_THINK_MS, LOAD_RAMP_SECONDS, LOAD_SEED, LOAD_PROFILE, LOAD_ENFORCE).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededRandom } from '../../supabase/seed/insert-rows';
import { startTempPostgres, type TempPostgres } from '../../supabase/tests/temp-postgres';
import { runDevice } from './load/load-device';
import {
  distinctMessages,
  judgeGoals,
  LoadRecorder,
  percentile,
  serviceSplit,
  summarise,
  type ConfigurationResult,
} from './load/load-figures';
import type { FromBench, ToBench, WindowFigures } from './load/load-ipc';
import {
  cpuBetween,
  cpuSnapshot,
  monitorHealth,
  monitorPool,
  type PoolFigures,
} from './load/load-monitor';
import { loadSettingsFrom, type LoadDatabase, type LoadSettings } from './load/load-settings';

/** Start-up and set-up of 100 teachers on a busy two-core machine take well under this. */
const READY_LIMIT_MS = 300_000;
const STOP_LIMIT_MS = 20_000;
const PROFILE_DIR = '.local/bench-load';
/** Stack log lines that mean PostgREST lost (or could not get) its database connection. */
const CONNECTION_LOSS =
  /server closed the connection unexpectedly|Database connection error|connection to server .* failed|refused a socket connection/i;

type StackChild = {
  child: ChildProcess;
  ready: Extract<ToBench, { type: 'ready' }>;
  logTail: string[];
  connectionLosses: string[];
  send(message: FromBench): void;
  next<T extends ToBench['type']>(type: T, limitMs: number): Promise<Extract<ToBench, { type: T }>>;
};

async function startStackChild(
  dir: string,
  devices: number,
  password: string,
  databaseUrl: string | undefined,
  profilePath: string | undefined,
): Promise<StackChild> {
  const child = fork(resolve('scripts/bench/load/stack-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      LOAD_DATA_DIR: dir,
      LOAD_TEACHERS: String(devices),
      LOAD_PASSWORD: password,
      LOAD_RUN_ID: randomBytes(4).toString('hex'),
      DATABASE_URL: databaseUrl ?? '',
      LOAD_PROFILE_PATH: profilePath ?? '',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const logTail: string[] = [];
  const connectionLosses: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      logTail.push(line);
      if (logTail.length > 30) logTail.shift();
      if (CONNECTION_LOSS.test(line)) connectionLosses.push(line);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const inbox: ToBench[] = [];
  const waiters: Array<() => void> = [];
  child.on('message', (message: ToBench) => {
    inbox.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  child.on('exit', () => waiters.splice(0).forEach((wake) => wake()));

  const next = async <T extends ToBench['type']>(type: T, limitMs: number) => {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const failed = inbox.find((m) => m.type === 'failed');
      if (failed && failed.type === 'failed')
        throw new Error(`the stack process failed: ${failed.message}`);
      const index = inbox.findIndex((m) => m.type === type);
      if (index >= 0) return inbox.splice(index, 1)[0] as Extract<ToBench, { type: T }>;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the stack process exited (${child.exitCode ?? child.signalCode}):\n${logTail.join('\n')}`,
        );
      }
      if (Date.now() > deadline) {
        throw new Error(
          `no '${type}' from the stack process within ${limitMs} ms:\n${logTail.join('\n')}`,
        );
      }
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, Math.max(0, deadline - Date.now()) + 10);
        waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  };
  const stack: Omit<StackChild, 'ready'> = {
    child,
    logTail,
    connectionLosses,
    send: (message) => child.send(message),
    next,
  };
  try {
    return { ...stack, ready: await next('ready', READY_LIMIT_MS) };
  } catch (error) {
    await stopStackChild(stack);
    throw error;
  }
}

async function stopStackChild({ child }: Pick<StackChild, 'child'>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  if (child.connected) child.send({ type: 'stop' } satisfies FromBench);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  await exited;
  clearTimeout(timer);
}

type Measured = {
  result: ConfigurationResult;
  recorder: LoadRecorder;
  stackFigures: WindowFigures;
  cpu: Map<string, number>;
  pool: PoolFigures | null;
  setUpS: number;
  connectionLosses: string[];
};

async function runConfiguration(
  settings: LoadSettings,
  database: LoadDatabase,
  devices: number,
): Promise<Measured> {
  const setUpStarted = Date.now();
  const dir = await mkdtemp(join(tmpdir(), `bench-load-${database}-`));
  let postgres: TempPostgres | undefined;
  let stack: StackChild | undefined;
  try {
    if (database === 'postgres') postgres = await startTempPostgres();
    let profilePath: string | undefined;
    if (settings.profile) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      profilePath = resolve(PROFILE_DIR, `${database}-${devices}.cpuprofile`);
    }
    // Every load teacher's password, fresh per run (the accounts live only in this temp database).
    const password = randomBytes(18).toString('base64url');
    stack = await startStackChild(dir, devices, password, postgres?.url, profilePath);
    const { url, anonKey, teachers } = stack.ready;
    const setUpS = (Date.now() - setUpStarted) / 1000;

    const recorder = new LoadRecorder();
    const random = seededRandom(settings.seed + devices);
    const stopHealth = monitorHealth(url, recorder);
    const stopPool = postgres ? monitorPool(postgres.url) : null;
    const stackLabel =
      database === 'pglite'
        ? 'stack process (gateway, auth, PGlite)'
        : 'stack process (gateway, auth)';
    const cpuBefore = cpuSnapshot(stack.child.pid, stackLabel);
    stack.send({ type: 'window-start', profile: settings.profile });
    const started = Date.now();
    const deadline = started + settings.seconds * 1000;
    const rampMs = Math.min(settings.rampSeconds * 1000, settings.seconds * 500);
    await Promise.all(
      teachers.map((teacher, i) =>
        runDevice({
          url,
          anonKey,
          email: teacher.email,
          userId: teacher.userId,
          password,
          recorder,
          deadline,
          startDelayMs: (rampMs * i) / teachers.length,
          thinkMs: settings.thinkMs,
          random: seededRandom(Math.floor(random() * 2 ** 31)),
        }).catch((error: unknown) => recorder.error('device', (error as Error).message)),
      ),
    );
    const windowS = (Date.now() - started) / 1000;
    stack.send({ type: 'window-end' });
    const { figures: stackFigures } = await stack.next('window', 60_000);
    const cpu = cpuBetween(cpuBefore, cpuSnapshot(stack.child.pid, stackLabel));
    await stopHealth();
    const pool = stopPool ? await stopPool() : null;
    return {
      result: summarise(recorder, database, devices, windowS),
      recorder,
      stackFigures,
      cpu,
      pool,
      setUpS,
      connectionLosses: [...stack.connectionLosses],
    };
  } finally {
    if (stack) await stopStackChild(stack);
    await postgres?.stop();
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en')} ms` : '–';
const int = (value: number) => value.toLocaleString('en');

function printConfiguration(measured: Measured): void {
  const { result, recorder, stackFigures, cpu, pool } = measured;
  const line = (label: string, text: string) => console.log(`  ${label.padEnd(16)} ${text}`);
  console.log(
    `\n── ${result.database}, ${result.devices} devices, ${result.windowS.toFixed(1)} s measured ` +
      `(stack started and ${result.devices} teachers set up in ${measured.setUpS.toFixed(1)} s, not measured)`,
  );
  line(
    'ops/s',
    `${result.opsPerS.toFixed(1)} (push ${int(result.p.push.n)}, pull ${int(result.p.pull.n)}; ` +
      `${int(recorder.changesPushed)} changes pushed, ${int(recorder.rowsPulled)} rows pulled)`,
  );
  for (const kind of ['push', 'pull', 'sign-in'] as const) {
    const p = result.p[kind];
    line(kind, `p50 ${ms(p.p50)}   p99 ${ms(p.p99)}   max ${ms(p.max)}   (${int(p.n)} requests)`);
  }
  line('sign-in 429', `${recorder.throttledSignIns} (correct passwords refused by throttling)`);
  line('errors', String(result.errors));
  for (const { message, times } of distinctMessages(recorder.errors)) {
    console.log(`      ${times}× ${message}`);
  }
  const health = recorder.health;
  line(
    '/health',
    `${health.checks} checks, ${health.non200} non-200 (${health.status503} × 503); answer p50 ` +
      `${ms(percentile(health.latencyMs, 50))} p99 ${ms(percentile(health.latencyMs, 99))}`,
  );
  for (const failure of health.failures.slice(0, 3)) console.log(`      ${failure}`);
  line(
    'db probe',
    `/health's select 1 from the stack process: p50 ${ms(percentile(health.databaseMs, 50))} ` +
      `p99 ${ms(percentile(health.databaseMs, 99))} max ${ms(Math.max(...health.databaseMs))}` +
      (result.database === 'pglite' ? ' (its wait for the PGlite session)' : ''),
  );
  const statuses = [...recorder.statuses].sort(([a], [b]) => a - b);
  line('HTTP statuses', statuses.map(([status, n]) => `${status}: ${int(n)}`).join(', '));
  if (measured.connectionLosses.length > 0) {
    line('lost conns', `${measured.connectionLosses.length}: ${measured.connectionLosses[0]}`);
  }

  console.log('  where the time went:');
  const window = result.windowS;
  const cpuText = [...cpu]
    .sort(([, a], [, b]) => b - a)
    .map(
      ([group, s]) => `${group} ${s.toFixed(1)} s (${Math.round((100 * s) / window)}% of a core)`,
    )
    .join('; ');
  line('CPU', cpuText || 'not measured (no /proc)');
  const ops = result.p.push.n + result.p.pull.n + result.p['sign-in'].n;
  line(
    'stack loop',
    `busy ${Math.round(stackFigures.eventLoopUtilisation * 100)}% of the window; timer delay p50 ` +
      `${stackFigures.eventLoopDelayMs.p50} ms, p99 ${stackFigures.eventLoopDelayMs.p99} ms, max ` +
      `${stackFigures.eventLoopDelayMs.max} ms; busy time per request ` +
      `${ms((stackFigures.eventLoopUtilisation * window * 1000) / Math.max(1, ops))}`,
  );
  if (result.database === 'pglite') {
    // One session, PostgREST's pool of one, one event loop: a one-at-a-time server.
    const split = serviceSplit(recorder.spans);
    const part = (kind: 'push' | 'pull' | 'sign-in') =>
      `${kind} p50 ${ms(percentile(split.serviceMs[kind], 50))} p99 ${ms(percentile(split.serviceMs[kind], 99))}`;
    line(
      'served vs queued',
      `${Math.round(split.waitingShare * 100)}% of request time was waiting behind other requests; ` +
        `own service time ${part('push')}, ${part('pull')}, ${part('sign-in')} (from the devices' timestamps)`,
    );
  }
  if (stackFigures.socket) {
    const s = stackFigures.socket;
    line(
      'PGlite socket',
      `PostgREST connections ${s.opened} opened, ${s.waited} waited for the previous to close, ${s.refused} refused`,
    );
  }
  if (pool) {
    line(
      'PostgREST pool',
      `${pool.connectionsMax} connections; statements running: mean ${pool.activeMean.toFixed(1)}, ` +
        `max ${pool.activeMax}; every connection busy in ${Math.round(pool.allBusyShare * 100)}% of ` +
        `${pool.samples} samples; lock waits in ${pool.lockWaitSamples}`,
    );
  }
  const profile = stackFigures.profile;
  if (profile) {
    const { summary } = profile;
    const busy = Math.max(1, summary.totalMs - summary.idleMs);
    line(
      'profile',
      `stack process ${ms(busy)} busy of ${ms(summary.totalMs)}` +
        (profile.path ? ` (${profile.path}; open in Chrome DevTools)` : ''),
    );
    for (const { part, ms: partMs } of summary.byPart.slice(0, 8)) {
      console.log(`      ${String(Math.round((100 * partMs) / busy)).padStart(3)}%  ${part}`);
    }
    console.log('      top functions (self time):');
    for (const f of summary.topFunctions.slice(0, 8)) {
      console.log(`      ${ms(f.ms).padStart(9)}  ${f.name} [${f.part}]`);
    }
  }
}

async function main(): Promise<void> {
  let settings: LoadSettings;
  try {
    settings = loadSettingsFrom(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  console.log(
    `bench:load — databases ${settings.databases.join(', ')}; devices ${settings.deviceCounts.join(', ')}; ` +
      `${settings.seconds} s each; think ${settings.thinkMs.min}–${settings.thinkMs.max} ms; ramp ` +
      `${settings.rampSeconds} s; seed ${settings.seed}${settings.profile ? '; CPU profile on' : ''}`,
  );
  const results: ConfigurationResult[] = [];
  for (const database of settings.databases) {
    for (const devices of settings.deviceCounts) {
      const measured = await runConfiguration(settings, database, devices);
      printConfiguration(measured);
      results.push(measured.result);
    }
  }

  console.log('\nsummary');
  console.log(
    '  database  devices   ops/s   push p50/p99       pull p50/p99       sign-in p50/p99     errors  /health non-200',
  );
  for (const r of results) {
    const pair = (p: { p50: number; p99: number }) => `${ms(p.p50)} / ${ms(p.p99)}`.padEnd(18);
    console.log(
      `  ${r.database.padEnd(9)} ${String(r.devices).padStart(7)} ${r.opsPerS.toFixed(1).padStart(7)}   ` +
        `${pair(r.p.push)} ${pair(r.p.pull)} ${pair(r.p['sign-in'])}  ${String(r.errors).padStart(6)}  ` +
        `${r.healthNon200} of ${r.healthChecks}`,
    );
  }
  console.log('\nissue 12 goals');
  const verdicts = judgeGoals(results);
  for (const v of verdicts) console.log(`  ${v.verdict.padEnd(7)} ${v.goal} — ${v.why}`);
  if (settings.enforce && verdicts.some((v) => v.verdict === 'FAIL')) {
    console.log('LOAD_ENFORCE=true and a goal failed: exit code 1.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`bench:load broke: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 2;
});
