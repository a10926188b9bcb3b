// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeError } from '@/shared/lib/errors';
import { actionErrorMessage } from '@/shared/lib/result';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import {
  AccountActionsContext,
  type AccountActions,
  type SignOutResult,
} from '../api/account-actions';
import { ProfilePage } from './profile-page';

const T0 = '2026-11-23T08:00:00.000Z';
const SCHOOL_ID = '7b0c7a52-5f0e-4a8e-9a3c-2f1d7d0e9b11';

type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

beforeEach(() => stubMatchMedia());
afterEach(() => vi.restoreAllMocks());

function fakeActions(...signOutResults: SignOutResult[]) {
  const signOut = vi.fn<AccountActions['signOut']>();
  for (const result of signOutResults) signOut.mockResolvedValueOnce(result);
  const unused = () => Promise.reject(new Error('not used by /profile'));
  const actions: AccountActions = {
    signIn: unused,
    signUp: unused,
    confirmEmail: unused,
    signOut,
    requestPasswordReset: unused,
    openRecoveryLink: unused,
    changePassword: unused,
    previewInvitation: unused,
    acceptInvitation: unused,
  };
  return { actions, signOut };
}

async function seedProfile(
  { db, userId }: TestReplica,
  overrides: { is_solo_user?: boolean } = {},
) {
  await db.entity('profiles').put({
    id: userId,
    user_id: userId,
    full_name: 'Terry Teacher',
    is_solo_user: false,
    school_id: SCHOOL_ID,
    guided_tour_completed: true,
    guided_tour_last_seen_at: null,
    is_developer: false,
    subjects: [],
    year_levels: [],
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '90',
    ...overrides,
  });
}

function renderProfile(
  replica: TestReplica,
  {
    user = {},
    actions = fakeActions().actions,
  }: { user?: Partial<SessionUser>; actions?: AccountActions } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  const session = signedIn({
    id: replica.userId,
    email: 'terry@example.com',
    schoolId: SCHOOL_ID,
    schoolName: 'Hillside High',
    role: 'ADMIN',
    ...user,
  });
  render(
    <ReplicaTestProviders session={session} replica={replica.handle}>
      <AccountActionsContext value={actions}>
        <RouterProvider router={router} />
      </AccountActionsContext>
    </ReplicaTestProviders>,
  );
  return { user: userEvent.setup(), router };
}

/** jsdom's Blob has no text(); its FileReader reads one. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const details = () => within(screen.getByRole('region', { name: 'Your details' }));

describe('ProfilePage', () => {
  it('shows the name from the replica, the email read-only, the school and the role', async () => {
    const replica = await openTestReplica();
    await seedProfile(replica);
    renderProfile(replica);

    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Terry Teacher');
    expect(details().getByText('terry@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    expect(details().getByText('Hillside High')).toBeInTheDocument();
    expect(details().getByText('Admin')).toBeInTheDocument();
  });

  it('says "Working solo" or "No school yet" when there is no school, and shows no role', async () => {
    const solo = await openTestReplica();
    await seedProfile(solo, { is_solo_user: true });
    const noSchool = { schoolId: null, schoolName: null, role: null };
    renderProfile(solo, { user: noSchool });
    expect(await details().findByText('Working solo')).toBeInTheDocument();
    expect(details().queryByText('Role')).not.toBeInTheDocument();
  });

  it('says "No school yet" for someone who has not joined or chosen solo work', async () => {
    const replica = await openTestReplica();
    await seedProfile(replica, { is_solo_user: false });
    renderProfile(replica, {
      user: { schoolId: null, schoolName: null, role: null, account: 'needs-onboarding' },
    });
    expect(await details().findByText('No school yet')).toBeInTheDocument();
  });

  it('refuses a blank or too long name, and saves a valid one to the replica and outbox', async () => {
    const replica = await openTestReplica();
    await seedProfile(replica);
    const { user } = renderProfile(replica);
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    const save = screen.getByRole('button', { name: 'Save name' });

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(save);
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(201));
    await user.click(save);
    expect(await screen.findByText('Your name can be at most 200 characters')).toBeInTheDocument();
    expect(await replica.db.outbox.count()).toBe(0);

    await user.clear(name);
    await user.type(name, '  Terry Tutor ');
    await user.click(save);
    await waitFor(async () =>
      expect((await replica.db.entity('profiles').get(replica.userId))?.full_name).toBe(
        'Terry Tutor',
      ),
    );
    expect(await replica.db.outbox.toArray()).toEqual([
      expect.objectContaining({
        table: 'profiles',
        fields: { full_name: 'Terry Tutor' },
        base: { full_name: 'Terry Teacher' },
      }),
    ]);
  });

  it('waits for a profile that has not reached the device before offering the name', async () => {
    const replica = await openTestReplica();
    renderProfile(replica);
    expect(await screen.findByText(/still on its way to this device/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    await seedProfile(replica);
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Terry Teacher');
  });

  it('asks before discarding unsynced changes; "Stay signed in" keeps the session', async () => {
    const replica = await openTestReplica();
    await seedProfile(replica);
    const { actions, signOut } = fakeActions(
      { ok: false, reason: 'unsynced', pending: 3 },
      { ok: false, reason: 'unsynced', pending: 1 },
      { ok: true },
    );
    const { user, router } = renderProfile(replica, { actions });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "3 changes on this device haven't reached the server yet. If you sign out now they will be lost.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/profile');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent("1 change on this device hasn't reached the server yet.");
    await user.click(within(dialog).getByRole('button', { name: 'Sign out and discard them' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(signOut.mock.calls).toEqual([
      [{ discardUnsynced: false }],
      [{ discardUnsynced: false }],
      [{ discardUnsynced: true }],
    ]);
  });

  it('signs out at once when everything is synced, and shows why when it fails', async () => {
    const replica = await openTestReplica();
    await seedProfile(replica);
    const error = normalizeError(new TypeError('Failed to fetch'));
    const { actions } = fakeActions({ ok: false, reason: 'failed', error }, { ok: true });
    const { user, router } = renderProfile(replica, { actions });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(actionErrorMessage(error));
    expect(router.state.location.pathname).toBe('/profile');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("downloads the user's rows from the replica as a dated JSON file", async () => {
    const replica = await openTestReplica();
    await seedProfile(replica);
    let blob: Blob | undefined;
    let downloadName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloadName = this.download;
    });
    const { user } = renderProfile(replica);

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() =>
      expect(downloadName).toMatch(/^lesson-planner-data-\d{4}-\d{2}-\d{2}\.json$/),
    );
    expect(blob?.type).toBe('application/json');
    if (!blob) throw new Error('no file was made');
    const data = JSON.parse(await readText(blob));
    expect(data.user).toEqual({ id: replica.userId, email: 'terry@example.com' });
    expect(data.tables.profiles).toEqual([
      expect.objectContaining({ id: replica.userId, full_name: 'Terry Teacher' }),
    ]);
    expect(data.tables.lessons).toEqual([]);
    expect(data.outboxCount).toBe(0);
    expect(typeof data.exportedAt).toBe('string');
  });
});
