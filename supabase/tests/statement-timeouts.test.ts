import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../local/jwt';
import { startStack, type Stack } from '../local/stack';
import { startTempPostgres, type TempPostgres } from './temp-postgres';

/**
 * Statement timeouts per API role (migration 20261124000300, issue 12 item 2), on a real
 * PostgreSQL behind the real PostgREST binary, as hosted Supabase runs them: PostgREST applies the
 * settings of the role it impersonates, so a statement of anon's is cancelled after 3 s and one of
 * a signed-in user's after 8 s, and the request is answered with an error instead of holding its
 * connection. (PGlite ignores statement_timeout; the stack's watchdog covers it.)
 */

// Test-only functions, created after the migrations and before PostgREST loads its schema cache.
const PROBES = `
  create function public.timeout_probe_setting() returns text
  language sql stable as $$ select current_setting('statement_timeout') $$;
  create function public.timeout_probe_sleep(seconds double precision) returns text
  language sql volatile as $$ select pg_sleep(seconds)::text $$;
  grant execute on function public.timeout_probe_setting(), public.timeout_probe_sleep(double precision)
    to anon, authenticated;
`;

/** The limits the migration sets (hosted Supabase's defaults). */
const ANON_LIMIT_MS = 3_000;
const AUTHENTICATED_LIMIT_MS = 8_000;
/** Room for a busy machine between the cancel and the answer. */
const ANSWER_SLACK_MS = 4_000;

describe('statement timeouts per role on PostgreSQL through PostgREST', () => {
  let dir: string;
  let postgres: TempPostgres;
  let stack: Stack;
  let userToken: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'statement-timeouts-'));
    postgres = await startTempPostgres();
    stack = await startStack({
      port: 0,
      dataDir: join(dir, 'data'),
      distDir: join(dir, 'no-dist'),
      databaseUrl: postgres.url,
      log: () => undefined,
      afterMigrations: async ({ sql }) => {
        await sql.exec(PROBES);
      },
    });
    const iat = Math.floor(Date.now() / 1000);
    userToken = signJwt(
      {
        sub: '00000000-0000-4000-8000-000000000001',
        role: 'authenticated',
        aud: 'authenticated',
        iat,
        exp: iat + 600,
      },
      stack.keys.jwtSecret,
    );
  }, 120_000);

  afterAll(async () => {
    try {
      await stack?.stop();
      await postgres?.stop();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  async function rpc(name: string, args: Record<string, unknown>, token?: string) {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(args),
    });
    const body = (await response.json()) as unknown;
    return { status: response.status, body, ms: performance.now() - started };
  }

  it('gives anon 3 s and a signed-in user 8 s', async () => {
    expect(await rpc('timeout_probe_setting', {})).toMatchObject({ status: 200, body: '3s' });
    expect(await rpc('timeout_probe_setting', {}, userToken)).toMatchObject({
      status: 200,
      body: '8s',
    });
  });

  it("cancels anon's statement after 3 s with 57014, answered as an error", async () => {
    const slow = await rpc('timeout_probe_sleep', { seconds: 30 });
    expect(slow.status).toBe(500); // PostgREST 12's answer to 57014
    expect(slow.body).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(slow.ms).toBeGreaterThanOrEqual(ANON_LIMIT_MS - 100);
    expect(slow.ms).toBeLessThan(ANON_LIMIT_MS + ANSWER_SLACK_MS);
    // The connection it held serves the next request.
    expect(await rpc('timeout_probe_setting', {})).toMatchObject({ status: 200 });
  }, 30_000);

  it("cancels a signed-in user's statement after 8 s", async () => {
    const slow = await rpc('timeout_probe_sleep', { seconds: 30 }, userToken);
    expect(slow.body).toMatchObject({ code: '57014' });
    expect(slow.ms).toBeGreaterThanOrEqual(AUTHENTICATED_LIMIT_MS - 100);
    expect(slow.ms).toBeLessThan(AUTHENTICATED_LIMIT_MS + ANSWER_SLACK_MS);
    expect(await rpc('timeout_probe_setting', {}, userToken)).toMatchObject({ status: 200 });
  }, 30_000);
});
