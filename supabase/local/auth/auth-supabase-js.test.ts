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

type MailRow = { subject: string; body: string; kind: string };
const mails = (to: string) =>
  sql
    .query<MailRow>(
      'select subject, body, kind from public.mailbox where to_email = $1 order by created_at',
      [to],
    )
    .then((r) => r.rows);
/** The code of the newest mail of `kind` to `to` (it stands alone on its line). */
const mailedCode = async (to: string, kind: string) =>
  (await mails(to))
    .filter((m) => m.kind === kind)
    .at(-1)
    ?.body.match(/^[\w-]{43}$/m)?.[0];

/** Signs up and follows the confirmation mail, as a person does: the account exists only then. */
async function signedUp(email = freshEmail(), password = PASSWORD) {
  const supabase = client();
  const signUp = await supabase.auth.signUp({ email, password });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).toBeNull();
  const code = await mailedCode(email, 'signup_confirmation');
  const { data, error } = await supabase.auth.verifyOtp({ type: 'email', token_hash: code! });
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
  it('signs up with metadata: no session until the mailed link is followed, then a confirmed user', async () => {
    const supabase = client();
    const email = freshEmail();
    const { data, error } = await supabase.auth.signUp({
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      options: { data: { full_name: 'Tara Teacher' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Tara Teacher' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    // Nothing exists yet: the password does not sign in.
    const early = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ code: 'invalid_credentials' });
    expect(await mails(email)).toEqual([
      expect.objectContaining({
        kind: 'signup_confirmation',
        subject: 'Confirm your email address',
      }),
    ]);

    const code = await mailedCode(email, 'signup_confirmation');
    const confirmed = await supabase.auth.verifyOtp({ type: 'email', token_hash: code! });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({
      id: data.user!.id,
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { full_name: 'Tara Teacher' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(confirmed.data.user!.email_confirmed_at).toBeTruthy();
    const session = confirmed.data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBe(Math.floor(server.clock.now().getTime() / 1000) + 3600);

    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
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

    const later = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
    // The link works once.
    const again = await client().auth.verifyOtp({ type: 'email', token_hash: code! });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('answers a sign-up of a taken address exactly like a new one, and mails the owner instead', async () => {
    const { email } = await signedUp();
    const taken = await client().auth.signUp({ email, password: 'another long password' });
    const free = await client().auth.signUp({
      email: freshEmail(),
      password: 'another long password',
    });
    for (const answer of [taken, free]) {
      expect(answer.error).toBeNull();
      expect(answer.data.session).toBeNull();
    }
    // Same fields and shapes; only the address, the (random) ids and the times differ.
    const shape = (user: object | null) =>
      JSON.stringify(user, (key, value: unknown) =>
        ['id', 'identity_id', 'user_id', 'sub', 'email'].includes(key) ||
        (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
          ? typeof value
          : value,
      );
    expect(shape(taken.data.user)).toBe(shape(free.data.user));
    expect((await mails(email)).map((m) => m.kind)).toEqual([
      'signup_confirmation',
      'signup_existing_account',
    ]);
    // The owner's password is untouched.
    const owner = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
  });

  it('confirms only the password of the sign-up whose link was followed', async () => {
    const email = freshEmail();
    await client().auth.signUp({ email, password: 'the owner password' });
    const ownersCode = await mailedCode(email, 'signup_confirmation');
    // Someone else signs the same address up with their own password; that mail goes to the owner.
    await client().auth.signUp({ email, password: 'a squatter password' });
    const squattersCode = await mailedCode(email, 'signup_confirmation');
    expect(squattersCode).not.toBe(ownersCode);

    const confirmed = await client().auth.verifyOtp({ type: 'email', token_hash: ownersCode! });
    expect(confirmed.error).toBeNull();
    const squatter = await client().auth.signInWithPassword({
      email,
      password: 'a squatter password',
    });
    expect(squatter.error).toMatchObject({ code: 'invalid_credentials' });
    // The other sign-up's link died with the confirmation.
    const late = await client().auth.verifyOtp({ type: 'email', token_hash: squattersCode! });
    expect(late.error).toMatchObject({ code: 'otp_expired' });
  });

  it('refuses common and blank passwords, naming the reason', async () => {
    const common =
      'This password is one of the most common ones and is easy to guess; choose another';
    for (const [password, reason, message] of [
      ['password', 'pwned', common],
      ['Password1', 'pwned', common],
      [' '.repeat(8), 'characters', 'Password cannot be only spaces'],
    ] as const) {
      const { error } = await client().auth.signUp({ email: freshEmail(), password });
      expect(error).toMatchObject({
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        message,
        reasons: [reason],
      });
    }
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
  it('reads and updates the user; a new password needs the current one', async () => {
    const { supabase, user, email } = await signedUp();
    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(user.id);

    const updated = await supabase.auth.updateUser({
      password: 'a brand new password',
      current_password: PASSWORD,
      data: { full_name: 'Tara T.' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email, user_metadata: { full_name: 'Tara T.' } });
    const again = await client().auth.signInWithPassword({
      email,
      password: 'a brand new password',
    });
    expect(again.error).toBeNull();
  });

  it('asks for the current password, and counts wrong ones against this account only', async () => {
    const { supabase, email } = await signedUp();
    expect(
      (await supabase.auth.updateUser({ password: 'a brand new password' })).error,
    ).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Enter your current password to set a new one (current_password)',
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await supabase.auth.updateUser({
        password: 'a brand new password',
        current_password: 'not my password',
      });
      expect(wrong.error).toMatchObject({
        status: 400,
        code: 'reauthentication_not_valid',
        message: 'Current password is incorrect',
      });
    }
    const limited = await supabase.auth.updateUser({
      password: 'a brand new password',
      current_password: PASSWORD,
    });
    expect(limited.error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED' });
    // Nothing changed, the account still signs in, and another account changes its password.
    expect(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    const other = await signedUp();
    const changed = await other.supabase.auth.updateUser({
      password: 'a brand new password',
      current_password: PASSWORD,
    });
    expect(changed.error).toBeNull();
  });

  it('changes the email only once the new address confirms', async () => {
    const { supabase, email, user } = await signedUp();
    const newEmail = freshEmail();
    const asked = await supabase.auth.updateUser({ email: newEmail });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: newEmail });
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email);
    expect((await mails(email)).at(-1)).toMatchObject({ kind: 'email_change_notice' });

    const code = await mailedCode(newEmail, 'email_change');
    const confirmed = await client().auth.verifyOtp({ type: 'email_change', token_hash: code! });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ id: user.id, email: newEmail });
    expect((await supabase.auth.getUser()).data.user?.email).toBe(newEmail);
    const signIn = await client().auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('answers an email change to a taken address like any other, and changes nothing', async () => {
    const { supabase, email } = await signedUp();
    const { email: taken } = await signedUp();
    const free = freshEmail();
    const toTaken = await supabase.auth.updateUser({ email: taken });
    const toFree = await supabase.auth.updateUser({ email: free });
    for (const answer of [toTaken, toFree]) expect(answer.error).toBeNull();
    expect(toTaken.data.user).toMatchObject({ email, new_email: taken });
    expect(toFree.data.user).toMatchObject({ email, new_email: free });
    expect(Object.keys(toTaken.data.user!).sort()).toEqual(Object.keys(toFree.data.user!).sort());
    // The owner of the taken address hears that nothing changed; no link exists for it.
    expect((await mails(taken)).at(-1)).toMatchObject({ kind: 'email_change_existing_account' });
    expect(await mailedCode(taken, 'email_change')).toBeUndefined();
  });

  it('explains bad updates', async () => {
    const { supabase } = await signedUp();
    const withCurrent = { current_password: PASSWORD };
    expect(
      (await supabase.auth.updateUser({ password: 'short', ...withCurrent })).error,
    ).toMatchObject({
      code: 'weak_password',
      message: 'Password must be at least 8 characters',
    });
    expect(
      (await supabase.auth.updateUser({ password: 'iloveyou', ...withCurrent })).error,
    ).toMatchObject({ code: 'weak_password', reasons: ['pwned'] });
    expect((await supabase.auth.updateUser({ email: 'nope' })).error).toMatchObject({
      code: 'validation_failed',
      message: 'Enter a valid email address',
    });
    expect(
      (await supabase.auth.updateUser({ password: PASSWORD, ...withCurrent })).error,
    ).toMatchObject({ code: 'same_password' });
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
  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const { email } = await signedUp();
    const unknown = freshEmail();
    expect(await client().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(await client().auth.resetPasswordForEmail(unknown)).toEqual({ data: {}, error: null });
    expect((await mails(email)).filter((m) => m.kind === 'recovery')).toEqual([
      expect.objectContaining({ kind: 'recovery', subject: 'Reset your password' }),
    ]);
    expect(await mails(unknown)).toEqual([]);
  });

  it('signs in with the mailed code, which then sets a new password', async () => {
    const { email } = await signedUp();
    await client().auth.resetPasswordForEmail(email);
    const code = (await mailedCode(email, 'recovery'))!;

    const supabase = client();
    const verified = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: code });
    expect(verified.error).toBeNull();
    // A recovery session sets the new password without the forgotten one.
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
