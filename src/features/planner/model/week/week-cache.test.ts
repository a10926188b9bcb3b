import { describe, expect, it } from 'vitest';
import { WeekCache, weekCacheKey } from './week-cache';

describe('WeekCache', () => {
  it('answers within the TTL and forgets after it', () => {
    let now = 1000;
    const cache = new WeekCache<string>(() => now);
    const key = weekCacheKey('u1', '2026-03-02', '', true);
    cache.set(key, 'week');
    now += 299_999;
    expect(cache.getFresh(key, 300_000)).toBe('week');
    now += 1;
    expect(cache.getFresh(key, 300_000)).toBeUndefined();
  });

  it("invalidates a user's entries but the one kept, never another user's", () => {
    const cache = new WeekCache<string>(() => 0);
    cache.set(weekCacheKey('u1', 'a', '', true), '1');
    cache.set(weekCacheKey('u1', 'b', '', true), '2');
    cache.set(weekCacheKey('u2', 'a', '', true), '3');
    cache.invalidateUser('u1', weekCacheKey('u1', 'b', '', true));
    expect(cache.snapshot().map(([, entry]) => entry.value)).toEqual(['2', '3']);
  });
});
