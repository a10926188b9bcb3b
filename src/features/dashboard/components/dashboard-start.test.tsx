import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pulledLesson, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { openTestReplica } from '@/test-support/test-replica';
import { readPersistedDashboard } from '../queries/persisted-dashboard';
import { readDashboardDays } from '../queries/read-dashboard-days';
import type { KeptDashboard } from '../queries/use-dashboard-source';
import { renderDashboard } from '../test-support/dashboard-page';
import {
  analyticsWriteMark,
  DASHBOARD_TODAY,
  seedDashboard,
} from '../test-support/dashboard-replica';
import { DashboardView } from './dashboard-page';

/** An app start: the figures kept from the last one paint before the live count is in. */
describe('Dashboard on an app start', () => {
  /** Renders the live page once (which keeps its figures), then lets it go. */
  async function keptFromALiveVisit() {
    const replica = await openTestReplica();
    await seedDashboard(replica.db, replica.userId);
    const page = renderDashboard(replica);
    await screen.findByRole('region', { name: 'Needs reflection' });
    await waitFor(() => expect(readPersistedDashboard(replica.userId)).not.toBeNull());
    page.unmount();
    return replica;
  }

  const teacher = (userId: string): SessionUser =>
    ({ id: userId, schoolId: TEST_SCHOOL_ID, role: 'TEACHER' }) as SessionUser;

  function renderView(
    userId: string,
    props: Omit<Parameters<typeof DashboardView>[0], 'user' | 'today' | 'time'>,
  ) {
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: (
            <DashboardView user={teacher(userId)} today={DASHBOARD_TODAY} time="10:00" {...props} />
          ),
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    onTestFinished(() => router.dispose());
    return render(<RouterProvider router={router} />);
  }

  it('keeps the figures it counted, for that day and those classes, with the write mark they are current for', async () => {
    const replica = await keptFromALiveVisit();
    const kept = readPersistedDashboard(replica.userId)!;
    expect(kept.today).toBe(DASHBOARD_TODAY);
    expect(kept.writeMark).toBe(analyticsWriteMark(replica.db));
    expect(kept.counted.reflection.total).toBe(7);
    expect(kept.classKey.split('|')).toHaveLength(2);
  });

  it('paints the kept figures as current while nothing was written since', async () => {
    const replica = await keptFromALiveVisit();
    const kept = readPersistedDashboard(replica.userId)!;
    const days = await readDashboardDays(replica.db, teacher(replica.userId), DASHBOARD_TODAY);
    const current: KeptDashboard = {
      counted: kept.counted,
      current: kept.writeMark === analyticsWriteMark(replica.db),
    };
    expect(current.current).toBe(true);
    const { container } = renderView(replica.userId, { days, source: undefined, kept: current });

    expect(container.querySelector('[data-dashboard-ready]')).toHaveAttribute(
      'data-dashboard-figures',
      'kept',
    );
    const card = screen.getByRole('region', { name: 'Needs reflection' });
    expect(card).toHaveTextContent('7 past lessons not yet marked taught or missed');
    expect(screen.getByRole('list', { name: 'Lessons today' })).toBeVisible();
    expect(screen.queryByText(/Updating your figures/)).not.toBeInTheDocument();
  });

  it('after a write, shows the kept figures as updating and not ready until the live count is in', async () => {
    const replica = await keptFromALiveVisit();
    const kept = readPersistedDashboard(replica.userId)!;
    const [schoolClass] = await replica.db.entity('classes').toArray();
    await act(() => pulledLesson(replica.db, replica.userId, schoolClass!.id, '2026-11-23', 'p9'));
    expect(analyticsWriteMark(replica.db)).not.toBe(kept.writeMark);

    const days = await readDashboardDays(replica.db, teacher(replica.userId), DASHBOARD_TODAY);
    const { container } = renderView(replica.userId, {
      days,
      source: undefined,
      kept: { counted: kept.counted, current: false },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Updating your figures…');
    expect(container.querySelector('[data-dashboard-ready]')).toBeNull();
    expect(container.querySelector('[aria-busy=true]')).not.toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Needs reflection' })).getByRole('list', {
        name: 'Lessons needing reflection',
      }),
    ).toBeVisible();
  });

  it('counts live and keeps the new figures once a write has moved the mark', async () => {
    const replica = await keptFromALiveVisit();
    const before = readPersistedDashboard(replica.userId)!;
    const [schoolClass] = await replica.db.entity('classes').toArray();
    await pulledLesson(replica.db, replica.userId, schoolClass!.id, '2026-11-23', 'p9');
    renderDashboard(replica);
    await screen.findByRole('region', { name: 'Needs reflection' });
    await waitFor(() =>
      expect(readPersistedDashboard(replica.userId)!.writeMark).toBe(
        analyticsWriteMark(replica.db),
      ),
    );
    expect(readPersistedDashboard(replica.userId)!.writeMark).not.toBe(before.writeMark);
  });
});
