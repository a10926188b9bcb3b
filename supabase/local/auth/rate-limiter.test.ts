import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '../db/sql-client';
import { createAuthTestDb } from './auth-test-db';
import { createRateLimiter } from './rate-limiter';

const POLICY = { limit: 3, windowS: 60 };
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('rate limiter', () => {
  let sql: Sql;
  beforeAll(async () => {
    sql = await createAuthTestDb();
  });
  afterAll(() => sql.close());
  beforeEach(() => sql.exec('delete from auth.rate_limit_hits'));

  it('allows the limit, then refuses with the seconds until the oldest hit leaves the window', async () => {
    const limiter = createRateLimiter(sql);
    for (const s of [0, 10, 20]) expect((await limiter.hit('k', POLICY, at(s))).ok).toBe(true);
    expect(await limiter.hit('k', POLICY, at(25))).toEqual({ ok: false, retryAfterS: 35 });
    // The window slides: at 60 s the first hit has left it.
    expect((await limiter.hit('k', POLICY, at(60))).ok).toBe(true);
    expect(await limiter.hit('k', POLICY, at(61))).toEqual({ ok: false, retryAfterS: 9 });
  });

  it('does not record refused attempts, so hammering does not extend the lock-out', async () => {
    const limiter = createRateLimiter(sql);
    for (let i = 0; i < 3; i++) await limiter.hit('k', POLICY, at(0));
    for (let s = 1; s < 60; s += 5) expect((await limiter.hit('k', POLICY, at(s))).ok).toBe(false);
    expect((await limiter.hit('k', POLICY, at(60))).ok).toBe(true);
  });

  it('keeps buckets apart and stores none of the keys in clear', async () => {
    const limiter = createRateLimiter(sql);
    for (let i = 0; i < 3; i++)
      await limiter.hit('signin:teacher@school.test 10.0.0.1', POLICY, at(0));
    expect((await limiter.hit('signin:teacher@school.test 10.0.0.2', POLICY, at(0))).ok).toBe(true);
    const { rows } = await sql.query<{ bucket: string }>('select bucket from auth.rate_limit_hits');
    expect(rows.some((row) => row.bucket.includes('@') || row.bucket.includes('10.0.0'))).toBe(
      false,
    );
  });

  it('gives a refunded attempt back', async () => {
    const limiter = createRateLimiter(sql);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await limiter.hit('k', POLICY, at(0)));
    const first = hits[0]!;
    if (!first.ok) throw new Error('expected the first hit to pass');
    await limiter.refund(first.hitId);
    expect((await limiter.hit('k', POLICY, at(1))).ok).toBe(true);
    expect((await limiter.hit('k', POLICY, at(2))).ok).toBe(false);
  });

  it('survives a restart: a new limiter over the same database sees earlier hits', async () => {
    for (let i = 0; i < 3; i++) await createRateLimiter(sql).hit('k', POLICY, at(0));
    expect((await createRateLimiter(sql).hit('k', POLICY, at(1))).ok).toBe(false);
  });

  it('lets exactly the limit through a concurrent burst', async () => {
    const limiter = createRateLimiter(sql);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => limiter.hit('burst', POLICY, at(0))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });

  it('prunes rows older than a day', async () => {
    const limiter = createRateLimiter(sql);
    await sql.query(`insert into auth.rate_limit_hits (bucket, hit_at) values ('old', $1)`, [
      at(-2 * 86_400),
    ]);
    await limiter.hit('k', POLICY, at(0));
    const { rows } = await sql.query(`select 1 from auth.rate_limit_hits where bucket = 'old'`);
    expect(rows).toHaveLength(0);
  });
});
