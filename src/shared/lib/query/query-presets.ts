import type { QueryObserverOptions } from '@tanstack/react-query';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Spec §9: a request (read or write) that has not answered in this long is given up (aborted). */
export const QUERY_TIMEOUT_MS = 30 * SECOND_MS;

/** Spec §9 "data stale after 5 minutes" and the cache default "fresh for 5 minutes". */
export const DEFAULT_STALE_TIME_MS = 5 * MINUTE_MS;

/** Spec §9: an answer no page shows any more is kept this long, then dropped. */
export const DEFAULT_GC_TIME_MS = 10 * MINUTE_MS;

/** Spec §9: the health snapshot (and every realTime read) is asked for again this often. */
export const REAL_TIME_POLL_INTERVAL_MS = 30 * SECOND_MS;

type PresetOptions = Pick<
  QueryObserverOptions,
  | 'staleTime'
  | 'gcTime'
  | 'refetchInterval'
  | 'refetchIntervalInBackground'
  | 'refetchOnWindowFocus'
  | 'refetchOnMount'
>;

/**
 * Spec §9 cache presets (fresh / kept). A read names the one that matches how fast its data
 * changes; anything it does not set comes from the client defaults (`QUERY_DEFAULTS`).
 * `refetchIntervalInBackground: false` is TanStack's default, stated because the spec's "paused
 * while the tab is hidden" rests on it: the interval keeps ticking, but a tick while
 * `document.visibilityState` is 'hidden' fetches nothing.
 */
export const CACHE_PRESETS = {
  shortLived: { staleTime: 30 * SECOND_MS, gcTime: 2 * MINUTE_MS },
  mediumLived: { staleTime: 5 * MINUTE_MS, gcTime: 10 * MINUTE_MS },
  longLived: { staleTime: 15 * MINUTE_MS, gcTime: 30 * MINUTE_MS },
  realTime: {
    staleTime: 0,
    gcTime: 5 * MINUTE_MS,
    refetchInterval: REAL_TIME_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  },
  background: {
    staleTime: 10 * MINUTE_MS,
    gcTime: 30 * MINUTE_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  },
} as const satisfies Record<string, PresetOptions>;

export type CachePreset = keyof typeof CACHE_PRESETS;
