import type { Context } from 'hono';
import { verifyJwt } from '../jwt';
import type { AuthDeps } from './auth-deps';
import type { AuthError } from './auth-errors';
import { bearerToken } from './auth-request';
import { findLiveSession, type SessionRow } from './sessions';
import { findUserById, type UserRow } from './users';

export type CurrentUser =
  | { ok: true; user: UserRow; sessionId: string | undefined; session: SessionRow | undefined }
  | { ok: false; error: AuthError };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unauthorized = (code: 'no_authorization' | 'bad_jwt', message: string): CurrentUser => ({
  ok: false,
  error: { status: 401, code, message },
});

/**
 * The user behind the Bearer access token. A signature alone is not enough: the token's session
 * must still be live, so sign-out and refresh-token reuse end access at once rather than after
 * the hour the token would otherwise last. Like GoTrue, a valid token whose session is gone is 403
 * `session_not_found`, which supabase-js turns into AuthSessionMissingError and a local sign-out.
 * Tokens without a session_id (minted by tests or tools with the project secret) are accepted.
 */
export async function currentUser(c: Context, deps: AuthDeps, now: Date): Promise<CurrentUser> {
  const token = bearerToken(c);
  if (!token) return unauthorized('no_authorization', 'This endpoint requires a Bearer token');
  const verified = verifyJwt(token, deps.jwtSecret, now);
  if (!verified.ok) {
    return unauthorized(
      'bad_jwt',
      verified.reason === 'expired'
        ? 'invalid JWT: token is expired'
        : 'invalid JWT: unable to parse or verify signature',
    );
  }
  const { sub, role, session_id: sessionId } = verified.claims;
  if (role !== 'authenticated' || typeof sub !== 'string' || !UUID.test(sub)) {
    return unauthorized('bad_jwt', 'invalid JWT: not a user access token');
  }
  const user = await findUserById(deps.sql, sub);
  if (!user) {
    return {
      ok: false,
      error: {
        status: 403,
        code: 'user_not_found',
        message: 'User from sub claim in JWT does not exist',
      },
    };
  }
  let session: SessionRow | undefined;
  if (sessionId !== undefined) {
    session =
      typeof sessionId === 'string' && UUID.test(sessionId)
        ? await findLiveSession(deps.sql, sessionId)
        : undefined;
    if (!session || session.user_id !== user.id) {
      return {
        ok: false,
        error: {
          status: 403,
          code: 'session_not_found',
          message: 'Session from session_id claim in JWT does not exist',
        },
      };
    }
  }
  return {
    ok: true,
    user,
    sessionId: typeof sessionId === 'string' ? sessionId : undefined,
    session,
  };
}
