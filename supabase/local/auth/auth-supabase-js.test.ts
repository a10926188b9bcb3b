import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ws from 'ws';
import type { Sql } from '../db/sql-client';
import { createAuthTestDb } from './auth-test-db';
import { startAuthServer } from './auth-test-server';

/**
 * The real supabase-js client against createAuthApp over HTTP: the contract the app relies on.
 * bcrypt cost 4 keeps the suite fast; the cost is a parameter, not a code path.
 */
const SIGN_IN_LIMIT = 3;
const PASSWORD = 'correct horse battery';

let sql: Sql;
let server: Awaited<ReturnType<typeof startAuthServer>>;

const client = (): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });

let emailCounter = 0;
const freshEmail = () => `teacher${++emailCounter}@school.test`;

async function signedUp(email = freshEmail()) {
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { supabase, email, session: data.session!, user: data.user! };
}

beforeAll(async () => {
  sql = await createAuthTestDb({ withMailbox: true });
  server = await startAuthServer(sql, {
    passwordHashCost: 4,
    rateLimits: { signInPerEmailAndIp: { limit: SIGN_IN_LIMIT, windowS: 300 } },
  });
});
afterAll(async () => {
  await server.close();
  await sql.close();
});
beforeEach(() => sql.exec('delete from auth.rate_limit_hits'));

