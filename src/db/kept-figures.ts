import { useMemo } from 'react';
import * as v from 'valibot';
import { keptValues } from '@/shared/lib/storage/kept-values';
import { useAnalyticsWriteMark } from './analytics-written';

/**
 * Figures counted from the stores analytics reads, kept on the device per user so that an app
 * start (or a reload) paints them at once instead of reading five years of lessons first. Each
 * copy carries the replica's analytics write mark (analytics-written.ts) it was counted at: it is
 * current exactly while the mark has not moved, and only then may it be shown as current.
 *
 * Two stores, so a run of analytics pages never pushes the dashboard (where every sign-in lands)
 * out: the dashboard's one copy, and the analytics pages' last 20 (one per page, filter and
 * day; a copy over 256 KB serialized is not kept, and all together stay under 1 MB). Lesson titles are in them, as in the replica: sign-out forgets them
 * (`forgetKeptFiguresOf`, called from the app's sign-out).
 */
const STORES = {
  dashboard: keptValues({
    prefix: 'lesson-planner.kept-figures.dashboard.',
    version: 1,
    maxEntries: 1,
    maxEntryChars: 256 * 1024,
    maxTotalChars: 256 * 1024,
  }),
  analytics: keptValues({
    prefix: 'lesson-planner.kept-figures.analytics.',
    version: 1,
    maxEntries: 20,
    maxEntryChars: 256 * 1024,
    maxTotalChars: 1024 * 1024,
  }),
};

/** Which store: the dashboard's or the analytics pages'. */
export type KeptFiguresStore = keyof typeof STORES;

/** Where the dashboard kept its figures before these stores (one item per user). */
const LEGACY_DASHBOARD_PREFIX = 'lesson-planner.dashboard.';

/** Kept figures and whether nothing they count was written since they were counted. */
export type KeptFigures<T> = { readonly figures: T; readonly current: boolean };

const keptSchema = <T>(figures: v.GenericSchema<unknown, T>) =>
  v.object({ writeMark: v.pipe(v.string(), v.minLength(1)), figures });

/**
 * Keeps `figures`, counted at `writeMark`, under `key`; false when they were not kept (larger
 * than a copy may be, or storage full or blocked): the next start then counts as before.
 */
export function keepFigures(
  store: KeptFiguresStore,
  userId: string,
  key: string,
  figures: unknown,
  writeMark: string,
): boolean {
  return STORES[store].write(userId, key, { writeMark, figures });
}

/** The figures kept under `key` with the mark they were counted at; null when none fit `schema`. */
export function readKeptFigures<T>(
  store: KeptFiguresStore,
  userId: string,
  key: string,
  schema: v.GenericSchema<unknown, T>,
): { readonly figures: T; readonly writeMark: string } | null {
  return STORES[store].read(userId, key, keptSchema(schema));
}

/**
 * The figures kept under `key` (null: look nothing up), read from storage once per user and key,
 * with `current` following the write mark live: a write in any tab turns it false at once.
 */
export function useKeptFigures<T>(
  store: KeptFiguresStore,
  userId: string | null,
  key: string | null,
  schema: v.GenericSchema<unknown, T>,
): KeptFigures<T> | null {
  const kept = useMemo(
    () => (userId === null || key === null ? null : readKeptFigures(store, userId, key, schema)),
    [store, userId, key, schema],
  );
  const mark = useAnalyticsWriteMark(kept ? userId : null);
  return useMemo(
    () =>
      kept ? { figures: kept.figures, current: mark !== null && mark === kept.writeMark } : null,
    [kept, mark],
  );
}

/** Sign-out: every figure kept for the user, the dashboard's and the analytics pages'. */
export function forgetKeptFiguresOf(userId: string): void {
  for (const store of Object.values(STORES)) store.forget(userId);
  try {
    window.localStorage.removeItem(`${LEGACY_DASHBOARD_PREFIX}${userId}`);
  } catch {
    // No or blocked storage held nothing to forget.
  }
}
