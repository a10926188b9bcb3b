// The real routes and layouts of the account screens (issue 16) in Vite's dev server: the user menu
// over /settings (an OWNER of the test school), /forgot-password and /reset-password signed out,
// /profile, and /settings/members (its invite code, an invitation just sent, the rotate question). Account actions answer as the server would. Run by account-screens-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { pulledClassRow, pulledSchool, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { AccountActionsContext, type AccountActions } from '@/features/account/api/account-actions';
import { MembersActionsContext } from '@/features/settings/api/members-actions';
import {
  createFakeMembersActions,
  member,
} from '@/features/settings/test-support/fake-members-actions';
import { createAppError } from '@/shared/lib/errors';
import { failed, succeeded } from '@/shared/lib/result';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/settings';
const signedOut = path.startsWith('/forgot-password') || path.startsWith('/reset-password');
const userId = crypto.randomUUID();
const session: SessionState = signedOut
  ? { status: 'signed-out' }
  : {
      status: 'signed-in',
      user: {
        id: userId,
        email: 'olive.owner@riverside.test',
        isDeveloper: false,
        role: 'OWNER',
        schoolId: TEST_SCHOOL_ID,
        schoolName: 'Riverside Secondary College',
        fullName: 'Olive Owner',
        account: 'ready',
      },
    };

const refused = () =>
  Promise.resolve(failed(createAppError('NOT_IMPLEMENTED', { message: 'Not in the harness' })));
const actions: AccountActions = {
  signIn: refused,
  signUp: refused,
  confirmEmail: refused,
  signOut: () => Promise.resolve({ ok: true }),
  requestPasswordReset: () => Promise.resolve(succeeded(undefined)),
  openRecoveryLink: () => Promise.resolve(succeeded(undefined)),
  changePassword: () => Promise.resolve(succeeded(undefined)),
  previewInvitation: refused,
  acceptInvitation: refused,
};

/** /settings/members: the owner, an admin, two teachers (one suspended) and a pending invitation. */
const members = createFakeMembersActions({
  inviteCode: 'RVSDCL27',
  members: [
    member({ membershipId: 'm1', userId, fullName: 'Olive Owner', role: 'OWNER' }),
    member({ membershipId: 'm2', userId: 'u2', fullName: 'Adam Admin', role: 'ADMIN' }),
    member({ membershipId: 'm3', userId: 'u3', fullName: 'Tina Teacher' }),
    member({ membershipId: 'm4', userId: 'u4', fullName: 'Sam Suspended', status: 'suspended' }),
  ],
  invitations: [
    {
      id: 'i1',
      email: 'new.colleague@riverside.test',
      role: 'TEACHER',
      invitedByEmail: 'olive.owner@riverside.test',
      createdAt: '2026-11-23T08:00:00.000Z',
      expiresAt: '2026-11-30T08:00:00.000Z',
    },
  ],
});

const db = await openReplica(userId);
if (!signedOut) {
  await pulledSchool(db);
  await pulledClassRow(db, userId, { name: '7 Maths A' });
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <AccountActionsContext value={actions}>
        <MembersActionsContext value={members.actions}>
          <ReplicaContext value={createReplicaHandle(db)}>
            <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
          </ReplicaContext>
        </MembersActionsContext>
      </AccountActionsContext>
    </SessionProvider>
  </ThemeProvider>,
);
