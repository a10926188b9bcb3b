import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsJournalOf, analyticsWriteMarkOf } from '@/db/analytics-written';
import { pulledLesson, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import type { CalendarUser } from '@/domain/calendar';
import { openTestReplica } from '@/test-support/test-replica';
import {
  keptByALiveVisit,
  renderDashboard,
  type TestReplica,
} from '../test-support/dashboard-page';
import { DASHBOARD_TODAY, seedDashboard } from '../test-support/dashboard-replica';
import {
  inThreadStartCountWorker,
  scriptedStartCountWorker,
} from '../test-support/start-count-worker';
import {
  dashboardStartCount,
  forgetDashboardStartCount,
  START_COUNT_TIMEOUT_MS,
  startDashboardCount,
} from './dashboard-start';
import { readPersistedDashboard } from './persisted-dashboard';

afterEach(() => forgetDashboardStartCount());

const teacher = (userId: string, role: CalendarUser['role'] = 'TEACHER'): CalendarUser => ({
  id: userId,
  schoolId: TEST_SCHOOL_ID,
  role,
});

/** Seeded, visited, then a lesson needing reflection written: the kept figures are stale. */
async function afterAWrite() {
  const replica = await openTestReplica();
  await seedDashboard(replica.db, replica.userId);
  await keptByALiveVisit(replica);
  const schoolClass = await mathsOf(replica);
  await pulledLesson(replica.db, replica.userId, schoolClass!.id, '2026-11-23', 'p9');
  await waitFor(() => expect(analyticsJournalOf(replica.userId)?.ids.lessons).toHaveLength(1));
  expect(readPersistedDashboard(replica.userId)!.writeMark).not.toBe(
    analyticsWriteMarkOf(replica.userId),
  );
  return replica;
}

/** A class the dashboard lists (the seed's first class by id may be the archived one). */
const mathsOf = async (replica: TestReplica) =>
  (await replica.db.entity('classes').toArray()).find((c) => c.name === '7 Maths A');

/** The app start's count, begun on the dashboard and answered by the worker (in-thread). */
async function answeredStartCount(replica: TestReplica) {
  const { worker, release } = inThreadStartCountWorker();
  startDashboardCount({
    user: teacher(replica.userId),
    today: DASHBOARD_TODAY,
    pathname: '/dashboard',
    createWorker: () => worker,
  });
  act(() => release());
  await waitFor(() => expect(dashboardStartCount(replica.userId)?.answer).toBeTruthy());
}

const reflectionCard = () => screen.getByRole('region', { name: 'Needs reflection' });

describe('the dashboard’s app-start count in a worker', () => {
  it('on a start after a write, paints the worker’s figures as current, not the stale ones first, and counts on its own thread only after them', async () => {
    const replica = await afterAWrite();
    // The app start: the worker has its own connection, the page a new one.
    const { worker, release, requests } = inThreadStartCountWorker();
    expect(
      startDashboardCount({
        user: teacher(replica.userId),
        today: DASHBOARD_TODAY,
        pathname: '/dashboard',
        createWorker: () => worker,
      }),
    ).toBe(true);
    expect(requests[0]!.journal).toEqual(analyticsJournalOf(replica.userId));

    const page = renderDashboard(await openTestReplica(replica.userId));
    // Until the worker answers, no figures: not the stale ones kept (they would be replaced in a
    // moment), and the page does not count beside it.
    await waitFor(() => expect(requests).toHaveLength(1));
    // The days are in (the heading names the cycle day), the figures not.
    await screen.findByText(/Day 7 \(Week B\)/);
    expect(screen.getByText('Loading your dashboard…')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Needs reflection' })).not.toBeInTheDocument();
    expect(page.container.querySelector('[data-dashboard-figures]')).toBeNull();

    act(() => release());
    await waitFor(() =>
      expect(page.container.querySelector('[data-dashboard-ready]')).not.toBeNull(),
    );
    expect(page.container.querySelector('[data-dashboard-ready]')).toHaveAttribute(
      'data-dashboard-figures',
      'kept',
    );
    expect(reflectionCard()).toHaveTextContent('8 past lessons');
    expect(screen.queryByText(/Updating your figures/)).not.toBeInTheDocument();
    // Then the page's own count, which agrees.
    await waitFor(() =>
      expect(page.container.querySelector('[data-dashboard-figures=live]')).not.toBeNull(),
    );
    expect(reflectionCard()).toHaveTextContent('8 past lessons');
  });

  it('with the worker’s answer in before the page, shows it first and counts on its own thread only after the days', async () => {
    const replica = await afterAWrite();
    await answeredStartCount(replica);

    const page = renderDashboard(await openTestReplica(replica.userId));
    await waitFor(() =>
      expect(page.container.querySelector('[data-dashboard-ready]')).not.toBeNull(),
    );
    expect(page.container.querySelector('[data-dashboard-ready]')).toHaveAttribute(
      'data-dashboard-figures',
      'kept',
    );
    expect(reflectionCard()).toHaveTextContent('8 past lessons');
    await waitFor(() =>
      expect(page.container.querySelector('[data-dashboard-figures=live]')).not.toBeNull(),
    );
  });

  it('drops the answer once a write has moved the mark since it was counted', async () => {
    const replica = await afterAWrite();
    await answeredStartCount(replica);
    const schoolClass = await mathsOf(replica);
    await pulledLesson(replica.db, replica.userId, schoolClass!.id, '2026-11-20', 'p9');
    await waitFor(() =>
      expect(analyticsWriteMarkOf(replica.userId)).not.toBe(
        dashboardStartCount(replica.userId)!.answer!.writeMark,
      ),
    );

    const page = renderDashboard(await openTestReplica(replica.userId));
    await screen.findByText(/Updating your figures…/);
    await waitFor(() =>
      expect(page.container.querySelector('[data-dashboard-figures=live]')).not.toBeNull(),
    );
    expect(reflectionCard()).toHaveTextContent('9 past lessons');
  });

  it('starts only on the dashboard, after a write, with the kept rows current, for a teacher who plans', async () => {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    await keptByALiveVisit(replica);
    const tries: string[] = [];
    const start = (pathname: string, user = teacher(replica.userId)) =>
      startDashboardCount({
        user,
        today: DASHBOARD_TODAY,
        pathname,
        createWorker: () => {
          tries.push(pathname);
          return scriptedStartCountWorker().worker;
        },
      });

    // Nothing written since the visit: its kept figures are current and paint at once.
    expect(start('/dashboard')).toBe(false);
    const schoolClass = await mathsOf(replica);
    await pulledLesson(replica.db, replica.userId, schoolClass!.id, '2026-11-23', 'p9');
    await waitFor(() => expect(analyticsJournalOf(replica.userId)?.ids.lessons).toHaveLength(1));

    expect(start('/planner')).toBe(false);
    expect(start('/dashboard', teacher(replica.userId, 'VIEWER'))).toBe(false);
    expect(start('/dashboard', teacher(crypto.randomUUID()))).toBe(false);
    expect(tries).toEqual([]);
    expect(start('/dashboard')).toBe(true);
    expect(tries).toEqual(['/dashboard']);
  });

  it.each([
    [
      'an answer of another shape',
      (w: ReturnType<typeof scriptedStartCountWorker>) => w.answer({ today: 3 }),
    ],
    ['an error in the worker', (w: ReturnType<typeof scriptedStartCountWorker>) => w.fail()],
  ])('reads %s as no answer, ends the worker and lets the page count', async (_name, act) => {
    const replica = await afterAWrite();
    const scripted = scriptedStartCountWorker();
    startDashboardCount({
      user: teacher(replica.userId),
      today: DASHBOARD_TODAY,
      pathname: '/dashboard',
      createWorker: () => scripted.worker,
    });
    expect(dashboardStartCount(replica.userId)?.answer).toBeUndefined();

    act(scripted);

    expect(dashboardStartCount(replica.userId)?.answer).toBeNull();
    expect(scripted.isTerminated()).toBe(true);
    const page = renderDashboard(await openTestReplica(replica.userId));
    await waitFor(() =>
      expect(page.container.querySelector('[data-dashboard-figures=live]')).not.toBeNull(),
    );
    expect(
      within(page.container).getByRole('region', { name: 'Needs reflection' }),
    ).toHaveTextContent('8 past lessons');
  });

  it('stops waiting for a worker that never answers', async () => {
    const replica = await afterAWrite();
    const scripted = scriptedStartCountWorker();
    const timers: { callback: () => void; ms: number }[] = [];
    startDashboardCount({
      user: teacher(replica.userId),
      today: DASHBOARD_TODAY,
      pathname: '/dashboard',
      createWorker: () => scripted.worker,
      timers: {
        setTimeout: ((callback: () => void, ms: number) => timers.push({ callback, ms })) as never,
        clearTimeout: () => undefined,
      },
    });
    expect(timers.map((timer) => timer.ms)).toEqual([START_COUNT_TIMEOUT_MS]);

    timers[0]!.callback();

    expect(dashboardStartCount(replica.userId)?.answer).toBeNull();
    expect(scripted.isTerminated()).toBe(true);
  });
});
