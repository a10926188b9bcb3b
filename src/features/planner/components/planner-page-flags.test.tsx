import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCombobox } from '@/test-support/choose-option';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { resetWeekCache } from '../queries/week/week-cache-store';
import { renderPlanner, seedPlanner, testFlags } from '../test-support/planner-page';

// Every card render goes through this spy, memoized or not, so the memoization test can count.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./week/lesson-card', async (importOriginal) => {
  const original = await importOriginal<typeof import('./week/lesson-card')>();
  const { memo } = await import('react');
  const Counted: typeof original.LessonCard = (props) => {
    cardRenders.count += 1;
    return original.LessonCard(props);
  };
  return { ...original, LessonCard: Counted, MemoLessonCard: memo(Counted) };
});

// The virtual list is a lazy chunk (with @tanstack/react-virtual): transform it here, not inside a
// test's time limit.
beforeAll(async () => {
  await import('./week/virtual-week-list');
});

beforeEach(() => {
  stubMatchMedia();
  resetWeekCache();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const routerWeek = (router: ReturnType<typeof renderPlanner>['router']) =>
  new URLSearchParams(router.state.location.search).get('week');
const windowWeek = () => new URLSearchParams(window.location.search).get('week');

describe('PlannerPage flags', () => {
  it('shallow week URL: on, history is written with no router navigation; off, the router navigates', async () => {
    const replica = await seedPlanner();
    const shallow = renderPlanner(replica, { flags: testFlags({ shallowWeekUrl: true }) });
    await screen.findByText('Fractions');
    let navigations = 0;
    const unsubscribe = shallow.router.subscribe(() => (navigations += 1));
    await shallow.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
    // Written after the new week's frame (issue 19), not with the click: a loaded machine shows
    // the lessons before that frame's callback has run.
    await waitFor(() => expect(windowWeek()).toBe('2026-03-09'));
    expect(routerWeek(shallow.router)).toBe('2026-03-02');
    expect(navigations).toBe(0);
    unsubscribe();
    shallow.unmount();

    window.history.replaceState(null, '', '/');
    const normal = renderPlanner(replica, { flags: testFlags({ shallowWeekUrl: false }) });
    await screen.findByText('Fractions');
    await normal.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(routerWeek(normal.router)).toBe('2026-03-09'));
    expect(windowWeek()).toBeNull();
  });

  it('sync week URL: on, each week is a history entry and Back returns to it; off, the entry is replaced', async () => {
    const replica = await seedPlanner();
    const synced = renderPlanner(replica, {
      flags: testFlags({ shallowWeekUrl: false, syncWeekUrl: true }),
    });
    await screen.findByText('Fractions');
    await synced.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
    expect(synced.router.state.historyAction).toBe('PUSH');
    await act(() => synced.router.navigate(-1));
    expect(await screen.findByText('Fractions')).toBeInTheDocument();
    expect(routerWeek(synced.router)).toBe('2026-03-02');
    synced.unmount();

    const replaced = renderPlanner(replica, {
      flags: testFlags({ shallowWeekUrl: false, syncWeekUrl: false }),
    });
    await screen.findByText('Fractions');
    await replaced.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(routerWeek(replaced.router)).toBe('2026-03-09'));
    expect(replaced.router.state.historyAction).toBe('REPLACE');

    // Shallow and synced: Back (popstate) brings the previous week back without the router.
    replaced.unmount();
    window.history.replaceState(null, '', '/?week=2026-03-02');
    const shallowSynced = renderPlanner(replica, {
      flags: testFlags({ shallowWeekUrl: true, syncWeekUrl: true }),
    });
    await screen.findByText('Fractions');
    const length = window.history.length;
    await shallowSynced.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Decimals')).toBeInTheDocument();
    expect(window.history.length).toBe(length + 1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('Fractions')).toBeInTheDocument();
  });

  // The next week's read waits for the debounce, a setTimeout: fake timers hold it while the test
  // looks at the loading state, however long the click takes on a busy machine.
  it.each([true, false])(
    'hide skeleton: on, the previous week stays while the next loads; off, a skeleton shows (%s)',
    async (hideSkeleton) => {
      const replica = await seedPlanner();
      renderPlanner(replica, {
        flags: testFlags({ hideSkeleton, weekFetchDebounceMs: 200, prefetchAdjacentWeeks: false }),
      });
      await screen.findByText('Fractions');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
      expect(screen.getByText('9 – 15 Mar 2026')).toBeInTheDocument();
      if (hideSkeleton) {
        expect(screen.queryByRole('status', { name: 'Loading the week' })).not.toBeInTheDocument();
        expect(screen.getByText('Fractions')).toBeInTheDocument();
      } else {
        expect(screen.getByRole('status', { name: 'Loading the week' })).toBeInTheDocument();
        expect(screen.queryByText('Fractions')).not.toBeInTheDocument();
      }
      // The debounce ends: the read starts, and real timers take over in the same step.
      await act(async () => {
        vi.advanceTimersByTime(200);
        vi.useRealTimers();
      });
      expect(await screen.findByText('Decimals')).toBeInTheDocument();
    },
  );

  it('persisted week cache: a reload paints the cached lessons in their period rows before the replica opens', async () => {
    const replica = await seedPlanner();
    const flags = testFlags({ persistWeekCache: true });
    const first = renderPlanner(replica, { flags });
    await screen.findByText('Fractions');
    await waitFor(() =>
      expect(sessionStorage.getItem(`lesson-planner.week-layout.${replica.userId}`)).toContain(
        'Period 1',
      ),
    );
    first.unmount();

    // The reload: memory is empty, sessionStorage kept, and the replica not open yet.
    resetWeekCache();
    renderPlanner(replica, { flags, handle: null });
    const row = screen.getByRole('rowheader', { name: /Period 1/ }).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Fractions')).toBeInTheDocument();
    expect(screen.queryByText('Other times')).not.toBeInTheDocument();
  });

  it('without a known day schedule the week waits in its skeleton, never in an Other times row', async () => {
    const replica = await seedPlanner();
    const flags = testFlags({ persistWeekCache: true });
    const first = renderPlanner(replica, { flags });
    await screen.findByText('Fractions');
    first.unmount();
    resetWeekCache();
    sessionStorage.removeItem(`lesson-planner.week-layout.${replica.userId}`);
    renderPlanner(replica, { flags, handle: null });
    expect(screen.getByRole('status', { name: 'Loading the week' })).toBeInTheDocument();
    expect(screen.queryByText('Other times')).not.toBeInTheDocument();
  });

  it.each([true, false])(
    'grid memoization: on, opening a lesson re-renders no card; off, every card renders again (%s)',
    async (gridMemoization) => {
      const replica = await seedPlanner();
      const view = renderPlanner(replica, { flags: testFlags({ gridMemoization }) });
      // The day schedule has arrived: cards sit in their periods and stay there.
      await screen.findByRole('rowheader', { name: /Period 1/ });
      const card = await screen.findByRole('button', { name: /Fractions/ });
      const before = cardRenders.count;
      await view.user.click(card);
      await screen.findByRole('dialog', { name: 'Lesson editor' });
      expect(cardRenders.count - before).toBe(gridMemoization ? 0 : 2);
    },
  );

  // 640 px / 64 px rows = 10 rows in view, plus the overscan rows after them (none before the top).
  it.each([
    [true, 2, 12],
    [true, 5, 15],
    [false, 2, null],
  ] as const)(
    'virtualization: on, a long list renders only the rows in view plus the overscan; off, every row (%s, overscan %i)',
    async (virtualization, overscan, expected) => {
      const replica = await seedPlanner();
      const art = await pulledClassRow(replica.db, replica.userId, { name: '9 Art' });
      for (let index = 0; index < 120; index += 1) {
        await pulledLesson(replica.db, replica.userId, art.id, '2026-03-03', `extra-${index}`);
      }
      // jsdom lays nothing out: give the list's scroller a phone-sized viewport.
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
      const view = renderPlanner(replica, {
        flags: testFlags({ virtualization, virtualizationOverscanRows: overscan }),
      });
      await screen.findAllByText('9 Art');
      await view.user.click(screen.getByRole('button', { name: 'Show as list' }));
      const list = await screen.findByRole('list', { name: 'Lessons this week' });
      const rows = (await within(list).findAllByRole('listitem')).length;
      if (expected !== null) expect(rows).toBe(expected);
      else expect(rows).toBeGreaterThan(120);
    },
  );

  it.each([true, false])(
    "scoped fetches: on, the class filter offers the week's classes; off, all the teacher's (%s)",
    async (scopedFetches) => {
      const replica = await seedPlanner();
      await pulledClassRow(replica.db, replica.userId, { name: '9 History' });
      renderPlanner(replica, { flags: testFlags({ scopedFetches }) });
      await screen.findByText('Fractions');
      const classes = screen.getByRole('group', { name: 'Filter by class' });
      const names = within(classes)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(names).toEqual(
        scopedFetches ? ['7 Maths A', '8 Science'] : ['7 Maths A', '8 Science', '9 History'],
      );
    },
  );

  it('move lessons: off, no move action or drag handle; on, both, and Move… moves a lesson to an empty slot', async () => {
    const replica = await seedPlanner();
    await pulledLesson(replica.db, replica.userId, replica.maths.id, '2026-03-03', 'p1', {
      title: 'Taught already',
      status: 'COMPLETED',
    });
    const off = renderPlanner(replica, { flags: testFlags({ moveLessons: false }) });
    await screen.findByText('Fractions');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    off.unmount();

    const on = renderPlanner(replica, { flags: testFlags({ moveLessons: true }) });
    await screen.findByText('Fractions');
    // The marked lesson stays put: only the two unmarked lessons can move.
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(2);
    expect(await screen.findAllByRole('button', { name: /^Drag / })).toHaveLength(2);

    await on.user.click(screen.getByRole('button', { name: 'Move 8 Science lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 8 Science lesson' });
    await on.user.click(await findCombobox('Slot', dialog));
    const slots = await screen.findByRole('listbox');
    expect(within(slots).getByRole('option', { name: 'Thu 5 Mar, Period 2' })).toBeInTheDocument();
    // Occupied slots are not offered.
    expect(within(slots).queryByRole('option', { name: 'Mon 2 Mar, Period 1' })).toBeNull();
    await on.user.click(within(slots).getByRole('option', { name: 'Thu 5 Mar, Period 2' }));
    await on.user.click(within(dialog).getByRole('button', { name: 'Move lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await replica.db.entity('lessons').get(replica.lessons.cells.id)).toMatchObject({
      date: '2026-03-05',
      period_id: 'p2',
      start_time: '09:40',
    });
  });
});
