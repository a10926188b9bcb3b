import * as v from 'valibot';
import type { WeekCacheEntry, WeekData } from '../../model/week';

/**
 * The persisted week cache (flag `persistWeekCache`): the in-memory entries copied to
 * sessionStorage under a per-user key, so a reload paints the week at once, before the replica
 * has opened. sessionStorage rather than localStorage: the copy dies with the tab, and sign-out
 * removes it (`clearPersistedWeekCache`, called from the app's sign-out).
 */
const STORAGE_PREFIX = 'lesson-planner.week-cache.';
/** Bumped when WeekData changes shape: an older copy is ignored and rewritten. */
const STORAGE_VERSION = 1;
/** Weeks kept in storage: the current one and its neighbours, a few times over. */
export const PERSISTED_WEEKS_MAX = 8;

export const persistedWeekCacheKey = (userId: string) => `${STORAGE_PREFIX}${userId}`;

const lessonSchema = v.object({
  id: v.string(),
  classId: v.string(),
  className: v.string(),
  classColour: v.nullable(v.string()),
  classArchived: v.boolean(),
  date: v.string(),
  periodId: v.nullable(v.string()),
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  title: v.nullable(v.string()),
  status: v.picklist(['PLANNED', 'UNPLANNED', 'COMPLETED', 'MISSED', 'PENDING_REFLECTION']),
  marked: v.boolean(),
});
const weekDataSchema = v.object({
  weekStart: v.string(),
  lessons: v.array(lessonSchema),
  classes: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      colour: v.nullable(v.string()),
      archived: v.boolean(),
    }),
  ),
  unfilteredCount: v.number(),
});
const storedSchema = v.object({
  version: v.literal(STORAGE_VERSION),
  entries: v.array(
    v.tuple([v.string(), v.object({ storedAtMs: v.number(), value: weekDataSchema })]),
  ),
});

/** This tab's sessionStorage; null where there is none or it is blocked (privacy settings). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The user's stored entries; [] when none, unreadable or from another version. */
export function readPersistedWeekCache(userId: string): [string, WeekCacheEntry<WeekData>][] {
  try {
    const raw = tabStorage()?.getItem(persistedWeekCacheKey(userId));
    if (!raw) return [];
    const parsed = v.safeParse(storedSchema, JSON.parse(raw));
    return parsed.success ? parsed.output.entries : [];
  } catch {
    return [];
  }
}

export function writePersistedWeekCache(
  userId: string,
  entries: readonly [string, WeekCacheEntry<WeekData>][],
): void {
  const own = entries.filter(([key]) => key.startsWith(`${userId}|`)).slice(-PERSISTED_WEEKS_MAX);
  try {
    tabStorage()?.setItem(
      persistedWeekCacheKey(userId),
      JSON.stringify({ version: STORAGE_VERSION, entries: own }),
    );
  } catch {
    // Storage full or blocked: the in-memory cache still works for this page's life.
  }
}

/** Sign-out: nothing of this user's weeks stays in this tab's storage. */
export function clearPersistedWeekCache(userId: string): void {
  try {
    tabStorage()?.removeItem(persistedWeekCacheKey(userId));
  } catch {
    // Nothing to do: an unreadable copy is never used.
  }
}
