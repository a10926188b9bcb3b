import { useEffect, useRef, useState } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplica } from '@/db/replica-hooks';
import type { FeatureFlags } from '@/shared/lib/flags';
import {
  nextWeek,
  previousWeek,
  weekCacheKey,
  weekFiltersKey,
  type WeekData,
  type WeekFilters,
} from '../../model/week';
import { afterNextPaint } from './after-next-paint';
import { readWeek, type ReadWeekOptions } from './read-week';
import { loadPersistedWeeks, storeWeek, weekCache } from './week-cache-store';

export type WeekQueryFlags = Pick<
  FeatureFlags,
  | 'weekCache'
  | 'weekCacheTtlMs'
  | 'persistWeekCache'
  | 'prefetchAdjacentWeeks'
  | 'weekFetchDebounceMs'
  | 'raceLatest'
  | 'batchedLessons'
  | 'scopedFetches'
>;

export type WeekReader = (db: ReplicaDb, options: ReadWeekOptions) => Promise<WeekData>;

export type UseWeekArgs = {
  userId: string | null;
  weekStart: string;
  filters: WeekFilters;
  today: string;
  flags: WeekQueryFlags;
  /** Tests replace the read to make it slow or count it. */
  read?: WeekReader;
};

export type UseWeekResult = {
  /** The last week that arrived: the requested one, or (while it loads) an earlier one. */
  data: WeekData | undefined;
  /** The requested week has not arrived yet. */
  loading: boolean;
};

type Shown = { key: string; data: WeekData };

const keyOf = (args: UseWeekArgs, weekStart: string) =>
  args.userId === null
    ? null
    : weekCacheKey(
        args.userId,
        weekStart,
        `${weekFiltersKey(args.filters)}&today=${args.today}`,
        args.flags.scopedFetches,
      );

function cachedWeek(args: UseWeekArgs, key: string | null): WeekData | undefined {
  if (!args.flags.weekCache || key === null || args.userId === null) return undefined;
  if (args.flags.persistWeekCache) loadPersistedWeeks(args.userId);
  return weekCache.getFresh(key, args.flags.weekCacheTtlMs);
}

/**
 * The planner's week, read from the replica with every spec §9 week flag acting:
 * - week cache: a fresh cached week shows at once with no read; reads are stored (TTL flag);
 * - persisted week cache: the cache is loaded from and saved to sessionStorage, so a reload
 *   paints before the replica opens;
 * - debounce: the read starts only after the week has stayed put for the flag's ms, so rapid
 *   switching reads only the last week;
 * - race-latest: a read that is not the latest request is dropped when it resolves; off, the
 *   last read to resolve is shown, whichever week it was for;
 * - prefetch: once the week is shown, the previous and next weeks are read into the cache;
 * - live: the shown week follows replica changes; a change drops the user's other cached weeks.
 * Prefetching and the live subscription start after the week's frame has painted
 * (`afterNextPaint`): opening a Dexie live query reads the week again at once, and on a switch
 * that read sat between the click and the new week's paint (issue 19). The live query's first
 * answer is compared with what is shown, so a change made meanwhile is still picked up.
 */
export function useWeek(args: UseWeekArgs): UseWeekResult {
  const { userId, weekStart, flags, today } = args;
  const read = args.read ?? readWeek;
  const handle = useReplica();
  const key = keyOf(args, weekStart);
  const [shown, setShown] = useState<Shown | null>(() => {
    const hit = cachedWeek(args, key);
    return hit && key ? { key, data: hit } : null;
  });
  const latestRequest = useRef(0);
  const argsRef = useRef(args);
  // Effects run in order, so the ones below always see this render's arguments.
  useEffect(() => {
    argsRef.current = args;
  });

  const optionsFor = (week: string): ReadWeekOptions | null =>
    userId === null
      ? null
      : {
          ownerId: userId,
          weekStart: week,
          filters: argsRef.current.filters,
          today,
          batched: flags.batchedLessons,
          scoped: flags.scopedFetches,
        };

  // Load the requested week: from the cache, or by a (debounced, race-guarded) read.
  useEffect(() => {
    const current = argsRef.current;
    if (key === null || current.userId === null) return;
    const request = ++latestRequest.current;
    const hit = cachedWeek(current, key);
    if (hit) {
      setShown({ key, data: hit });
      return;
    }
    if (!handle) return;
    const options = optionsFor(weekStart);
    if (!options) return;
    const owner = current.userId;
    const run = () => {
      void read(handle.db, options).then(
        (data) => {
          if (flags.raceLatest && request !== latestRequest.current) return;
          if (flags.weekCache) storeWeek(owner, key, data, flags.persistWeekCache);
          setShown({ key, data });
        },
        (error: unknown) => console.warn('Reading the planner week failed', error),
      );
    };
    if (flags.weekFetchDebounceMs <= 0) {
      run();
      return;
    }
    const timer = setTimeout(run, flags.weekFetchDebounceMs);
    return () => clearTimeout(timer);
    // optionsFor reads the latest args through argsRef; key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, key, read, flags]);

  const arrived = shown !== null && shown.key === key;

  // Follow replica changes to the shown week; a change makes the other cached weeks stale.
  useEffect(() => {
    if (!arrived || !handle || key === null || userId === null || shown === null) return;
    const options = optionsFor(weekStart);
    if (!options) return;
    let signature = JSON.stringify(shown.data);
    let subscription: { unsubscribe(): void } | null = null;
    const cancel = afterNextPaint(() => {
      subscription = handle
        .live(() => read(handle.db, options))
        .subscribe({
          next: (data) => {
            const next = JSON.stringify(data);
            if (next === signature) return;
            signature = next;
            weekCache.invalidateUser(userId, key);
            if (flags.weekCache) storeWeek(userId, key, data, flags.persistWeekCache);
            setShown({ key, data });
          },
          error: (error) => console.warn('A live read of the planner week failed', error),
        });
    });
    return () => {
      cancel();
      subscription?.unsubscribe();
    };
    // Re-subscribe per week, not per emission: `shown` changes with every emission.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived, handle, key, read, flags]);

  // Warm the neighbours once this week is on screen.
  useEffect(() => {
    if (!arrived || !handle || userId === null) return;
    if (!flags.prefetchAdjacentWeeks || !flags.weekCache) return;
    return afterNextPaint(() => {
      for (const week of [previousWeek(weekStart), nextWeek(weekStart)]) {
        const neighbourKey = keyOf(argsRef.current, week);
        const options = optionsFor(week);
        if (neighbourKey === null || !options) continue;
        if (weekCache.getFresh(neighbourKey, flags.weekCacheTtlMs)) continue;
        void read(handle.db, options).then(
          (data) => storeWeek(userId, neighbourKey, data, flags.persistWeekCache),
          () => undefined,
        );
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived, handle, key, read, flags]);

  // A fresh cached week paints in this very render, not one effect later (no skeleton frame).
  const hit = arrived ? undefined : cachedWeek(args, key);
  return { data: hit ?? shown?.data, loading: !arrived && hit === undefined };
}
