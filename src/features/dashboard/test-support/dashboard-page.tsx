import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, onTestFinished } from 'vitest';
import { analyticsJournalOf } from '@/db/analytics-written';
import { TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import type { openTestReplica } from '@/test-support/test-replica';
import { ReplicaTestProviders } from '@/test-support/test-replica';
import { SchoolOverviewActionsContext } from '../api/school-overview-actions';
import { DashboardPage } from '../components/dashboard-page';
import { readPersistedDashboard } from '../queries/persisted-dashboard';
import { DASHBOARD_NOW } from './dashboard-replica';
import { createFakeSchoolOverviewActions } from './school-overview-fakes';

export type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/** A stand-in for a page the dashboard links to (tests read the URL from the router). */
const Landed = ({ name }: { name: string }) => <h1>{name}</h1>;

/**
 * /dashboard on a memory router over the test replica at `now` (DASHBOARD_NOW unless given), as a school TEACHER
 * unless `user` says otherwise, with stand-ins for the pages it links to (tests only).
 */
export function renderDashboard(
  replica: TestReplica | null,
  { user = {}, now = DASHBOARD_NOW }: { user?: Partial<SessionUser>; now?: () => Date } = {},
) {
  stubMatchMedia();
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage now={now} /> },
      { path: '/planner', element: <Landed name="Planner" /> },
      { path: '/settings/classes', element: <Landed name="Class settings" /> },
      { path: '/settings/timetable', element: <Landed name="Timetable settings" /> },
      { path: '/coverage/:classId', element: <Landed name="Class coverage" /> },
      { path: '/analytics/*', element: <Landed name="Analytics" /> },
      { path: '/resources', element: <Landed name="Resources" /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  onTestFinished(() => router.dispose());
  const result = render(
    <ReplicaTestProviders
      session={signedIn({
        id: replica?.userId ?? crypto.randomUUID(),
        schoolId: TEST_SCHOOL_ID,
        ...user,
      })}
      replica={replica?.handle ?? null}
    >
      <SchoolOverviewActionsContext value={createFakeSchoolOverviewActions().actions}>
        <RouterProvider router={router} />
      </SchoolOverviewActionsContext>
    </ReplicaTestProviders>,
  );
  return { ...result, router, user: userEvent.setup() };
}

/**
 * A live visit to the dashboard, which keeps its figures and the rows they came from (with each
 * class's coverage worked out by then) on the device; then the page goes (tests only).
 */
export async function keptByALiveVisit(replica: TestReplica) {
  const page = renderDashboard(replica);
  await screen.findByRole('region', { name: 'Needs reflection' });
  await waitFor(() => expect(readPersistedDashboard(replica.userId)).not.toBeNull());
  await waitFor(() => expect(analyticsJournalOf(replica.userId)).not.toBeNull());
  page.unmount();
}
