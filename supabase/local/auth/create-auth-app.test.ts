import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '../db/sql-client';
import { signJwt } from '../jwt';
import type { AuthConfigInput } from './auth-config';
import { createAuthTestDb, PGLITE_BOOT_TIMEOUT_MS } from './auth-test-db';
import { apiKey, TEST_JWT_SECRET, testClock } from './auth-test-server';
import { createAuthApp } from './create-auth-app';
import type { Mail } from './mail';

/** Request-level behaviour supabase-js does not show: shapes, headers, limits, session rules. */
const PASSWORD = 'correct horse battery';
let sql: Sql;
let emailCounter = 0;
const freshEmail = () => `user${++emailCounter}@school.test`;

/**
 * Sign-up makes the account at once here (autoConfirm) unless a test says otherwise: most tests
 * are about sessions; the confirmation flow has its own below and in auth-supabase-js.test.ts.
 */
function setup(config: AuthConfigInput = {}, db: Sql = sql) {
  const clock = testClock();
  const mailed: Mail[] = [];
  const app = createAuthApp({
    sql: db,
    jwtSecret: TEST_JWT_SECRET,
    now: clock.now,
    config: { passwordHashCost: 4, autoConfirm: true, ...config },
    onMail: (mail) => mailed.push(mail),
  });
  return { app, clock, call: caller(app), mailed };
}

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

function caller(app: Hono) {
  return async (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { apikey: apiKey('anon'), ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
    };
  };
}

type Call = ReturnType<typeof caller>;
type Session = { access_token: string; refresh_token: string; user: { id: string } };

async function signUp(call: Call, email = freshEmail(), password = PASSWORD) {
  const { status, body } = await call('POST', '/signup', { body: { email, password } });
  expect(status).toBe(200);
  return { email, session: body as Session };
}
const signIn = (call: Call, email: string, password = PASSWORD, headers?: Record<string, string>) =>
  call('POST', '/token?grant_type=password', {
    body: { email, password },
    ...(headers ? { headers } : {}),
  });
const refresh = (call: Call, token: string) =>
  call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });

beforeAll(async () => {
  sql = await createAuthTestDb();
});
afterAll(() => sql.close());
beforeEach(() => sql.exec('delete from auth.rate_limit_hits'));

describe('API key', () => {
  it('requires the anon or service key of this project', async () => {
    const { app, call } = setup();
    const noKey = await app.request('/settings');
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error_code: 'no_api_key' });

    const { session } = await signUp(call);
    for (const key of [apiKey('anon', 'another-secret'), session.access_token, 'garbage']) {
      const { status, body } = await call('GET', '/settings', { headers: { apikey: key } });
      expect([status, body.error_code]).toEqual([401, 'invalid_api_key']);
    }
    expect(
      (await call('GET', '/settings', { headers: { apikey: apiKey('service_role') } })).status,
    ).toBe(200);
  });
});

