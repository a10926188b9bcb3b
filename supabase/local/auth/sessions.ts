import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/sql-client';
import { hashToken, newOpaqueToken } from './tokens';

export type RevokeReason = 'logout' | 'logout_others' | 'refresh_token_reuse' | 'password_change';

export type SessionRow = {
  id: string;
  user_id: string;
  created_at: Date;
  revoked_at: Date | null;
  authentication_method: AuthenticationMethod;
};

/** How a session was opened: a password, or a mailed code of one of these kinds. */
export type AuthenticationMethod = 'password' | 'recovery' | 'email' | 'email_change';

/** Opens a session and its first refresh token (inside the caller's transaction or not). */
export async function createSession(
  sql: Sql,
  userId: string,
  now: Date,
  method: AuthenticationMethod = 'password',
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  await sql.query(
    `insert into auth.sessions (id, user_id, created_at, authentication_method)
     values ($1, $2, $3, $4)`,
    [sessionId, userId, now, method],
  );
  await sql.query(
    `insert into auth.refresh_tokens (token_hash, session_id, created_at) values ($1, $2, $3)`,
    [hashToken(refreshToken), sessionId, now],
  );
  return { sessionId, refreshToken };
}

export async function findLiveSession(
  sql: Sql,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const { rows } = await sql.query<SessionRow>(
    `select id, user_id, created_at, revoked_at, authentication_method from auth.sessions
      where id = $1 and revoked_at is null`,
    [sessionId],
  );
  return rows[0];
}

/** Revokes sessions of `userId`: one, all, or all but one. Their refresh tokens die with them. */
export async function revokeSessions(
  sql: Sql,
  target: { userId: string; only?: string; except?: string },
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await sql.query(
    `update auth.sessions set revoked_at = $2, revoked_reason = $3
      where user_id = $1 and revoked_at is null
        and ($4::uuid is null or id = $4) and ($5::uuid is null or id <> $5)`,
    [target.userId, now, reason, target.only ?? null, target.except ?? null],
  );
}

export type RotationResult =
  | { ok: true; sessionId: string; userId: string; sessionCreatedAt: Date; refreshToken: string }
  | { ok: false; reason: 'not_found' | 'already_used' };

type TokenRow = {
  session_id: string;
  user_id: string;
  session_created_at: Date;
  session_revoked_at: Date | null;
  used_at: Date | null;
};

/** The session a refresh token belongs to, without locking (for the per-session rate limit). */
export async function sessionOfRefreshToken(sql: Sql, token: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ session_id: string }>(
    `select session_id from auth.refresh_tokens where token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0]?.session_id;
}

/**
 * Exchanges a refresh token for its successor. Runs in one transaction with the token row locked,
 * so concurrent uses are ordered: the later ones see `used_at` and are judged as reuse.
 * Reuse revokes the whole session (a stolen token and the real one cannot both live on), except
 * within `reuseIntervalS` of the first use, GoTrue's rule: a client that lost the answer, or fired
 * several refreshes at once, gets another successor of the same token. Every successor stays
 * valid; the next reuse after the window ends the session.
 * The revocation must commit even though the caller answers with an error, so failures are
 * returned as values, never thrown.
 */
export function rotateRefreshToken(
  sql: Sql,
  token: string,
  now: Date,
  reuseIntervalS: number,
): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  return sql.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `select t.session_id, s.user_id, s.created_at as session_created_at,
              s.revoked_at as session_revoked_at, t.used_at
         from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
        where t.token_hash = $1
        for update of t, s`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row || row.session_revoked_at) return { ok: false, reason: 'not_found' } as const;

    if (row.used_at) {
      const usedForMs = now.getTime() - new Date(row.used_at).getTime();
      if (usedForMs >= reuseIntervalS * 1000) {
        await revokeSessions(
          tx,
          { userId: row.user_id, only: row.session_id },
          'refresh_token_reuse',
          now,
        );
        return { ok: false, reason: 'already_used' } as const;
      }
    } else {
      await tx.query(`update auth.refresh_tokens set used_at = $2 where token_hash = $1`, [
        tokenHash,
        now,
      ]);
    }
    const refreshToken = newOpaqueToken();
    await tx.query(
      `insert into auth.refresh_tokens (token_hash, session_id, parent_hash, created_at)
       values ($1, $2, $3, $4)`,
      [hashToken(refreshToken), row.session_id, tokenHash, now],
    );
    await tx.query(`update auth.sessions set refreshed_at = $2 where id = $1`, [
      row.session_id,
      now,
    ]);
    return {
      ok: true,
      sessionId: row.session_id,
      userId: row.user_id,
      sessionCreatedAt: new Date(row.session_created_at),
      refreshToken,
    } as const;
  });
}
