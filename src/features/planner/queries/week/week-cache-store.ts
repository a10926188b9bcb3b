import { WeekCache, type WeekData } from '../../model/week';
import {
  clearPersistedWeekCache,
  readPersistedWeekCache,
  writePersistedWeekCache,
} from './persisted-week-cache';
import { clearPersistedWeekLayout } from './persisted-week-layout';

/**
 * The one week cache of the page's life (flag `weekCache`), shared by every planner mount so
 * leaving /planner and coming back is instant too. Its clock is swappable for tests.
 */
let clock: () => number = () => Date.now();
export const weekCache = new WeekCache<WeekData>(() => clock());

/** Tests: step time without sleeping. */
export function setWeekCacheClock(next: () => number): void {
  clock = next;
}

/** Tests, and a user change: start empty. */
export function resetWeekCache(): void {
  weekCache.clear();
  loadedUsers.clear();
}

const loadedUsers = new Set<string>();

/** Copies the user's persisted entries into memory once per page life (a reload's first paint). */
export function loadPersistedWeeks(userId: string): void {
  if (loadedUsers.has(userId)) return;
  loadedUsers.add(userId);
  for (const [key, entry] of readPersistedWeekCache(userId)) {
    weekCache.set(key, entry.value, entry.storedAtMs);
  }
}

export function storeWeek(userId: string, key: string, data: WeekData, persist: boolean): void {
  weekCache.set(key, data);
  if (persist) writePersistedWeekCache(userId, weekCache.snapshot());
}

/**
 * Sign-out: the user's weeks (and their layout) leave this tab, in memory and in sessionStorage.
 * Called by the app's sign-out (src/app/server/account-actions.ts) beside the replica's deletion.
 */
export function forgetWeeksOf(userId: string): void {
  weekCache.invalidateUser(userId);
  loadedUsers.delete(userId);
  clearPersistedWeekCache(userId);
  clearPersistedWeekLayout(userId);
}
