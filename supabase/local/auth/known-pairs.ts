import { createHash } from 'node:crypto';
import type { Sql } from '../db/sql-client';

/**
 * (account, client address) pairs that have signed in with the right password (issue 12 item 7).
 * A school's staff share one NAT address; once that address has spent its failure budget (a
 * class mistyping, or someone spraying passwords), the people who have signed in from there
 * before still get in. A sprayer gains nothing: their pairs are new, so they stay refused
 * without their guesses ever reaching the password check.
 * Keyed on the user id (not the email, which can change) and hashed: no address is stored.
 */
const pairHash = (userId: string, ip: string) =>
  createHash('sha256').update(`known-pair:${userId} ${ip}`).digest('base64url');

export async function isKnownPair(
  sql: Sql,
  userId: string,
  ip: string,
  now: Date,
  ttlS: number,
): Promise<boolean> {
  const { rows } = await sql.query(
    `select 1 from auth.known_sign_in_pairs where pair_hash = $1 and last_success_at > $2`,
    [pairHash(userId, ip), new Date(now.getTime() - ttlS * 1000)],
  );
  return rows.length > 0;
}

export async function rememberPair(sql: Sql, userId: string, ip: string, now: Date) {
  await sql.query(
    `insert into auth.known_sign_in_pairs (pair_hash, last_success_at) values ($1, $2)
     on conflict (pair_hash) do update set last_success_at = excluded.last_success_at`,
    [pairHash(userId, ip), now],
  );
}
