import type { RateLimitPolicy } from '../auth/auth-config';
import { createRateLimiter } from '../auth/rate-limiter';
import type { Sql } from '../db/sql-client';
import type { Caller } from './caller';
import { storageError } from './storage-errors';

/**
 * Uploads (create, upsert, replace) per user in ten minutes. A teacher attaching a unit's
 * worksheets one after another stays far inside; a script filling the disk with 50 MB files is
 * stopped at 6 GB per ten minutes instead of whatever the network carries.
 */
export const DEFAULT_UPLOAD_LIMIT: RateLimitPolicy = { limit: 120, windowS: 10 * 60 };

export type UploadRateLimit = (caller: Caller) => Promise<Response | null>;

/**
 * The auth server's durable sliding-window limiter (auth.rate_limit_hits), reused for uploads.
 * Null where that table does not exist (a bare stack without the auth server): nothing to reuse.
 */
export async function uploadRateLimit(
  sql: Sql,
  policy: RateLimitPolicy = DEFAULT_UPLOAD_LIMIT,
): Promise<UploadRateLimit | null> {
  const { rows } = await sql.query<{ ready: boolean }>(
    `select to_regclass('auth.rate_limit_hits') is not null as ready`,
  );
  if (!rows[0]?.ready) return null;
  const limiter = createRateLimiter(sql);
  return async (caller) => {
    const who = typeof caller.claims.sub === 'string' ? caller.claims.sub : caller.role;
    const decision = await limiter.hit(`storage-upload:${who}`, policy, new Date());
    if (decision.ok) return null;
    const refusal = storageError(
      429,
      'too_many_requests',
      `Too many uploads. Try again in ${decision.retryAfterS} seconds.`,
    );
    refusal.headers.set('Retry-After', String(decision.retryAfterS));
    return refusal;
  };
}
