// The real routes, layouts and dashboard in Vite's dev server, with a memory session and a real
// replica in the browser's IndexedDB, for screenshots in Chromium (no stack needed).
// `?seed=full` (the dashboard tests' replica), `?seed=partial` (a calendar and a class: the
// checklist half done) or `?seed=empty` (a new account); `&role=TEACHER|OWNER`. The shots script
// pins the clock to the tests' Tuesday 24 November 2026, 10:00. Run by dashboard-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { TEST_SCHOOL_ID, pulledClassRow, pulledSchool } from '@/db/test-support/pulled-rows';
import { SchoolOverviewActionsContext } from '@/features/dashboard/api/school-overview-actions';
import { createFakeSchoolOverviewActions } from '@/features/dashboard/test-support/school-overview-fakes';
import { seedDashboard } from '@/features/dashboard/test-support/dashboard-replica';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SchoolRole, SessionState } from '@/shared/lib/session/session-source';

const params = new URLSearchParams(location.search);
const seed = params.get('seed') ?? 'full';
const role = (params.get('role') ?? 'TEACHER') as SchoolRole;
const userId = crypto.randomUUID();
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@riverside.test',
    isDeveloper: false,
    role,
    schoolId: TEST_SCHOOL_ID,
    schoolName: 'Riverside Secondary College',
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};

const db = await openReplica(userId);
if (seed === 'full') await seedDashboard(db, userId);
if (seed === 'partial') {
  await pulledSchool(db);
  await pulledClassRow(db, userId);
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <ReplicaContext value={createReplicaHandle(db)}>
        {/* An OWNER's dashboard also shows the school's classes, read through these actions. */}
        <SchoolOverviewActionsContext value={createFakeSchoolOverviewActions().actions}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dashboard'] })} />
        </SchoolOverviewActionsContext>
      </ReplicaContext>
    </SessionProvider>
  </ThemeProvider>,
);
