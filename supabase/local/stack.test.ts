import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { watch } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTempPostgres, type TempPostgres } from '../tests/temp-postgres';
import { signJwt } from './jwt';
import { isAlive } from './pid-file';
import { startStack, type Stack, type StackOptions } from './stack';

/**
 * The real stack (PGlite, or a throw-away PostgreSQL as DATABASE_URL; the real migrations plus one
 * test migration; the PostgREST binary; the gateway) on a free port with a temporary DATA_DIR, used
 * through supabase-js as the app uses it.
 */
const TEST_MIGRATION = `
  create table public.stack_test_items (id int primary key, name text not null);
  alter table public.stack_test_items enable row level security;
  create policy stack_test_items_all on public.stack_test_items
    for all to anon, authenticated using (true) with check (true);
  grant select, insert on public.stack_test_items to anon, authenticated;

  create function public.stack_test_whoami() returns jsonb language sql stable as $$
    select jsonb_build_object(
      'current_user', current_user, 'session_user', session_user,
      'sub', auth.uid(), 'role', auth.role())
  $$;
  grant execute on function public.stack_test_whoami() to anon, authenticated;
`;

describe.each(['pglite', 'postgres'] as const)('the local stack on %s', (kind) => {
  let dir: string;
  let options: StackOptions;
  let stack: Stack;
  let postgres: TempPostgres | undefined;
  /** The stack's log: waited on by the restart test, and shown when it fails. */
  const logs = new LogWatch();

  const client = (key: string): SupabaseClient =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stack-test-'));
    if (kind === 'postgres') postgres = await startTempPostgres();
    const migrationsDir = join(dir, 'migrations');
    await cp('supabase/migrations', migrationsDir, { recursive: true });
    await writeFile(join(migrationsDir, '29991231235959_stack_test.sql'), TEST_MIGRATION);
    options = {
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: join(dir, 'no-dist'),
      migrationsDir,
      databaseUrl: postgres?.url,
      log: (line) => logs.push(line),
      auth: () => new Hono().get('/ping', (c) => c.json({ mounted: true })),
      functions: () => ({
        echo: async (request, context) =>
          Response.json({ method: request.method, name: context.name, body: await request.text() }),
      }),
    };
    stack = await startStack(options);
  }, 60_000);

  afterAll(async () => {
    try {
      await stack?.stop();
      await postgres?.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('answers /health with the database and PostgREST ready', async () => {
    const response = await fetch(`${stack.url}/health`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      postgrest: { ok: true },
    });
    expect(typeof (body.database as { latency_ms: unknown }).latency_ms).toBe('number');
  });

  it('serves a migrated table through /rest/v1 to supabase-js with the anon key', async () => {
    const anon = client(stack.keys.anonKey);
    const inserted = await anon.from('stack_test_items').insert([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    expect(inserted.error).toBeNull();
    const { data, error, count } = await anon
      .from('stack_test_items')
      .select('id, name', { count: 'exact' })
      .order('id')
      .retry(false);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
  });

  it('answers .single() on no rows with PGRST116', async () => {
    const { data, error } = await client(stack.keys.anonKey)
      .from('stack_test_items')
      .select('id')
      .eq('id', 404)
      .single()
      .retry(false);
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
  });

  it('passes headers both ways and keeps the security headers', async () => {
    const response = await fetch(`${stack.url}/rest/v1/stack_test_items?select=id&order=id`, {
      headers: {
        apikey: stack.keys.anonKey,
        Authorization: `Bearer ${stack.keys.anonKey}`,
        Prefer: 'count=exact',
        Range: '0-0',
      },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-0/2');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.json()).toEqual([{ id: 1 }]);
  });

  it('runs requests as the JWT role through authenticator, with the claims', async () => {
    const sub = '00000000-0000-4000-8000-000000000001';
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { sub, role: 'authenticated', aud: 'authenticated', iat, exp: iat + 60 },
      stack.keys.jwtSecret,
    );
    const signedIn = createClient(stack.url, stack.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data, error } = await signedIn.rpc('stack_test_whoami').retry(false);
    expect(error).toBeNull();
    expect(data).toEqual({
      current_user: 'authenticated',
      session_user: 'authenticator',
      sub,
      role: 'authenticated',
    });
  });

  it('refuses roles not granted to authenticator, and requests without an API key', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const superuser = signJwt({ role: 'postgres', iat, exp: iat + 60 }, stack.keys.jwtSecret);
    const escalated = await fetch(`${stack.url}/rest/v1/stack_test_items`, {
      headers: { apikey: stack.keys.anonKey, Authorization: `Bearer ${superuser}` },
    });
    expect(escalated.status).toBe(403);
    expect(await escalated.json()).toMatchObject({ code: '42501' }); // permission denied to set role

    const noKey = await fetch(`${stack.url}/rest/v1/stack_test_items`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('mounts the auth app and the function handlers', async () => {
    expect(await (await fetch(`${stack.url}/auth/v1/ping`)).json()).toEqual({ mounted: true });
    const echoed = await fetch(`${stack.url}/functions/v1/echo`, { method: 'POST', body: 'hi' });
    expect(await echoed.json()).toEqual({ method: 'POST', name: 'echo', body: 'hi' });
    const missing = await fetch(`${stack.url}/functions/v1/nope`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });

  it('restarts PostgREST when it dies, and /health says so meanwhile', async () => {
    const pid = Number(await readFile(join(options.dataDir, 'postgrest.pid'), 'utf8'));
    const exited = logs.next((line) => line.includes('exited unexpectedly'));
    const restarted = logs.next((line) => line === '[postgrest] restarted');
    restarted.catch(() => undefined); // awaited below; no unhandled rejection if a step fails first
    process.kill(pid, 'SIGKILL');
    // The supervisor logs this once it has seen the exit and marked PostgREST down.
    await exited;
    const health = await fetch(`${stack.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      postgrest: { ok: false },
    });
    const rest = await fetch(`${stack.url}/rest/v1/stack_test_items`, {
      headers: { apikey: stack.keys.anonKey },
    });
    expect([502, 503]).toContain(rest.status);
    expect(rest.headers.get('content-type')).toContain('application/json');
    await rest.body?.cancel();

    // The supervisor relaunches after 1 s and logs 'restarted' once /ready answered; a loaded
    // machine can take far longer to load the schema cache, hence the wide limit.
    await restarted.catch((error: Error) => {
      throw new Error(`${error.message}\nstack log:\n${logs.tail(30)}`);
    });
    const recovered = await fetch(`${stack.url}/health`);
    expect(recovered.status, `stack log:\n${logs.tail(30)}`).toBe(200);
    expect(await recovered.json()).toMatchObject({ status: 'ok' });
    const { data, error } = await client(stack.keys.anonKey)
      .from('stack_test_items')
      .select('id')
      .order('id')
      .retry(false);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  }, 60_000);

  it('keeps data and the JWT secret across a restart, and stops PostgREST', async () => {
    const { anonKey, jwtSecret } = stack.keys;
    const postgrestPid = Number(await readFile(join(options.dataDir, 'postgrest.pid'), 'utf8'));
    expect(isAlive(postgrestPid)).toBe(true);
    await stack.stop();
    expect(isAlive(postgrestPid)).toBe(false);

    stack = await startStack(options);
    expect(stack.keys.jwtSecret).toBe(jwtSecret);
    expect(stack.database.applied).toEqual([]);
    expect(stack.database.fresh).toBe(false);
    // The key issued before the restart still works.
    const { data, error } = await client(anonKey)
      .from('stack_test_items')
      .select('id')
      .order('id')
      .retry(false);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  }, 60_000);
});

describe('the local stack on pglite, stopped while PostgREST restarts', () => {
  let dir: string;
  let stack: Stack;
  const pidFile = () => join(dir, 'data', 'postgrest.pid');

  // Starting PGlite and migrating takes tens of seconds when the suite loads both cores.
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stack-test-'));
    stack = await startStack({
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: join(dir, 'no-dist'),
      log: () => undefined,
    });
  }, 120_000);

  afterAll(async () => {
    try {
      await stack?.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('ends the PostgREST that is still starting', async () => {
    let release = () => {};
    try {
      const killed = Number(await readFile(pidFile(), 'utf8'));
      // Holding the PGlite session keeps the relaunched PostgREST from loading its schema cache,
      // so it is still starting when stop() comes.
      const held = stack.database.sql.transaction(
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      process.kill(killed, 'SIGKILL');
      const relaunched = await pidOtherThan(pidFile(), killed, 20_000);
      expect(isAlive(relaunched)).toBe(true);
      expect(await stack.postgrest.ready()).toBe(false);

      await stack.postgrest.stop();
      expect(isAlive(relaunched)).toBe(false);
      release();
      await held;
    } finally {
      release();
    }
  }, 30_000);
});

/** Generous: how long a log line may take to come on a loaded machine. */
const LOG_LINE_LIMIT_MS = 45_000;

/** The stack's log lines, and promises for lines still to come. */
class LogWatch {
  readonly lines: string[] = [];
  #waiters: Array<{ match: (line: string) => boolean; resolve: (line: string) => void }> = [];

  push(line: string): void {
    this.lines.push(line);
    for (const waiter of [...this.#waiters]) {
      if (!waiter.match(line)) continue;
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  }

  /** The next line (from now on) that matches; rejects after LOG_LINE_LIMIT_MS. */
  next(match: (line: string) => boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((waiter) => waiter.match !== match);
        reject(new Error(`no matching log line within ${LOG_LINE_LIMIT_MS} ms`));
      }, LOG_LINE_LIMIT_MS);
      this.#waiters.push({
        match,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  tail(count: number): string {
    return this.lines.slice(-count).join('\n');
  }
}

/** Waits for the pid file to name a process other than `pid`, woken by changes to its folder. */
async function pidOtherThan(file: string, pid: number, ms: number): Promise<number> {
  let wake = () => {};
  let changed = true;
  const watcher = watch(dirname(file), () => {
    changed = true;
    wake();
  });
  const limit = setTimeout(() => wake(), ms);
  const deadline = Date.now() + ms;
  try {
    for (;;) {
      changed = false;
      const current = Number(await readFile(file, 'utf8').catch(() => '0'));
      if (current && current !== pid) return current;
      if (Date.now() > deadline) throw new Error(`${file} still names ${pid} after ${ms} ms`);
      if (!changed) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    clearTimeout(limit);
    watcher.close();
  }
}