describe('sign-up and sign-in', () => {
  it('signs up with metadata and gets a confirmed user and a session at once', async () => {
    const supabase = client();
    const email = freshEmail();
    const { data, error } = await supabase.auth.signUp({
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      options: { data: { full_name: 'Tara Teacher' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Tara Teacher' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.expires_at).toBe(Math.floor(server.clock.now().getTime() / 1000) + 3600);

    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      is_anonymous: false,
      user_metadata: { full_name: 'Tara Teacher' },
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
  });

  it('refuses a second account for the same email', async () => {
    const { email } = await signedUp();
    const { error } = await client().auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('explains a bad email and a short password', async () => {
    const badEmail = await client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Enter a valid email address',
    });
    const short = await client().auth.signUp({ email: freshEmail(), password: 'short' });
    expect(short.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password must be at least 8 characters',
      reasons: ['length'],
    });
  });

  it('signs in with the password', async () => {
    const { email, user } = await signedUp();
    const { data, error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.refresh_token).toMatch(/^[\w-]{43}$/);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await signedUp();
    const wrong = await client().auth.signInWithPassword({ email, password: 'wrong password' });
    const unknown = await client().auth.signInWithPassword({
      email: freshEmail(),
      password: PASSWORD,
    });
    for (const { error } of [wrong, unknown]) {
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
    // Byte-identical bodies, not just equal fields.
    const raw = (body: object) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => [r.status, await r.text()]);
    expect(await raw({ email, password: 'wrong password' })).toEqual(
      await raw({ email: freshEmail(), password: PASSWORD }),
    );
  });

  it(`answers 429 RATE_LIMIT_EXCEEDED after ${SIGN_IN_LIMIT} failed attempts, known email or not`, async () => {
    const { email } = await signedUp();
    const unknownEmail = freshEmail();
    for (const target of [email, unknownEmail]) {
      for (let i = 0; i < SIGN_IN_LIMIT; i++) {
        const { error } = await client().auth.signInWithPassword({
          email: target,
          password: 'nope-nope',
        });
        expect(error?.code).toBe('invalid_credentials');
      }
      const { error } = await client().auth.signInWithPassword({
        email: target,
        password: 'nope-nope',
      });
      expect(error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(error!.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    }
    // Even the right password waits: the limit is checked before the password.
    const right = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });

    server.clock.advance(301);
    const later = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
  });

  it('does not count successful sign-ins against the limit', async () => {
    const { email } = await signedUp();
    for (let i = 0; i < SIGN_IN_LIMIT + 2; i++) {
      const { error } = await client().auth.signInWithPassword({ email, password: PASSWORD });
      expect(error).toBeNull();
    }
  });
});

describe('the signed-in user', () => {
  it('reads and updates the user', async () => {
    const { supabase, user } = await signedUp();
    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(user.id);

    const newEmail = freshEmail();
    const updated = await supabase.auth.updateUser({
      email: newEmail,
      password: 'a brand new password',
      data: { full_name: 'Tara T.' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: newEmail,
      user_metadata: { full_name: 'Tara T.' },
    });

    const again = await client().auth.signInWithPassword({
      email: newEmail,
      password: 'a brand new password',
    });
    expect(again.error).toBeNull();
  });

  it('explains bad updates', async () => {
    const { supabase } = await signedUp();
    const { email: taken } = await signedUp();
    expect((await supabase.auth.updateUser({ password: 'short' })).error).toMatchObject({
      code: 'weak_password',
      message: 'Password must be at least 8 characters',
    });
    expect((await supabase.auth.updateUser({ email: 'nope' })).error).toMatchObject({
      code: 'validation_failed',
      message: 'Enter a valid email address',
    });
    expect((await supabase.auth.updateUser({ email: taken })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect((await supabase.auth.updateUser({ password: PASSWORD })).error).toMatchObject({
      code: 'same_password',
    });
  });

  it('rejects an access token after its hour, without waiting an hour', async () => {
    const { supabase } = await signedUp();
    server.clock.advance(3600);
    const { data, error } = await supabase.auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 401,
      code: 'bad_jwt',
      message: 'invalid JWT: token is expired',
    });
  });

  it('signs out: the access token stops working at once', async () => {
    const { supabase, session } = await signedUp();
    expect((await supabase.auth.signOut()).error).toBeNull();
    const after = await client().auth.getUser(session.access_token);
    expect(after.error).toMatchObject({ name: 'AuthSessionMissingError' });
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh returns new tokens for the same session', async () => {
    const { supabase, session } = await signedUp();
    server.clock.advance(60);
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.expires_at).toBe(session.expires_at! + 60);
    const sessionId = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).session_id;
    expect(sessionId(data.session!.access_token)).toBe(sessionId(session.access_token));
    expect((await client().auth.getUser(data.session!.access_token)).error).toBeNull();
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const { session: first } = await signedUp();
    const second = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(second.error).toBeNull();
    const newest = second.data.session!;

    server.clock.advance(11); // past the retry grace of 10 s
    const reuse = await client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });

    const withNewest = await client().auth.refreshSession({ refresh_token: newest.refresh_token });
    expect(withNewest.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await client().auth.getUser(newest.access_token);
    expect(user.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

describe('password recovery', () => {
  const mails = (to: string) =>
    sql
      .query<{ subject: string; body: string; kind: string }>(
        'select subject, body, kind from public.mailbox where to_email = $1',
        [to],
      )
      .then((r) => r.rows);

  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const { email } = await signedUp();
    const unknown = freshEmail();
    expect(await client().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(await client().auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect(await mails(email)).toEqual([
      expect.objectContaining({ kind: 'recovery', subject: 'Reset your password' }),
    ]);
    expect(await mails(unknown)).toEqual([]);
  });

  it('signs in with the mailed code, which then sets a new password', async () => {
    const { email } = await signedUp();
    await client().auth.resetPasswordForEmail(email);
    const code = (await mails(email))[0]!.body.match(/^[\w-]{43}$/m)![0];

    const supabase = client();
    const verified = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: code });
    expect(verified.error).toBeNull();
    expect((await supabase.auth.updateUser({ password: 'recovered password' })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'recovered password' })).error,
    ).toBeNull();

    const again = await client().auth.verifyOtp({ type: 'recovery', token_hash: code });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('validates the email it is given', async () => {
    const { error } = await client().auth.resetPasswordForEmail('nope');
    expect(error).toMatchObject({ status: 400, message: 'Enter a valid email address' });
  });
});
