import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { KNOWN_PAIR_TTL_S } from './auth-config';
import type { AuthDeps } from './auth-deps';
import { INVALID_CREDENTIALS, rateLimited, sendAuthError, type AuthError } from './auth-errors';
import { clientIp, readJsonObject } from './auth-request';
import { parseBody } from './auth-validation';
import { isKnownPair, rememberPair } from './known-pairs';
import { confirmLink, signUpConfirmationMail, signUpExistingAccountMail } from './mail';
import { issueSignUpConfirmation } from './mailed-confirmations';
import { sessionResponse, startSession } from './session-response';
import { rotateRefreshToken, sessionOfRefreshToken } from './sessions';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  normalizeEmail,
  pendingUserJson,
} from './users';

const USER_BANNED: AuthError = { status: 400, code: 'user_banned', message: 'User is banned' };

export function registerSignInRoutes(app: Hono, deps: AuthDeps): void {
  app.post('/signup', (c) => signUp(c, deps));
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant === 'password') return passwordGrant(c, deps);
    if (grant === 'refresh_token') return refreshGrant(c, deps);
    return sendAuthError(c, {
      status: 400,
      code: 'validation_failed',
      message: `Unsupported grant_type '${grant ?? ''}': use password or refresh_token`,
    });
  });
}

/**
 * Sign-up tells nobody whether an address has an account (issue 12 item 8), as hosted Supabase
 * with email confirmation on: a new address is mailed a confirmation link and nothing is created
 * until it is followed; an address that has an account is mailed "you already have one" instead.
 * Both get the same answer, a user object with no session (see pendingUserJson). With autoConfirm
 * (the end-to-end run) the account is made at once and a taken address is refused.
 */
async function signUp(c: Context, deps: AuthDeps): Promise<Response> {
  const now = deps.now();
  const json = await readJsonObject(c);
  if (!json.ok) return sendAuthError(c, json.error);
  const parsed = parseBody('signUp', json.body);
  if (!parsed.ok) return sendAuthError(c, parsed.error);

  const limits = deps.config.rateLimits;
  const ip = clientIp(c, deps.config.trustProxy);
  const hit = await deps.limiter.hit(`signup:ip:${ip}`, limits.signUpPerIp, now);
  if (!hit.ok) return sendAuthError(c, rateLimited(hit.retryAfterS));

  const { email, password, data } = parsed.value;
  const userMetadata = data ?? {};
  const passwordHash = await deps.passwords.hash(password);
  if (deps.config.autoConfirm)
    return signUpConfirmedAtOnce(c, deps, { email, passwordHash, userMetadata }, now);

  // Keyed on the address as typed, account or not, so the limit itself tells nothing.
  const mailHit = await deps.limiter.hit(`signup:email:${email}`, limits.signUpMailsPerEmail, now);
  if (!mailHit.ok) return sendAuthError(c, rateLimited(mailHit.retryAfterS));

  const existing = await findUserByEmail(deps.sql, email);
  let userId: string;
  if (existing) {
    userId = randomUUID();
    await deps.sendMail(deps.sql, signUpExistingAccountMail(existing.email), now);
  } else {
    const ttlS = deps.config.confirmationTokenTtlS;
    const issued = await issueSignUpConfirmation(
      deps.sql,
      { email, passwordHash, userMetadata },
      now,
      ttlS,
    );
    userId = issued.userId;
    const link = confirmLink(deps.config.siteUrl, issued.token, 'email');
    await deps.sendMail(deps.sql, signUpConfirmationMail(email, issued.token, link, ttlS), now);
  }
  return c.json(pendingUserJson({ id: userId, email, userMetadata, now }));
}

