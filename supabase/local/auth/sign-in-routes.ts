import type { Context, Hono } from 'hono';
import type { AuthDeps } from './auth-deps';
import { INVALID_CREDENTIALS, rateLimited, sendAuthError, type AuthError } from './auth-errors';
import { clientIp, readJsonObject } from './auth-request';
import { parseBody } from './auth-validation';
import { sessionResponse, startSession } from './session-response';
import { rotateRefreshToken, sessionOfRefreshToken } from './sessions';
import { findUserByEmail, findUserById, insertUser, isBanned, normalizeEmail } from './users';

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

/** Auto-confirmed (no mail server), so the answer is a session, as GoTrue's with autoconfirm. */
async function signUp(c: Context, deps: AuthDeps): Promise<Response> {
  const now = deps.now();
  const json = await readJsonObject(c);
  if (!json.ok) return sendAuthError(c, json.error);
  const parsed = parseBody('signUp', json.body);
  if (!parsed.ok) return sendAuthError(c, parsed.error);

  const ip = clientIp(c, deps.config.trustProxy);
  const hit = await deps.limiter.hit(`signup:ip:${ip}`, deps.config.rateLimits.signUpPerIp, now);
  if (!hit.ok) return sendAuthError(c, rateLimited(hit.retryAfterS));

  const { email, password, data } = parsed.value;
  const passwordHash = await deps.passwords.hash(password);
  const session = await deps.sql.transaction(async (tx) => {
    const user = await insertUser(tx, { email, passwordHash, userMetadata: data ?? {}, now });
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
 * give the same answer. Attempts are reserved in both buckets before the compare (so a parallel
 * burst cannot overtake the count) and refunded on success, so the limits count failures.
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
  const ipHit = await deps.limiter.hit(`signin:ip:${ip}`, limits.signInPerIp, now);
  if (!ipHit.ok) return sendAuthError(c, rateLimited(ipHit.retryAfterS));
  const emailHit = await deps.limiter.hit(
    `signin:email-ip:${email} ${ip}`,
    limits.signInPerEmailAndIp,
    now,
  );
  if (!emailHit.ok) {
    await deps.limiter.refund(ipHit.hitId);
    return sendAuthError(c, rateLimited(emailHit.retryAfterS));
  }

  const user = await findUserByEmail(deps.sql, email);
  const valid = await deps.passwords.verify(parsed.value.password, user?.encrypted_password);
  if (!user || !valid) return sendAuthError(c, INVALID_CREDENTIALS);
  await deps.limiter.refund(ipHit.hitId);
  await deps.limiter.refund(emailHit.hitId);
  if (isBanned(user, now)) return sendAuthError(c, USER_BANNED);

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
