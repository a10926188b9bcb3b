import { createHash } from 'node:crypto';
import type { Sql } from '../db/sql-client';
import type { RateLimitPolicy } from './auth-config';

export type RateLimitDecision = { ok: true; hitId: string } | { ok: false; retryAfterS: number };

export type RateLimiter = {
  /** Records one attempt in `key`'s window if the policy allows it. */
  hit(key: string, policy: RateLimitPolicy, now: Date): Promise<RateLimitDecision>;
  /** Gives an attempt back (a successful sign-in should not count against the user). */
  refund(hitId: string): Promise<void>;
};

/** Rows older than this are garbage whatever the policy (the longest window is an hour). */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Buckets are hashed so the table never holds an email address or a client IP. */
const bucketOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Sliding-window limiter in auth.rate_limit_hits. Durable on purpose: restarting the stack must not
 * hand an attacker a fresh budget, and the same code works on PGlite and on a shared PostgreSQL.
 * Check and record happen in one transaction under an advisory lock on the bucket, so concurrent
 * requests cannot all slip under the limit (the reason attempts are reserved before the bcrypt
 * compare and refunded after, rather than counted after a failure).
 * Refused attempts are not recorded: the window empties on schedule even while someone hammers.
 */
export function createRateLimiter(sql: Sql): RateLimiter {
  let lastPruneMs = 0;

  return {
    async hit(key, policy, now) {
      const bucket = bucketOf(key);
      const windowStart = new Date(now.getTime() - policy.windowS * 1000);
      const decision = await sql.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [bucket]);
        const { rows } = await tx.query<{ hits: number; oldest: Date | null }>(
          `select count(*)::int as hits, min(hit_at) as oldest
             from auth.rate_limit_hits where bucket = $1 and hit_at > $2`,
          [bucket, windowStart],
        );
        const { hits, oldest } = rows[0] ?? { hits: 0, oldest: null };
        if (hits >= policy.limit && oldest) {
          const freeAtMs = new Date(oldest).getTime() + policy.windowS * 1000;
          const retryAfterS = Math.max(1, Math.ceil((freeAtMs - now.getTime()) / 1000));
          return { ok: false, retryAfterS } as const;
        }
        const inserted = await tx.query<{ id: string }>(
          `insert into auth.rate_limit_hits (bucket, hit_at) values ($1, $2) returning id::text`,
          [bucket, now],
        );
        return { ok: true, hitId: inserted.rows[0]!.id } as const;
      });
      if (now.getTime() - lastPruneMs > PRUNE_EVERY_MS) {
        lastPruneMs = now.getTime();
        await sql.query(`delete from auth.rate_limit_hits where hit_at < $1`, [
          new Date(now.getTime() - PRUNE_AFTER_MS),
        ]);
      }
      return decision;
    },
    async refund(hitId) {
      await sql.query(`delete from auth.rate_limit_hits where id = $1::bigint`, [hitId]);
    },
  };
}