describe('error shapes', () => {
  it('answers API version 2024-01-01 with {code, message} and echoes the version', async () => {
    const { call } = setup();
    const modern = await signIn(call, freshEmail(), PASSWORD, {
      'X-Supabase-Api-Version': '2024-01-01',
    });
    expect(modern.status).toBe(400);
    expect(modern.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(modern.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');

    const legacy = await signIn(call, freshEmail());
    expect(legacy.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(legacy.headers.get('X-Supabase-Api-Version')).toBeNull();
  });

  it('marks every answer no-store', async () => {
    const { call } = setup();
    const ok = await call('POST', '/signup', { body: { email: freshEmail(), password: PASSWORD } });
    const failed = await signIn(call, freshEmail());
    expect([ok.headers.get('Cache-Control'), failed.headers.get('Cache-Control')]).toEqual([
      'no-store',
      'no-store',
    ]);
  });

  it('explains malformed requests', async () => {
    const { call } = setup();
    expect((await call('POST', '/signup', { body: '{nope' })).body).toMatchObject({
      error_code: 'bad_json',
    });
    expect((await call('POST', '/signup', { body: '[1]' })).body).toMatchObject({
      error_code: 'bad_json',
    });
    expect((await call('POST', '/token?grant_type=magic', { body: {} })).body).toMatchObject({
      error_code: 'validation_failed',
    });
    const long = await call('POST', '/signup', {
      body: { email: freshEmail(), password: 'é'.repeat(40) },
    });
    expect(long.body).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Password cannot be longer than 72 bytes',
    });
    const huge = await call('POST', '/signup', {
      body: { email: freshEmail(), password: 'x'.repeat(70_000) },
    });
    expect(huge.status).toBe(413);
  });
});

describe('rate limits', () => {
  const viaProxy = (ip: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${ip}` });

  it('limits failed sign-ins per address across emails, with Retry-After', async () => {
    const { call, clock } = setup({
      trustProxy: true,
      rateLimits: { signInPerIp: { limit: 2, windowS: 60 } },
    });
    expect((await signIn(call, freshEmail(), PASSWORD, viaProxy('10.0.0.1'))).status).toBe(400);
    clock.advance(15);
    expect((await signIn(call, freshEmail(), PASSWORD, viaProxy('10.0.0.1'))).status).toBe(400);
    const limited = await signIn(call, freshEmail(), PASSWORD, viaProxy('10.0.0.1'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('45');
    expect(limited.body).toEqual({
      code: 429,
      error_code: 'RATE_LIMIT_EXCEEDED',
      msg: 'Too many requests. Try again in 45 seconds.',
    });
    // Another address (the proxy's last hop) has its own budget.
    expect((await signIn(call, freshEmail(), PASSWORD, viaProxy('10.0.0.2'))).status).toBe(400);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const { call } = setup({ rateLimits: { signInPerIp: { limit: 1, windowS: 60 } } });
    expect((await signIn(call, freshEmail(), PASSWORD, viaProxy('10.0.0.1'))).status).toBe(400);
    expect((await signIn(call, freshEmail(), PASSWORD, viaProxy('10.0.0.2'))).status).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const { call } = setup({ rateLimits: { signUpPerIp: { limit: 1, windowS: 3600 } } });
    await signUp(call);
    const second = await call('POST', '/signup', {
      body: { email: freshEmail(), password: PASSWORD },
    });
    expect([second.status, second.body.error_code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
  });

  it('limits recovery mails per email, the same for unknown emails', async () => {
    const { call } = setup({ rateLimits: { recoverPerEmail: { limit: 1, windowS: 3600 } } });
    const { email } = await signUp(call);
    for (const target of [email, freshEmail()]) {
      expect((await call('POST', '/recover', { body: { email: target } })).status).toBe(200);
      const again = await call('POST', '/recover', { body: { email: target } });
      expect([again.status, again.body.error_code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    }
  });

  it('limits refreshes per session', async () => {
    const { call } = setup({ rateLimits: { refreshPerSession: { limit: 1, windowS: 60 } } });
    const { session } = await signUp(call);
    const first = await refresh(call, session.refresh_token);
    expect(first.status).toBe(200);
    expect((await refresh(call, first.body.refresh_token)).status).toBe(429);
  });
});

describe('a school behind one address (issue 12 item 7)', () => {
  const school = { 'X-Forwarded-For': '198.51.100.7' };
  const limits = {
    trustProxy: true,
    rateLimits: {
      signInPerIp: { limit: 30, windowS: 300 },
      signInPerEmailAndIp: { limit: 5, windowS: 300 },
    },
  };

  it('signs in teachers who signed in from the address before, however much others failed', async () => {
    const { call, clock } = setup(limits);
    const teachers = [await signUp(call), await signUp(call)];
    for (const { email } of teachers)
      expect((await signIn(call, email, PASSWORD, school)).status).toBe(200);
    // A class mistypes (or someone sprays passwords): 30 failures spend the address's budget.
    for (let i = 0; i < 30; i++) {
      expect((await signIn(call, freshEmail(), 'wrong password', school)).status).toBe(400);
    }
    clock.advance(1);
    for (const { email } of teachers) {
      expect((await signIn(call, email, PASSWORD, school)).status).toBe(200);
    }
    // A sprayer's next guess at a new account is refused before any password check…
    const newcomer = await signUp(call);
    const refused = await signIn(call, newcomer.email, PASSWORD, school);
    expect([refused.status, refused.body.error_code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(refused.headers.get('Retry-After')).toBe('299');
    // …and from another address that account signs in at once; at this one when the window ends.
    expect(
      (await signIn(call, newcomer.email, PASSWORD, { 'X-Forwarded-For': '192.0.2.1' })).status,
    ).toBe(200);
    clock.advance(300);
    expect((await signIn(call, newcomer.email, PASSWORD, school)).status).toBe(200);
  });

  it('locks only the (account, address) pair that keeps failing, and only for a while', async () => {
    const { call, clock } = setup(limits);
    const mistyper = await signUp(call);
    const colleague = await signUp(call);
    for (const { email } of [mistyper, colleague]) await signIn(call, email, PASSWORD, school);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(call, mistyper.email, 'wrong password', school)).status).toBe(400);
    }
    // Even the right password waits for this pair (guessing one account stays slow)…
    expect((await signIn(call, mistyper.email, PASSWORD, school)).status).toBe(429);
    // …while the colleague behind the same address, and the same account elsewhere, sign in.
    expect((await signIn(call, colleague.email, PASSWORD, school)).status).toBe(200);
    expect(
      (await signIn(call, mistyper.email, PASSWORD, { 'X-Forwarded-For': '192.0.2.1' })).status,
    ).toBe(200);
    clock.advance(300);
    expect((await signIn(call, mistyper.email, PASSWORD, school)).status).toBe(200);
  });

  it('forgets a pair after 90 days without a correct sign-in', async () => {
    const { call, clock } = setup({
      ...limits,
      rateLimits: { signInPerIp: { limit: 1, windowS: 3600 } },
    });
    const teacher = await signUp(call);
    await signIn(call, teacher.email, PASSWORD, school);
    clock.advance(91 * 86_400);
    await signIn(call, freshEmail(), 'wrong password', school);
    expect((await signIn(call, teacher.email, PASSWORD, school)).status).toBe(429);
  });
});

describe('sign-up with confirmation (autoConfirm off, the default)', () => {
  it('mails and reports a link to the site, and answers a taken address the same way', async () => {
    const { call, mailed } = setup({ autoConfirm: false, siteUrl: 'https://planner.example/' });
    const email = freshEmail();
    const first = await call('POST', '/signup', { body: { email, password: PASSWORD } });
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty('access_token');
    expect(first.body).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    const link = new URL(mailed.at(-1)!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('https://planner.example/auth/confirm');
    expect(link.searchParams.get('type')).toBe('email');

    const confirmed = await call('POST', '/verify', {
      body: { type: 'email', token_hash: link.searchParams.get('token_hash') },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ id: first.body.id, email });

    const again = await call('POST', '/signup', { body: { email, password: 'another password!' } });
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(mailed.at(-1)).toMatchObject({ to: email, kind: 'signup_existing_account' });
    expect(mailed.at(-1)).not.toHaveProperty('link');
  });

  it('counts only failed code checks against the address', async () => {
    const { call, mailed } = setup({
      autoConfirm: false,
      siteUrl: 'http://localhost',
      rateLimits: { verifyPerIp: { limit: 2, windowS: 300 } },
    });
    for (let i = 0; i < 3; i++) {
      await call('POST', '/signup', { body: { email: freshEmail(), password: PASSWORD } });
      const token = new URL(mailed.at(-1)!.link!).searchParams.get('token_hash');
      const ok = await call('POST', '/verify', { body: { type: 'email', token_hash: token } });
      expect(ok.status).toBe(200);
    }
    for (const status of [403, 403, 429]) {
      const bad = await call('POST', '/verify', {
        body: { type: 'email', token_hash: 'x'.repeat(43) },
      });
      expect(bad.status).toBe(status);
    }
  });

  it('limits the mails one address can be sent, account or not', async () => {
    const { call } = setup({
      autoConfirm: false,
      rateLimits: { signUpMailsPerEmail: { limit: 1, windowS: 3600 } },
    });
    const email = freshEmail();
    expect((await call('POST', '/signup', { body: { email, password: PASSWORD } })).status).toBe(
      200,
    );
    const again = await call('POST', '/signup', { body: { email, password: PASSWORD } });
    expect([again.status, again.body.error_code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
  });

  it('expires the link after a day', async () => {
    const { call, clock, mailed } = setup({ autoConfirm: false, siteUrl: 'http://localhost' });
    await call('POST', '/signup', { body: { email: freshEmail(), password: PASSWORD } });
    const token = new URL(mailed.at(-1)!.link!).searchParams.get('token_hash');
    clock.advance(24 * 3600 + 1);
    const late = await call('POST', '/verify', { body: { type: 'signup', token_hash: token } });
    expect([late.status, late.body.error_code]).toEqual([403, 'otp_expired']);
  });
});

describe('password change', () => {
  it('needs the current password from a token without a session too', async () => {
    const { call } = setup();
    const { session } = await signUp(call);
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { sub: session.user.id, role: 'authenticated', iat, exp: iat + 60 },
      TEST_JWT_SECRET,
    );
    const bare = await call('PUT', '/user', { token, body: { password: 'new password!' } });
    expect([bare.status, bare.body.error_code]).toEqual([400, 'reauthentication_needed']);
  });

  it(
    'lets a recovery session set a password without the old one for an hour only',
    async () => {
      const withMailbox = await createAuthTestDb({ withMailbox: true });
      try {
        const { call, clock, mailed } = setup({}, withMailbox);
        const { email } = await signUp(call);
        await call('POST', '/recover', { body: { email } });
        const code = /^[\w-]{43}$/m.exec(mailed.at(-1)!.body)![0];
        const recovered = await call('POST', '/verify', {
          body: { type: 'recovery', token_hash: code },
        });
        clock.advance(3601);
        // The access token has expired too: a refreshed one belongs to the same recovery session.
        const token = (await refresh(call, recovered.body.refresh_token)).body.access_token;
        const late = await call('PUT', '/user', { token, body: { password: 'new password!' } });
        expect(late.body.error_code).toBe('reauthentication_needed');
      } finally {
        await withMailbox.close();
      }
    },
    PGLITE_BOOT_TIMEOUT_MS,
  );
});

describe('refresh token rotation', () => {
  it('lets a client that lost the answer retry within the grace window', async () => {
    const { call, clock } = setup();
    const { session } = await signUp(call);
    const lost = await refresh(call, session.refresh_token);
    clock.advance(9);
    const retried = await refresh(call, session.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).not.toBe(lost.body.refresh_token);
    expect((await call('GET', '/user', { token: retried.body.access_token })).status).toBe(200);
    // Both successors stay usable: the client keeps whichever answer reached it.
    expect((await refresh(call, lost.body.refresh_token)).status).toBe(200);
    expect((await refresh(call, retried.body.refresh_token)).status).toBe(200);
  });

  it('orders concurrent refreshes with one token instead of revoking the session', async () => {
    const { call } = setup();
    const { session } = await signUp(call);
    const results = await Promise.all([1, 2, 3, 4].map(() => refresh(call, session.refresh_token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(4);
  });

  it('measures the grace from the first use, and 0 turns it off', async () => {
    const { call, clock } = setup();
    const { session } = await signUp(call);
    await refresh(call, session.refresh_token);
    clock.advance(10);
    expect((await refresh(call, session.refresh_token)).body.error_code).toBe(
      'refresh_token_already_used',
    );

    const strict = setup({ refreshTokenReuseIntervalS: 0 });
    const { session: other } = await signUp(strict.call);
    await refresh(strict.call, other.refresh_token);
    expect((await refresh(strict.call, other.refresh_token)).body.error_code).toBe(
      'refresh_token_already_used',
    );
  });

  it('does not know a made-up token', async () => {
    const { call } = setup();
    expect((await refresh(call, 'x'.repeat(43))).body).toMatchObject({
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('sessions and users', () => {
  async function threeSessions(call: Call) {
    const { email, session: a } = await signUp(call);
    const b = (await signIn(call, email)).body as Session;
    const c = (await signIn(call, email)).body as Session;
    const alive = async () =>
      Promise.all(
        [a, b, c].map(async (s) => (await call('GET', '/user', { token: s.access_token })).status),
      );
    return { email, a, b, c, alive };
  }

  it('logs out one session, the others, or all', async () => {
    const { call } = setup();
    const local = await threeSessions(call);
    expect(
      (await call('POST', '/logout?scope=local', { token: local.a.access_token })).status,
    ).toBe(204);
    expect(await local.alive()).toEqual([403, 200, 200]);

    const others = await threeSessions(call);
    await call('POST', '/logout?scope=others', { token: others.a.access_token });
    expect(await others.alive()).toEqual([200, 403, 403]);

    const global = await threeSessions(call);
    await call('POST', '/logout', { token: global.a.access_token });
    expect(await global.alive()).toEqual([403, 403, 403]);

    expect(
      (await call('POST', '/logout?scope=nope', { token: global.a.access_token })).status,
    ).toBe(400);
  });

  it('ends the other sessions when the password changes', async () => {
    const { call } = setup();
    const { a, alive } = await threeSessions(call);
    const changed = await call('PUT', '/user', {
      token: a.access_token,
      body: { password: 'new password!', current_password: PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await alive()).toEqual([200, 403, 403]);
  });

  it('merges user metadata as GoTrue does (null removes a key)', async () => {
    const { call } = setup();
    const { session } = await signUp(call);
    const token = session.access_token;
    await call('PUT', '/user', { token, body: { data: { full_name: 'Tara', theme: 'dark' } } });
    const { body } = await call('PUT', '/user', {
      token,
      body: { data: { theme: null, year: 7 } },
    });
    expect(body.user_metadata).toEqual({ full_name: 'Tara', year: 7 });
  });

  it('refuses tokens that are not a live user session', async () => {
    const { call } = setup();
    const anonAsBearer = await call('GET', '/user', { token: apiKey('anon') });
    expect([anonAsBearer.status, anonAsBearer.body.error_code]).toEqual([401, 'bad_jwt']);
    expect((await call('GET', '/user')).body.error_code).toBe('no_authorization');

    const { session } = await signUp(call);
    await sql.query('delete from auth.users where id = $1', [session.user.id]);
    const gone = await call('GET', '/user', { token: session.access_token });
    expect([gone.status, gone.body.error_code]).toEqual([403, 'user_not_found']);
  });

  it('accepts a session-less token minted with the project secret (tools, tests)', async () => {
    const { call } = setup();
    const { session } = await signUp(call);
    const iat = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { sub: session.user.id, role: 'authenticated', iat, exp: iat + 60 },
      TEST_JWT_SECRET,
    );
    expect((await call('GET', '/user', { token })).status).toBe(200);
  });

  it('tells a banned user so only after the right password', async () => {
    const { call } = setup();
    const { email, session } = await signUp(call);
    await sql.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [
      session.user.id,
    ]);
    expect((await signIn(call, email, 'wrong password')).body.error_code).toBe(
      'invalid_credentials',
    );
    expect((await signIn(call, email)).body.error_code).toBe('user_banned');
    expect((await refresh(call, session.refresh_token)).body.error_code).toBe('user_banned');
  });

  it('creates one account when two sign-ups race for an email', async () => {
    const { call } = setup();
    const email = freshEmail();
    const results = await Promise.all(
      [1, 2].map(() => call('POST', '/signup', { body: { email, password: PASSWORD } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });
});

describe('recovery', () => {
  it('skips the mail when there is no mailbox table, with the same answer', async () => {
    const { call } = setup();
    const { email } = await signUp(call);
    expect(await call('POST', '/recover', { body: { email } })).toMatchObject({
      status: 200,
      body: {},
    });
  });

  it(
    'expires codes after an hour and keeps only the newest one',
    async () => {
      const withMailbox = await createAuthTestDb({ withMailbox: true });
      try {
        const { call, clock } = setup({}, withMailbox);
        const { email } = await signUp(call);
        await call('POST', '/recover', { body: { email } });
        clock.advance(1);
        await call('POST', '/recover', { body: { email } });
        const { rows } = await withMailbox.query<{ body: string }>(
          'select body from public.mailbox where to_email = $1 order by created_at',
          [email],
        );
        const [older, newer] = rows.map((row) => /^[\w-]{43}$/m.exec(row.body)![0]);
        const verify = (code: string) =>
          call('POST', '/verify', { body: { type: 'recovery', token_hash: code } });
        expect((await verify(older!)).body.error_code).toBe('otp_expired');
        clock.advance(3601);
        expect((await verify(newer!)).body).toMatchObject({
          error_code: 'otp_expired',
          msg: 'Email link is invalid or has expired',
        });
      } finally {
        await withMailbox.close();
      }
    },
    PGLITE_BOOT_TIMEOUT_MS,
  );
});
