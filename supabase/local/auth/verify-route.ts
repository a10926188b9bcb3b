import type { Hono } from 'hono';
import type { Sql } from '../db/sql-client';
import type { AuthDeps } from './auth-deps';
import { rateLimited, sendAuthError, type AuthError } from './auth-errors';
import { clientIp, readJsonObject } from './auth-request';
import { parseBody } from './auth-validation';
import { rememberPair } from './known-pairs';
import { consumeEmailChange, consumeSignUpConfirmation } from './mailed-confirmations';
import { consumeRecoveryToken } from './recovery';
import { startSession, type SessionJson } from './session-response';
import { findUserById, insertUser, isBanned, type UserRow } from './users';

const LINK_INVALID: AuthError = {
  status: 403,
  code: 'otp_expired',
  message: 'Email link is invalid or has expired',
};

type Verified =
  { ok: true; session: SessionJson; userId: string } | { ok: false; error: AuthError };

/**
 * supabase.auth.verifyOtp({ type, token_hash }) with the code from a mail: 'email' (or 'signup')
 * confirms a sign-up and creates the account, 'email_change' moves an account to its new address,
 * 'recovery' signs in to set a new password. Each signs the person in. A code works once.
 */
export function registerVerifyRoute(app: Hono, deps: AuthDeps): void {
  app.post('/verify', async (c) => {
    const now = deps.now();
    const json = await readJsonObject(c);
    if (!json.ok) return sendAuthError(c, json.error);
    const parsed = parseBody('verify', json.body);
    if (!parsed.ok) return sendAuthError(c, parsed.error);
    const code = parsed.value.token_hash ?? parsed.value.token;
    if (!code) {
      return sendAuthError(c, {
        status: 400,
        code: 'validation_failed',
        message: 'The code from the mail is required (token_hash)',
      });
    }

    const ip = clientIp(c, deps.config.trustProxy);
    const hit = await deps.limiter.hit(`verify:ip:${ip}`, deps.config.rateLimits.verifyPerIp, now);
    if (!hit.ok) return sendAuthError(c, rateLimited(hit.retryAfterS));

    const { type } = parsed.value;
    const verified = await deps.sql.transaction((tx): Promise<Verified> =>
      type === 'recovery'
        ? verifyRecovery(deps, tx, code, now)
        : type === 'email_change'
          ? verifyEmailChange(deps, tx, code, now)
          : verifySignUp(deps, tx, code, now),
    );
    if (!verified.ok) return sendAuthError(c, verified.error);
    // Only failures count: a class confirming its sign-ups from the school's one address is not a
    // flood (issue 12 item 7).
    await deps.limiter.refund(hit.hitId);
    // Whoever followed the link is this account's person: their address is a known one now.
    await rememberPair(deps.sql, verified.userId, ip, now);
    return c.json(verified.session);
  });
}

const signedIn = async (
  deps: AuthDeps,
  tx: Sql,
  user: UserRow,
  now: Date,
  method: 'recovery' | 'email' | 'email_change',
): Promise<Verified> => {
  if (isBanned(user, now)) return { ok: false, error: LINK_INVALID };
  return { ok: true, session: await startSession(deps, tx, user, now, method), userId: user.id };
};

async function verifyRecovery(deps: AuthDeps, tx: Sql, code: string, now: Date) {
  const userId = await consumeRecoveryToken(tx, code, now);
  const user = userId === undefined ? undefined : await findUserById(tx, userId);
  return user
    ? signedIn(deps, tx, user, now, 'recovery')
    : { ok: false as const, error: LINK_INVALID };
}

/**
 * Creates the account of a confirmed sign-up. If the address got an account meanwhile (another
 * sign-up of it confirmed first), this link is spent like any used one.
 */
async function verifySignUp(deps: AuthDeps, tx: Sql, code: string, now: Date): Promise<Verified> {
  const pending = await consumeSignUpConfirmation(tx, code, now);
  if (!pending) return { ok: false, error: LINK_INVALID };
  const user = await insertUser(tx, {
    id: pending.userId,
    email: pending.email,
    passwordHash: pending.passwordHash,
    userMetadata: pending.userMetadata,
    now,
  });
  return user ? signedIn(deps, tx, user, now, 'email') : { ok: false, error: LINK_INVALID };
}

/**
 * The only place auth.users.email changes: the new address has proved it reads its mail, so
 * accept_invitation may trust it. The address was free when asked for; if it was taken since,
 * the link is refused (its holder owns that address, so saying so tells them nothing new).
 */
async function verifyEmailChange(
  deps: AuthDeps,
  tx: Sql,
  code: string,
  now: Date,
): Promise<Verified> {
  const change = await consumeEmailChange(tx, code, now);
  if (!change) return { ok: false, error: LINK_INVALID };
  const taken = await tx.query(`select 1 from auth.users where email = $1 and id <> $2`, [
    change.newEmail,
    change.userId,
  ]);
  if (taken.rows.length > 0) {
    return {
      ok: false,
      error: {
        status: 422,
        code: 'email_exists',
        message: 'This address belongs to another account now; the change was not made',
      },
    };
  }
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = $3, updated_at = $3 where id = $1`,
    [change.userId, change.newEmail, now],
  );
  const user = await findUserById(tx, change.userId);
  return user ? signedIn(deps, tx, user, now, 'email_change') : { ok: false, error: LINK_INVALID };
}
