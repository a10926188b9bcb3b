/**
 * The stack `npm run bench:load` measures, in its own process so the simulated devices' CPU is
 * not spent on the server's event loop (PGlite runs inside this process): startStack with
 * productStackHooks on a fresh data directory, as `npm start` runs it (no demo seed), then the
 * load teachers (load-teachers.ts). Talks to the bench over the IPC channel (load-ipc.ts): `ready`
 * once set up; on `window-start` / `window-end` it measures its event loop (utilisation and delay)
 * and, when asked, takes a CPU profile of just the measured window; `stop` stops the stack.
 *
 * Environment: LOAD_DATA_DIR (required), LOAD_TEACHERS (required), LOAD_PASSWORD (required),
 * LOAD_RUN_ID, LOAD_PROFILE_PATH (write the window's .cpuprofile there), DATABASE_URL.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { productStackHooks } from '../../../supabase/local/product-stack';
import { startStack, type Stack } from '../../../supabase/local/stack';
import { summariseCpuProfile, type CpuProfile } from './cpu-profile-summary';
import type { FromBench, ToBench, WindowFigures } from './load-ipc';
import { createLoadTeachers } from './load-teachers';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required (the bench sets it)`);
  return value;
}

function send(message: ToBench): void {
  process.send?.(message);
}

let stack: Stack | undefined;
let profiler: Session | undefined;
let eluAtStart = performance.eventLoopUtilization();
/** The loop-delay histogram's timer: its samples are this plus however late the timer fired. */
const LOOP_DELAY_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });

async function windowStart(profile: boolean): Promise<void> {
  eluAtStart = performance.eventLoopUtilization();
  loopDelay.reset();
  loopDelay.enable();
  if (profile) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    // 1 ms sampling (the default 1 ms on Linux, stated so the figure's grain is known).
    await profiler.post('Profiler.setSamplingInterval', { interval: 1000 });
    await profiler.post('Profiler.start');
  }
}

async function windowEnd(): Promise<void> {
  const elu = performance.eventLoopUtilization(eluAtStart);
  loopDelay.disable();
  const ms = (ns: number) => Math.max(0, Math.round(ns / 1e5 - LOOP_DELAY_RESOLUTION_MS * 10) / 10);
  const figures: WindowFigures = {
    eventLoopUtilisation: elu.utilization,
    eventLoopDelayMs: {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    },
    socket: stack?.database.socketState?.() ?? null,
    profile: null,
  };
  if (profiler) {
    const { profile } = (await profiler.post('Profiler.stop')) as { profile: CpuProfile };
    profiler.disconnect();
    profiler = undefined;
    const path = process.env.LOAD_PROFILE_PATH;
    if (path) await writeFile(path, JSON.stringify(profile));
    figures.profile = { path: path ?? null, summary: summariseCpuProfile(profile) };
  }
  send({ type: 'window', figures });
}

async function stop(): Promise<void> {
  await stack?.stop();
  process.exit(0);
}

process.on('message', (message: FromBench) => {
  const run = (work: Promise<void>) =>
    work.catch((error: unknown) => {
      send({ type: 'failed', message: (error as Error).stack ?? String(error) });
    });
  if (message.type === 'window-start') void run(windowStart(message.profile));
  else if (message.type === 'window-end') void run(windowEnd());
  else if (message.type === 'stop') void run(stop());
});
// The bench went away (it crashed or was killed): do not leave the stack running.
process.on('disconnect', () => void stop());

async function main(): Promise<void> {
  const dataDir = required('LOAD_DATA_DIR');
  const teachers = Number(required('LOAD_TEACHERS'));
  const password = required('LOAD_PASSWORD');
  const env = { ...process.env, SEED: 'false' };
  stack = await startStack({
    port: 0,
    dataDir: join(dataDir, 'data'),
    distDir: join(dataDir, 'no-dist'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    ...productStackHooks(env),
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const made = await createLoadTeachers(
    stack.database.sql,
    teachers,
    password,
    process.env.LOAD_RUN_ID ?? 'run',
  );
  send({
    type: 'ready',
    url: stack.url,
    anonKey: stack.keys.anonKey,
    database: stack.database.kind,
    teachers: made,
  });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: (error as Error).stack ?? String(error) });
  if (stack) void stack.stop().finally(() => process.exit(1));
  else process.exit(1);
});
