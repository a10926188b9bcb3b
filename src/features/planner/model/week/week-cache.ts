/**
 * The in-memory cache of computed weeks (the week cache flag): entries are fresh for a TTL, keyed
 * by user, week and filters. Pure: the clock is injected, so tests step time instead of sleeping.
 */
export type WeekCacheEntry<T> = { readonly value: T; readonly storedAtMs: number };

/** Weeks kept at once: a term's worth of browsing; the oldest goes first. */
export const WEEK_CACHE_MAX_ENTRIES = 24;

export class WeekCache<T> {
  private readonly entries = new Map<string, WeekCacheEntry<T>>();

  constructor(private readonly nowMs: () => number) {}

  /** The value stored under `key` if it is younger than `ttlMs`; a stale one is dropped. */
  getFresh(key: string, ttlMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.nowMs() - entry.storedAtMs >= ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, storedAtMs = this.nowMs()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAtMs });
    while (this.entries.size > WEEK_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry of a user except `keep`: the replica changed under them. */
  invalidateUser(userId: string, keep?: string): void {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(`${userId}|`) && key !== keep) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  snapshot(): [string, WeekCacheEntry<T>][] {
    return [...this.entries.entries()];
  }
}

/** The cache key: user, week, filters and whether the read was scoped (it changes `classes`). */
export const weekCacheKey = (
  userId: string,
  weekStart: string,
  filtersKey: string,
  scoped: boolean,
) => `${userId}|${weekStart}|${filtersKey}|${scoped ? 'scoped' : 'all'}`;
