// What the Chromium benches against the real local stack share (bench:analytics,
// bench:resources): Debian's Chromium (never a downloaded browser), a bench build of the app
// (VITE_BENCH_HOOKS: the page exposes its replica), the stack on a temporary data directory with
// the demo seed, the demo teacher signed in through the login page, and a wait until sync has
// brought the rows a bench seeded.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { productStackHooks } from '../../supabase/local/product-stack';
import { startStack } from '../../supabase/local/stack';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

/** The seeded demo teacher (supabase/seed/demo-accounts.ts). */
export const DEMO_TEACHER = { email: 'teacher@demo.school', password: 'planner-demo-2026' };

/** Debian's Chromium, or the way to install it and exit 1. */
export function requireChromium(): string {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(CHROMIUM_MISSING_MESSAGE);
    process.exit(1);
  }
  return executablePath;
}

/** A production build of the app into `outDir`, with the bench hooks on. */
export function buildBenchApp(outDir: string, extraArgs: readonly string[] = []) {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
      ...extraArgs,
    ],
    { stdio: 'inherit', env: { ...process.env, VITE_BENCH_HOOKS: 'true' } },
  );
  if (result.status !== 0) throw new Error('the bench build failed');
}

export type BenchStack = Awaited<ReturnType<typeof startStack>>;
export type BenchSql = BenchStack['database']['sql'];

/**
 * Starts the product stack (demo seed included) serving `distDir` on a fresh temporary data
 * directory, then launches Chromium. `stop` closes the browser, stops the stack and removes the
 * directory: call it in a `finally`.
 */
export async function startBenchStack({
  name,
  distDir,
  executablePath,
}: {
  name: string;
  distDir: string;
  executablePath: string;
}): Promise<{ stack: BenchStack; browser: Browser; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  const stack = await startStack({
    port: 0,
    dataDir,
    distDir,
    ...productStackHooks(process.env),
    log: () => undefined,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const stop = async () => {
    await browser.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { stack, browser, stop };
}

/** A 1366×900 page that can run functions tsx compiled (see below). */
export async function newBenchPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  // tsx compiles with keepNames, which wraps functions in page code in `__name(…)`.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return page;
}

/** The user id of a seeded account. */
export async function userIdOf(sql: BenchSql, email: string): Promise<string> {
  const found = await sql.query<{ id: string }>(`select id from auth.users where email = $1`, [
    email,
  ]);
  const userId = found.rows[0]?.id;
  if (!userId) throw new Error(`the demo seed has no ${email}`);
  return userId;
}

/** Signs in through the login page and waits until the app has left it and account set-up. */
export async function signIn(page: Page, url: string, account = DEMO_TEACHER) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !/^\/(login|onboarding-loading)$/.test(url.pathname), {
    timeout: 60_000,
  });
}

type ReplicaCounts = { table(name: string): { count(): Promise<number> } };

/**
 * Until sync has pulled `expected` rows of `table` into the page's replica (polled from here:
 * page.waitForFunction does not await an async predicate).
 */
export async function waitForReplica(page: Page, table: string, expected: number) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const count = await page.evaluate(async (name) => {
      const bench = (globalThis as { __plannerBench?: { db: ReplicaCounts } }).__plannerBench;
      return bench ? bench.db.table(name).count() : 0;
    }, table);
    if (count >= expected) return;
    if (Date.now() > deadline) throw new Error(`sync brought ${count} of ${expected} ${table}`);
    await page.waitForTimeout(250);
  }
}

/** The value below which a share `p` of `values` falls (nearest rank, as every bench prints). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
export const ms = (value: number) => `${value.toFixed(1)} ms`;
