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
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededRandom } from '../../supabase/seed/insert-rows';
import { startTempPostgres, type TempPostgres } from '../../supabase/tests/temp-postgres';
import { runDevice } from './load/load-device';
import { judgeGoals, LoadRecorder, summarise, type ConfigurationResult } from './load/load-figures';
import { cpuBetween, cpuSnapshot, monitorHealth, monitorPool } from './load/load-monitor';
import { printConfiguration, printSummary, type Measured } from './load/load-report';
import { loadSettingsFrom, type LoadDatabase, type LoadSettings } from './load/load-settings';
import { startStackChild, stopStackChild, type StackChild } from './load/stack-child';

const PROFILE_DIR = '.local/bench-load';

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
    const loadBefore = loadavg()[0]!;

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
      // The machine's 1-minute load average before and after: figures from a busy machine say so.
      machineLoad: [loadBefore, loadavg()[0]!],
      connectionLosses: [...stack.connectionLosses],
    };
  } finally {
    if (stack) await stopStackChild(stack);
    await postgres?.stop();
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
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

  printSummary(results);
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
