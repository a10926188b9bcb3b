import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadProjectKeys } from '../../../supabase/local/keys';
import type { AbuseStack } from './abuse-stack';

/**
 * Starts the stack the abuse suite attacks: `npm start` (supabase/local/start.ts) as its own
 * process, so a request that stalls the stack stalls it and not the test runner, on a free port
 * and a fresh data directory (no demo seed). Its output goes to .local/abuse/stack.log, which the
 * tests read (e.g. PostgREST's lost connections).
 */
const START_LIMIT_MS = 120_000;

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'abuse-stack-'));
  mkdirSync('.local/abuse', { recursive: true });
  const logPath = join(process.cwd(), '.local/abuse/stack.log');
  const log = createWriteStream(logPath);
  child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED: 'false',
      // Every test signs up its own users from 127.0.0.1.
      AUTH_SIGNUPS_PER_HOUR: '100000',
      DATABASE_URL: process.env.ABUSE_DATABASE_URL ?? '',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`the stack did not start within ${START_LIMIT_MS} ms:\n${seen}`)),
      START_LIMIT_MS,
    );
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /Lesson Planner is running at (\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${code}) before it started:\n${seen}`));
    });
  });
  const keys = await loadProjectKeys(dataDir);
  const stack: AbuseStack = {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    logPath,
    database: process.env.ABUSE_DATABASE_URL ? 'postgres' : 'pglite',
  };
  project.provide('abuseStack', stack);
}

export async function teardown(): Promise<void> {
  const running = child;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const forced = setTimeout(() => running.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
