import type { Sql } from '../db/sql-client';
import type { AuthDeps } from './auth-deps';
import { createSession, type AuthenticationMethod } from './sessions';
import { signAccessToken } from './tokens';
import { toAuthUser, type UserRow } from './users';

export type SessionJson = ReturnType<typeof sessionResponse>;

/** GoTrue's session JSON; supabase-js requires access_token, refresh_token and expires_in. */
export function sessionResponse(
  deps: AuthDeps,
  user: UserRow,
  session: { sessionId: string; refreshToken: string; authenticatedAt: Date },
  now: Date,
) {
  const authUser = toAuthUser(user);
  const { token, expiresAt } = signAccessToken({
    user: authUser,
    sessionId: session.sessionId,
    now,
    ttlS: deps.config.accessTokenTtlS,
    secret: deps.jwtSecret,
    authenticatedAt: session.authenticatedAt,
    ...(deps.config.issuer === undefined ? {} : { issuer: deps.config.issuer }),
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.config.accessTokenTtlS,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: authUser,
  };
}

/** A fresh sign-in (password, sign-up, mailed code): new session, last_sign_in_at stamped. */
export async function startSession(
  deps: AuthDeps,
  tx: Sql,
  user: UserRow,
  now: Date,
  method: AuthenticationMethod = 'password',
): Promise<SessionJson> {
  const { sessionId, refreshToken } = await createSession(tx, user.id, now, method);
  await tx.query(`update auth.users set last_sign_in_at = $2 where id = $1`, [user.id, now]);
  return sessionResponse(
    deps,
    { ...user, last_sign_in_at: now },
    { sessionId, refreshToken, authenticatedAt: now },
    now,
  );
}
