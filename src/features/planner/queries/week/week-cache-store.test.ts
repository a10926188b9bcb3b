// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { weekCacheKey, type WeekData } from '../../model/week';
import { persistedWeekCacheKey, readPersistedWeekCache } from './persisted-week-cache';
import {
  forgetWeeksOf,
  loadPersistedWeeks,
  resetWeekCache,
  storeWeek,
  weekCache,
} from './week-cache-store';

const week: WeekData = { weekStart: '2026-03-02', lessons: [], classes: [], unfilteredCount: 0 };

beforeEach(() => {
  resetWeekCache();
  sessionStorage.clear();
});

describe('week cache store', () => {
  it("keeps a user's weeks in sessionStorage under their key and reloads them", () => {
    const key = weekCacheKey('u1', '2026-03-02', '', true);
    storeWeek('u1', key, week, true);
    expect(readPersistedWeekCache('u1').map(([stored]) => stored)).toEqual([key]);
    resetWeekCache();
    loadPersistedWeeks('u1');
    expect(weekCache.getFresh(key, Number.POSITIVE_INFINITY)).toEqual(week);
  });

  it('ignores a stored copy of another shape', () => {
    sessionStorage.setItem(persistedWeekCacheKey('u1'), JSON.stringify({ version: 0, entries: 3 }));
    expect(readPersistedWeekCache('u1')).toEqual([]);
  });

  it("sign-out forgets the user's weeks in memory and storage, and only theirs", () => {
    const mine = weekCacheKey('u1', '2026-03-02', '', true);
    const theirs = weekCacheKey('u2', '2026-03-02', '', true);
    storeWeek('u1', mine, week, true);
    storeWeek('u2', theirs, week, true);
    forgetWeeksOf('u1');
    expect(sessionStorage.getItem(persistedWeekCacheKey('u1'))).toBeNull();
    expect(weekCache.getFresh(mine, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(weekCache.getFresh(theirs, Number.POSITIVE_INFINITY)).toEqual(week);
    expect(sessionStorage.getItem(persistedWeekCacheKey('u2'))).not.toBeNull();
  });
});