async function signUpConfirmedAtOnce(
  c: Context,
  deps: AuthDeps,
  input: { email: string; passwordHash: string; userMetadata: Record<string, unknown> },
  now: Date,
): Promise<Response> {
  const session = await deps.sql.transaction(async (tx) => {
    const user = await insertUser(tx, { ...input, now });
    return user && startSession(deps, tx, user, now);
  });
  if (!session) {
    return sendAuthError(c, {
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  }
  return c.json(session);
}

/**
 * Unknown email, no password set and wrong password take the same path (one bcrypt compare) and
 * give the same answer. Attempts are reserved before the compare (so a parallel burst cannot
 * overtake the count) and refunded on success, so the limits count failures.
 *
 * Two budgets (issue 12 item 7): the (email, address) pair's, a short lock that only that account
 * from that address notices; and the address's, against spraying many accounts, which does not
 * apply to pairs that have signed in correctly before (known-pairs.ts). So a school behind one NAT
 * address whose pupils mistype, or that someone sprays, keeps signing its teachers in.
 */
async function passwordGrant(c: Context, deps: AuthDeps): Promise<Response> {
  const now = deps.now();
  const json = await readJsonObject(c);
  if (!json.ok) return sendAuthError(c, json.error);
  const parsed = parseBody('signIn', json.body);
  if (!parsed.ok) return sendAuthError(c, parsed.error);

  const email = normalizeEmail(parsed.value.email);
  const ip = clientIp(c, deps.config.trustProxy);
  const limits = deps.config.rateLimits;
  const pairHit = await deps.limiter.hit(
    `signin:email-ip:${email} ${ip}`,
    limits.signInPerEmailAndIp,
    now,
  );
  if (!pairHit.ok) return sendAuthError(c, rateLimited(pairHit.retryAfterS));

  const user = await findUserByEmail(deps.sql, email);
  const known =
    user !== undefined && (await isKnownPair(deps.sql, user.id, ip, now, KNOWN_PAIR_TTL_S));
  const ipHit = known
    ? undefined
    : await deps.limiter.hit(`signin:ip:${ip}`, limits.signInPerIp, now);
  if (ipHit && !ipHit.ok) {
    await deps.limiter.refund(pairHit.hitId);
    return sendAuthError(c, rateLimited(ipHit.retryAfterS));
  }

  const valid = await deps.passwords.verify(parsed.value.password, user?.encrypted_password);
  if (!user || !valid) return sendAuthError(c, INVALID_CREDENTIALS);
  await deps.limiter.refund(pairHit.hitId);
  if (ipHit) await deps.limiter.refund(ipHit.hitId);
  if (isBanned(user, now)) return sendAuthError(c, USER_BANNED);

  await rememberPair(deps.sql, user.id, ip, now);
  return c.json(await deps.sql.transaction((tx) => startSession(deps, tx, user, now)));
}

async function refreshGrant(c: Context, deps: AuthDeps): Promise<Response> {
  const now = deps.now();
  const json = await readJsonObject(c);
  if (!json.ok) return sendAuthError(c, json.error);
  const parsed = parseBody('refresh', json.body);
  if (!parsed.ok) return sendAuthError(c, parsed.error);
  const token = parsed.value.refresh_token;

  const sessionId = await sessionOfRefreshToken(deps.sql, token);
  if (sessionId) {
    const policy = deps.config.rateLimits.refreshPerSession;
    const hit = await deps.limiter.hit(`refresh:session:${sessionId}`, policy, now);
    if (!hit.ok) return sendAuthError(c, rateLimited(hit.retryAfterS));
  }

  const rotated = await rotateRefreshToken(
    deps.sql,
    token,
    now,
    deps.config.refreshTokenReuseIntervalS,
  );
  if (!rotated.ok) {
    return sendAuthError(
      c,
      rotated.reason === 'already_used'
        ? {
            status: 400,
            code: 'refresh_token_already_used',
            message: 'Invalid Refresh Token: Already Used',
          }
        : {
            status: 400,
            code: 'refresh_token_not_found',
            message: 'Invalid Refresh Token: Refresh Token Not Found',
          },
    );
  }
  const user = await findUserById(deps.sql, rotated.userId);
  if (!user) {
    return sendAuthError(c, {
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  }
  if (isBanned(user, now)) return sendAuthError(c, USER_BANNED);
  return c.json(
    sessionResponse(
      deps,
      user,
      {
        sessionId: rotated.sessionId,
        refreshToken: rotated.refreshToken,
        authenticatedAt: rotated.sessionCreatedAt,
      },
      now,
    ),
  );
}
