import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionState, SessionUser } from '@/shared/lib/session/session-source';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import {
  SchoolOverviewActionsContext,
  type SchoolOverviewActions,
} from '../api/school-overview-actions';
import { SchoolOverviewSection } from '../components/school/school-overview-section';
import { SCHOOL_ID } from './school-overview-fakes';

/** Wednesday 25 November 2026, 10:00 on the device: the week of Monday 23 November. */
export const OVERVIEW_NOW = () => new Date(2026, 10, 25, 10, 0);

export function signedInAs(user: Partial<SessionUser>): SessionState {
  return {
    status: 'signed-in',
    user: {
      id: 'manager-1',
      email: 'olive@hilltop.test',
      isDeveloper: false,
      role: 'OWNER',
      schoolId: SCHOOL_ID,
      schoolName: 'Hilltop School',
      fullName: 'Olive Owner',
      account: 'ready',
      ...user,
    },
  };
}

/** The section on a memory router (its empty state links to /settings/classes), tests only. */
export function renderSchoolOverview({
  session,
  actions,
  now = OVERVIEW_NOW,
}: {
  session: SessionState;
  actions: SchoolOverviewActions;
  now?: () => Date;
}) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <SchoolOverviewSection now={now} /> },
      { path: '/settings/classes', element: <h1>Classes</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <SessionProvider source={createMemorySessionSource(session)}>
      <SchoolOverviewActionsContext value={actions}>
        <RouterProvider router={router} />
      </SchoolOverviewActionsContext>
    </SessionProvider>,
  );
  return { ...result, router, user };
}
