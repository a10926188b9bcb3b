import type { Sql } from '../db/sql-client';
import type { Mail } from './mail';
import { hashToken, newOpaqueToken } from './tokens';

/** Issues a recovery code for `userId`; earlier unused codes stop working (one live code). */
export async function issueRecoveryToken(
  sql: Sql,
  userId: string,
  now: Date,
  ttlS: number,
): Promise<string> {
  const token = newOpaqueToken();
  await sql.transaction(async (tx) => {
    await tx.query(
      `update auth.one_time_tokens set used_at = $2
        where user_id = $1 and kind = 'recovery' and used_at is null`,
      [userId, now],
    );
    await tx.query(
      `insert into auth.one_time_tokens (token_hash, user_id, kind, created_at, expires_at)
       values ($1, $2, 'recovery', $3, $4)`,
      [hashToken(token), userId, now, new Date(now.getTime() + ttlS * 1000)],
    );
  });
  return token;
}

/** Spends a recovery code atomically (a second use finds it used); the user id, or undefined. */
export async function consumeRecoveryToken(
  sql: Sql,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const { rows } = await sql.query<{ user_id: string }>(
    `update auth.one_time_tokens set used_at = $2
      where token_hash = $1 and kind = 'recovery' and used_at is null and expires_at > $2
      returning user_id`,
    [hashToken(token), now],
  );
  return rows[0]?.user_id;
}

export function recoveryMail(to: string, token: string, ttlS: number): Mail {
  return {
    to,
    kind: 'recovery',
    subject: 'Reset your password',
    body: [
      'Someone asked to reset the password of this account. If it was not you, ignore this mail.',
      '',
      `Recovery code (valid for ${Math.round(ttlS / 60)} minutes):`,
      token,
      '',
      "The app exchanges it with supabase.auth.verifyOtp({ type: 'recovery', token_hash: code }),",
      'then sets the new password with supabase.auth.updateUser({ password }).',
    ].join('\n'),
  };
}
