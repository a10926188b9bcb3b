// The real routes and layouts of onboarding, /settings and /settings/timetable in Vite's dev
// server, with a memory session and a real replica in the browser's IndexedDB (no stack needed).
// `?path=/onboarding` (a new user, no school), `?path=/settings` or `/settings/timetable` (an
// OWNER of the test school with its calendar and two classes). Run by setup-screens-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { pulledClassRow, pulledSchool, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import {
  OnboardingActionsContext,
  type OnboardingActions,
} from '@/features/onboarding/api/onboarding-actions';
import { createAppError } from '@/shared/lib/errors';
import { failed, succeeded } from '@/shared/lib/result';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/onboarding';
const onboarding = path.startsWith('/onboarding');
const userId = crypto.randomUUID();
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@riverside.test',
    isDeveloper: false,
    role: onboarding ? null : 'OWNER',
    schoolId: onboarding ? null : TEST_SCHOOL_ID,
    schoolName: onboarding ? null : 'Riverside Secondary College',
    fullName: 'Sam Teacher',
    account: onboarding ? 'needs-onboarding' : 'ready',
  },
};

/** Nothing reaches a server here: every call is refused in words. */
const refused = () =>
  Promise.resolve(failed(createAppError('NOT_IMPLEMENTED', { message: 'Not in the harness' })));
const actions: OnboardingActions = {
  runAccountSetup: () => Promise.resolve(succeeded({ destination: '/dashboard' })),
  createSchool: refused,
  joinSchool: refused,
  workSolo: refused,
  saveTeacherDetails: refused,
};

const db = await openReplica(userId);
if (!onboarding) {
  await pulledSchool(db);
  await pulledClassRow(db, userId, { name: '7 Maths A' });
  await pulledClassRow(db, userId, { name: '8 Science B', subject: 'Science', year: 8 });
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <OnboardingActionsContext value={actions}>
        <ReplicaContext value={createReplicaHandle(db)}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </ReplicaContext>
      </OnboardingActionsContext>
    </SessionProvider>
  </ThemeProvider>,
);
