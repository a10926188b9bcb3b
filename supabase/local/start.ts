import { resolve } from 'node:path';
import {
  DEMO_ACCOUNTS,
  DEMO_SCHOOL_INVITE_CODE,
  DEMO_SCHOOL_INVITE_LINE,
  formatDemoAccounts,
} from '../seed/demo-accounts';
import type { Sql } from './db/sql-client';
import { ensureBuilt } from './ensure-built';
import { hostingAnalyticsFrom } from './hosting-analytics-env';
import { productStackHooks } from './product-stack';
import { startStack, type Stack } from './stack';

/**
 * `npm start`: the whole product on one origin. Settings come from the environment:
 * PORT (54321), HOST (127.0.0.1), DATA_DIR (.local), DIST_DIR (dist), BUILD (if-needed | never),
 * DATABASE_URL (a real PostgreSQL instead of the embedded PGlite), PUBLIC_URL,
 * MIGRATIONS_DIR (supabase/migrations), PGRST_LOG_LEVEL (error), ANALYTICS_ENDPOINT and
 * ANALYTICS_DOMAIN (a page-view tracker; none by default).
 */
const root = process.cwd();
const port = Number(process.env.PORT ?? 54321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(root, process.env.DATA_DIR ?? '.local');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const databaseUrl = process.env.DATABASE_URL || undefined;
const migrationsDir = resolve(root, process.env.MIGRATIONS_DIR ?? 'supabase/migrations');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `PORT must be a whole number from 0 (any free port) to 65535, got '${process.env.PORT}'.`,
  );
  process.exit(1);
}

let analytics: ReturnType<typeof hostingAnalyticsFrom>;
try {
  analytics = hostingAnalyticsFrom(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * The demo accounts the seed created in this database and the demo school's invite code while the
 * school has it; prints nothing when there are none.
 */
async function printDemoAccounts(sql: Sql): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const { rows } = await sql
    .query<{ email: string }>('select email from auth.users where email = any($1)', [emails])
    .catch(() => ({ rows: [] as { email: string }[] }));
  const present = DEMO_ACCOUNTS.filter((account) =>
    rows.some((row) => row.email === account.email),
  );
  if (present.length > 0) console.log(formatDemoAccounts(present));
  const school = await sql
    .query(`select 1 from public.schools where invite_code = $1 and deleted_at is null`, [
      DEMO_SCHOOL_INVITE_CODE,
    ])
    .catch(() => ({ rows: [] }));
  if (school.rows.length > 0) console.log(DEMO_SCHOOL_INVITE_LINE);
}

let stack: Stack | undefined;
let shuttingDown = false;

async function shutdown(signal: string) {
  if (shuttingDown) {
    console.log(`\n${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  shuttingDown = true;
  console.log(`\n${signal}: shutting down…`);
  // Never hang the terminal; PGlite normally closes in well under a second.
  setTimeout(() => {
    console.error('Shutdown took over 10 s; exiting.');
    process.exit(1);
  }, 10_000).unref();
  // Still starting: the start-up path sees `shuttingDown` and stops what it started.
  if (!stack) return;
  await stack?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal));
}

try {
  if (process.env.BUILD !== 'never') await ensureBuilt(root, distDir);
  console.log(
    `Starting the local stack (${databaseUrl ? 'PostgreSQL from DATABASE_URL' : 'PGlite'})…`,
  );
  stack = await startStack({
    port,
    host,
    dataDir,
    distDir,
    databaseUrl,
    migrationsDir,
    publicUrl: process.env.PUBLIC_URL,
    analytics,
    ...productStackHooks(process.env),
  });
  if (shuttingDown) {
    await stack.stop();
    process.exit(0);
  } else {
    console.log(`Lesson Planner is running at ${stack.url}`);
    console.log(
      `  data directory: ${dataDir}${databaseUrl ? ' (keys only; data in DATABASE_URL)' : ''}`,
    );
    await printDemoAccounts(stack.database.sql);
    console.log('  stop with Ctrl+C');
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use; set PORT to another.`
      : `The local stack could not start: ${(error as Error).stack ?? error}`,
  );
  await stack?.stop();
  process.exit(1);
}
