import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import { NO_WEEK_FILTERS, type WeekData } from '../../model/week';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { persistedWeekCacheKey } from './persisted-week-cache';
import { readWeek } from './read-week';
import { useWeek, type UseWeekArgs, type WeekQueryFlags, type WeekReader } from './use-week';
import { resetWeekCache, setWeekCacheClock } from './week-cache-store';

const FLAGS: WeekQueryFlags = {
  weekCache: true,
  weekCacheTtlMs: 300_000,
  persistWeekCache: false,
  prefetchAdjacentWeeks: false,
  weekFetchDebounceMs: 0,
  raceLatest: false,
  batchedLessons: true,
  scopedFetches: true,
};

let nowMs = 0;
beforeEach(() => {
  stubMatchMedia();
  resetWeekCache();
  nowMs = 0;
  setWeekCacheClock(() => nowMs);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function setup() {
  const replica = await openTestReplica();
  const maths = await pulledClassRow(replica.db, replica.userId);
  await pulledLesson(replica.db, replica.userId, maths.id, '2026-03-02', 'p1', { title: 'A' });
  await pulledLesson(replica.db, replica.userId, maths.id, '2026-03-09', 'p1', { title: 'B' });
  await pulledLesson(replica.db, replica.userId, maths.id, '2026-03-16', 'p1', { title: 'C' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ReplicaTestProviders session={signedIn({ id: replica.userId })} replica={replica.handle}>
      {children}
    </ReplicaTestProviders>
  );
  return { ...replica, maths, wrapper };
}

/** Weeks read, each once: the live subscription re-reads the shown week when it starts. */
const weeksRead = (read: { mock: { calls: Parameters<WeekReader>[] } }) => [
  ...new Set(read.mock.calls.map(([, options]) => options.weekStart)),
];

const titles = (data: WeekData | undefined) => data?.lessons.map((lesson) => lesson.title);

function renderWeek(
  wrapper: (props: { children: ReactNode }) => ReactNode,
  base: Omit<UseWeekArgs, 'weekStart'>,
  weekStart = '2026-03-02',
) {
  return renderHook(
    (props: { weekStart: string; flags?: WeekQueryFlags }) =>
      useWeek({ ...base, ...props, flags: props.flags ?? base.flags }),
    {
      wrapper,
      initialProps: { weekStart } as { weekStart: string; flags?: WeekQueryFlags },
    },
  );
}

describe('useWeek', () => {
  it('week cache: a fresh week shows with no read; after the TTL it is read again; off: always read', async () => {
    const { userId, wrapper } = await setup();
    const read = vi.fn<WeekReader>(readWeek);
    const base = { userId, filters: NO_WEEK_FILTERS, today: '2026-03-04', flags: FLAGS, read };
    const hook = renderWeek(wrapper, base);
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['A']));
    hook.rerender({ weekStart: '2026-03-09' });
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['B']));
    const reads = read.mock.calls.length;
    hook.rerender({ weekStart: '2026-03-02' });
    expect(hook.result.current).toMatchObject({ loading: false });
    expect(titles(hook.result.current.data)).toEqual(['A']);
    expect(read.mock.calls.length).toBe(reads);

    nowMs += FLAGS.weekCacheTtlMs;
    hook.rerender({ weekStart: '2026-03-09' });
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(reads));

    const off = { ...FLAGS, weekCache: false, persistWeekCache: false };
    const before = read.mock.calls.length;
    hook.rerender({ weekStart: '2026-03-02', flags: off });
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['A']));
    expect(read.mock.calls.length).toBeGreaterThan(before);
  });

  // The debounce is a setTimeout in useWeek: fake timers make "rapid" exact, however busy the
  // machine (three real renders once had to fit in a real 50 ms).
  it.each([
    [50, ['2026-03-16']],
    [0, ['2026-03-02', '2026-03-09', '2026-03-16']],
  ])(
    'debounce: rapid week changes read only the last week; at 0 ms each week is read (%i ms)',
    async (debounce, expected) => {
      const { userId, wrapper } = await setup();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const read = vi.fn<WeekReader>(readWeek);
      const flags = { ...FLAGS, weekFetchDebounceMs: debounce };
      const hook = renderWeek(wrapper, {
        userId,
        filters: NO_WEEK_FILTERS,
        today: '2026-03-04',
        flags,
        read,
      });
      hook.rerender({ weekStart: '2026-03-09' });
      hook.rerender({ weekStart: '2026-03-16' });
      if (debounce > 0) {
        await act(async () => {
          vi.advanceTimersByTime(debounce - 1);
        });
        expect(read).not.toHaveBeenCalled();
        await act(async () => {
          vi.advanceTimersByTime(1);
        });
      }
      vi.useRealTimers();
      await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['C']));
      expect(weeksRead(read)).toEqual(expected);
      hook.unmount();
    },
  );

  it.each([true, false])(
    'race-latest: a slow read of an older week never replaces a newer one; off: the last to resolve wins (%s)',
    async (raceLatest) => {
      const { userId, wrapper } = await setup();
      // The read of the first week is held until the test releases it; the test then awaits that
      // very read, whose result useWeek has handled by then (its callback was registered first).
      let slowStarted!: () => void;
      const started = new Promise<void>((resolve) => (slowStarted = resolve));
      let releaseSlow!: () => void;
      const released = new Promise<void>((resolve) => (releaseSlow = resolve));
      const slowReads: Promise<WeekData>[] = [];
      const read: WeekReader = (db, options) => {
        const reading = readWeek(db, options);
        if (options.weekStart !== '2026-03-02') return reading;
        const slow = reading.then(async (data) => {
          slowStarted();
          await released;
          return data;
        });
        slowReads.push(slow);
        return slow;
      };
      const flags = { ...FLAGS, raceLatest, weekCache: false };
      const hook = renderWeek(wrapper, {
        userId,
        filters: NO_WEEK_FILTERS,
        today: '2026-03-04',
        flags,
        read,
      });
      await act(() => started);
      hook.rerender({ weekStart: '2026-03-09' });
      await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['B']));
      await act(async () => {
        releaseSlow();
        await Promise.all(slowReads);
      });
      expect(titles(hook.result.current.data)).toEqual(raceLatest ? ['B'] : ['A']);
      hook.unmount();
    },
  );

  // useWeek starts the neighbours' reads once the week has painted (an animation frame, then a
  // setTimeout): fake timers fire both when the test says, so "not prefetched" is checked after
  // the moment it would have been.
  it.each([true, false])(
    'prefetch: the neighbours are read into the cache after the week shows; off: not (%s)',
    async (prefetchAdjacentWeeks) => {
      const { userId, wrapper } = await setup();
      vi.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
      });
      const read = vi.fn<WeekReader>(readWeek);
      const flags = { ...FLAGS, prefetchAdjacentWeeks };
      const hook = renderWeek(
        wrapper,
        { userId, filters: NO_WEEK_FILTERS, today: '2026-03-04', flags, read },
        '2026-03-09',
      );
      await act(() => read.mock.results[0]!.value);
      expect(titles(hook.result.current.data)).toEqual(['B']);
      // Nothing before the week's frame has painted.
      expect(weeksRead(read)).toEqual(['2026-03-09']);
      // The frame, then the task after it: the prefetch (on) and the live query's first read.
      await act(async () => {
        vi.runOnlyPendingTimers();
        vi.runOnlyPendingTimers();
      });
      const weeks = weeksRead(read).sort();
      expect(weeks).toEqual(
        prefetchAdjacentWeeks ? ['2026-03-02', '2026-03-09', '2026-03-16'] : ['2026-03-09'],
      );
      vi.useRealTimers();
      // Every read started has ended before the next test resets the cache.
      await act(() => Promise.allSettled(read.mock.results.map((result) => result.value)));
      hook.unmount();
    },
  );

  it('persisted cache: a reload paints from sessionStorage before the replica answers; off: nothing stored', async () => {
    const { userId, wrapper } = await setup();
    const flags = { ...FLAGS, persistWeekCache: true };
    const hook = renderWeek(wrapper, {
      userId,
      filters: NO_WEEK_FILTERS,
      today: '2026-03-04',
      flags,
    });
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['A']));
    hook.unmount();
    expect(sessionStorage.getItem(persistedWeekCacheKey(userId))).toContain('"A"');

    resetWeekCache(); // a reload: memory empty, storage kept
    const noReplica = ({ children }: { children: ReactNode }) => (
      <ReplicaTestProviders session={signedIn({ id: userId })} replica={null}>
        {children}
      </ReplicaTestProviders>
    );
    const reloaded = renderWeek(noReplica, {
      userId,
      filters: NO_WEEK_FILTERS,
      today: '2026-03-04',
      flags,
    });
    expect(titles(reloaded.result.current.data)).toEqual(['A']);
    reloaded.unmount();

    sessionStorage.clear();
    resetWeekCache();
    const notPersisted = renderWeek(wrapper, {
      userId,
      filters: NO_WEEK_FILTERS,
      today: '2026-03-04',
      flags: FLAGS,
    });
    await waitFor(() => expect(titles(notPersisted.result.current.data)).toEqual(['A']));
    expect(sessionStorage.getItem(persistedWeekCacheKey(userId))).toBeNull();
  });

  it('follows replica changes and drops the other cached weeks', async () => {
    const { db, userId, maths, wrapper } = await setup();
    const read = vi.fn<WeekReader>(readWeek);
    const hook = renderWeek(wrapper, {
      userId,
      filters: NO_WEEK_FILTERS,
      today: '2026-03-04',
      flags: FLAGS,
      read,
    });
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['A']));
    hook.rerender({ weekStart: '2026-03-09' });
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['B']));
    await act(async () => {
      await pulledLesson(db, userId, maths.id, '2026-03-10', 'p2', { title: 'B2' });
    });
    await waitFor(() => expect(titles(hook.result.current.data)).toEqual(['B', 'B2']));
    const reads = read.mock.calls.length;
    hook.rerender({ weekStart: '2026-03-02' });
    await waitFor(() => expect(read.mock.calls.length).toBeGreaterThan(reads));
  });
});
