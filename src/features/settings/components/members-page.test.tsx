import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SchoolRole, SessionUser } from '@/shared/lib/session/session-source';
import {
  createFakeMembersActions,
  member,
  serverRefusal,
} from '../test-support/fake-members-actions';
import { MembersActionsContext } from '../api/members-actions';
import { chooseOption, findCombobox, optionLabels } from '@/test-support/choose-option';
import { MembersPage } from './members-page';

const OWNER_ID = 'u-owner';

const seedMembers = () => [
  member({ membershipId: 'm-owner', userId: OWNER_ID, fullName: 'Olive Owner', role: 'OWNER' }),
  member({ membershipId: 'm-admin', userId: 'u-admin', fullName: 'Adam Admin', role: 'ADMIN' }),
  member({
    membershipId: 'm-teacher',
    userId: 'u-teacher',
    fullName: 'Tina Teacher',
    status: 'invited',
  }),
  member({ membershipId: 'm-viewer', userId: 'u-viewer', role: 'VIEWER', status: 'suspended' }),
];

function renderPage({
  role = 'OWNER',
  userId = OWNER_ID,
  fake = createFakeMembersActions({ members: seedMembers() }),
}: {
  role?: SchoolRole;
  userId?: string;
  fake?: ReturnType<typeof createFakeMembersActions>;
} = {}) {
  const user: SessionUser = {
    id: userId,
    email: `${userId}@school.test`,
    isDeveloper: false,
    role,
    schoolId: 's1',
    schoolName: 'Hilltop School',
    fullName: null,
    account: 'ready',
  };
  render(
    <SessionProvider source={createMemorySessionSource({ status: 'signed-in', user })}>
      <MembersActionsContext value={fake.actions}>
        <MembersPage />
      </MembersActionsContext>
    </SessionProvider>,
  );
  return { fake, user: userEvent.setup() };
}

const rowOf = (name: string) => {
  const row = screen.getByRole('cell', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('MembersPage', () => {
  it('lists members with their roles and statuses', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Members', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Hilltop School')).toBeInTheDocument();
    expect(await findCombobox('Role of Olive Owner')).toHaveTextContent('Owner');
    expect(screen.getByRole('combobox', { name: 'Role of Adam Admin' })).toHaveTextContent('Admin');
    expect(screen.getByRole('combobox', { name: 'Role of Tina Teacher' })).toHaveTextContent(
      'Teacher',
    );
    expect(rowOf('Olive Owner').getByText('(you)')).toBeInTheDocument();
    expect(rowOf('Olive Owner').getByText('Active')).toBeInTheDocument();
    expect(rowOf('Tina Teacher').getByText('Invited')).toBeInTheDocument();
    // No name: the email stands in.
    expect(rowOf('u-viewer@school.test').getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('No invitations are waiting.')).toBeInTheDocument();
  });

  it('invites by email and shows the link to copy, also sent to the local mailbox', async () => {
    const { fake, user } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      '  new@school.test ',
    );
    await chooseOption(user, 'Role', 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(link).toHaveValue('http://app.test/accept-invitation?token=token-inv-1');
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText(/also delivered to the local mailbox/)).toBeInTheDocument();
    expect(fake.calls).toContainEqual({
      method: 'invite',
      args: ['s1', 'new@school.test', 'VIEWER'],
    });
    // The form is ready for the next one; the list shows the new invitation.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(
      await screen.findByRole('button', { name: 'Revoke invitation for new@school.test' }),
    ).toBeInTheDocument();
  });

  it('copies the link with the Copy button', async () => {
    const { user } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'new@school.test',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));

    await expect(navigator.clipboard.readText()).resolves.toBe(
      'http://app.test/accept-invitation?token=token-inv-1',
    );
  });

  it('says what is wrong with the email before asking the server', async () => {
    const { fake, user } = renderPage();
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'invite')).toBe(false);
  });

  it('shows the server refusing an invitation in its own words', async () => {
    const fake = createFakeMembersActions({ members: seedMembers() });
    fake.refuse(
      'invite',
      serverRefusal('This person is already a member of this school', 'ALREADY_MEMBER', '23505'),
    );
    const { user } = renderPage({ fake });
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'tina@school.test',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This person is already a member of this school',
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('tina@school.test');
  });

  it('revokes a pending invitation', async () => {
    const fake = createFakeMembersActions({
      members: seedMembers(),
      invitations: [
        {
          id: 'inv-9',
          email: 'later@school.test',
          role: 'TEACHER',
          invitedByEmail: 'u-owner@school.test',
          createdAt: '2026-11-20T08:00:00.000Z',
          expiresAt: '2026-11-27T08:00:00.000Z',
        },
      ],
    });
    const { user } = renderPage({ fake });
    expect(await screen.findByText('later@school.test')).toBeInTheDocument();
    expect(screen.getByText(/invited by u-owner@school.test/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Revoke invitation for later@school.test' }),
    );

    expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
    expect(fake.calls).toContainEqual({ method: 'revokeInvitation', args: ['inv-9'] });
  });

  it('needs a connection: offline it says so and loads once back online', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const { fake } = renderPage();

    expect(await screen.findByText(/Member management needs a connection/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);

    setOnline(true);
    expect(await screen.findByRole('combobox', { name: 'Role of Adam Admin' })).toBeInTheDocument();
    expect(screen.queryByText(/Member management needs a connection/)).not.toBeInTheDocument();
  });

  it('going offline keeps the list but disables every change', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: 'Role of Adam Admin' });

    setOnline(false);

    expect(screen.getByText(/Member management needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Adam Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Adam Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const fake = createFakeMembersActions({ members: seedMembers() });
    fake.refuse(
      'listMembers',
      serverRefusal(
        'Only owners and admins of this school can manage members',
        'NOT_SCHOOL_MANAGER',
        '42501',
      ),
    );
    const { user } = renderPage({ fake });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only owners and admins of this school can manage members',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('combobox', { name: 'Role of Adam Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the invite code', () => {
  it('shows the school code and its join link, each with a Copy button', async () => {
    const { user } = renderPage({
      fake: createFakeMembersActions({ members: seedMembers(), inviteCode: 'HLTPSCH3' }),
    });

    expect(await screen.findByTestId('invite-code')).toHaveTextContent('HLTPSCH3');
    expect(screen.getByRole('textbox', { name: 'Join link' })).toHaveValue(
      'http://app.test/onboarding/join?code=HLTPSCH3',
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('HLTPSCH3');
    await user.click(screen.getByRole('button', { name: 'Copy join link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'http://app.test/onboarding/join?code=HLTPSCH3',
    );
  });

  it('rotates only after asking, then shows the new code and link', async () => {
    const { fake, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rotate code…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the invite code?' });
    expect(dialog).toHaveTextContent('stop working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls.some((call) => call.method === 'rotateInviteCode')).toBe(false);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('DEMSCHL7');

    await user.click(screen.getByRole('button', { name: 'Rotate code…' }));
    await user.click(await screen.findByRole('button', { name: 'Change code' }));

    await waitFor(() => expect(screen.getByTestId('invite-code')).toHaveTextContent('NEWCQDE2'));
    expect(screen.getByRole('textbox', { name: 'Join link' })).toHaveValue(
      'http://app.test/onboarding/join?code=NEWCQDE2',
    );
    expect(fake.calls.filter((call) => call.method === 'rotateInviteCode')).toEqual([
      { method: 'rotateInviteCode', args: ['s1'] },
    ]);
  });

  it('keeps the code when the server refuses to rotate it, and says why', async () => {
    const fake = createFakeMembersActions({ members: seedMembers() });
    fake.refuse(
      'rotateInviteCode',
      serverRefusal(
        'Only owners and admins of this school can change its invite code',
        'NOT_SCHOOL_MANAGER',
        '42501',
      ),
    );
    const { user } = renderPage({ fake });
    await user.click(await screen.findByRole('button', { name: 'Rotate code…' }));
    await user.click(await screen.findByRole('button', { name: 'Change code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code was not changed. Only owners and admins of this school can change its invite code',
    );
    expect(screen.getByTestId('invite-code')).toHaveTextContent('DEMSCHL7');
  });

  it('offline the code still shows but cannot be rotated', async () => {
    renderPage();
    await screen.findByTestId('invite-code');
    setOnline(false);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('DEMSCHL7');
    expect(screen.getByRole('button', { name: 'Rotate code…' })).toBeDisabled();
  });
});

describe('roles within your own rank', () => {
  it('an OWNER may invite any role', async () => {
    const { user } = renderPage({ role: 'OWNER' });

    expect(await optionLabels(user, 'Role')).toEqual(['Owner', 'Admin', 'Teacher', 'Viewer']);
  });

  it('an ADMIN invites and assigns up to ADMIN, and cannot touch an OWNER or themselves', async () => {
    const { user } = renderPage({ role: 'ADMIN', userId: 'u-admin' });

    expect(await optionLabels(user, 'Role')).toEqual(['Admin', 'Teacher', 'Viewer']);
    expect(await findCombobox('Role of Tina Teacher')).toBeEnabled();
    expect(await optionLabels(user, 'Role of Tina Teacher')).toEqual([
      'Admin',
      'Teacher',
      'Viewer',
    ]);
    expect(screen.getByRole('combobox', { name: 'Role of Olive Owner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Olive Owner' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Role of Adam Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Adam Admin' })).toBeDisabled();
  });

  it('changes a role', async () => {
    const { fake, user } = renderPage();
    const select = await findCombobox('Role of Tina Teacher');

    await chooseOption(user, 'Role of Tina Teacher', 'Admin');

    expect(fake.calls).toContainEqual({ method: 'changeRole', args: ['m-teacher', 'ADMIN'] });
    await waitFor(() => expect(select).toHaveTextContent('Admin'));
    await waitFor(() => expect(select).toBeEnabled());
  });

  it("shows the server's refusal verbatim and keeps the old role", async () => {
    const fake = createFakeMembersActions({
      members: [
        ...seedMembers(),
        member({
          membershipId: 'm-owner2',
          userId: 'u-owner2',
          fullName: 'Otto Owner',
          role: 'OWNER',
        }),
      ],
    });
    fake.refuse(
      'changeRole',
      serverRefusal('The last owner of a school cannot leave or be demoted', 'LAST_OWNER', '23514'),
    );
    const { user } = renderPage({ fake });
    const select = await findCombobox('Role of Otto Owner');

    await chooseOption(user, 'Role of Otto Owner', 'Teacher');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last owner of a school cannot leave or be demoted',
    );
    expect(select).toHaveTextContent('Owner');
  });
});

describe('removing a member', () => {
  it('asks first; Cancel keeps them, Remove member removes them', async () => {
    const { fake, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Tina Teacher' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Tina Teacher?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'removeMember')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Tina Teacher' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' }),
    );

    expect(fake.calls).toContainEqual({ method: 'removeMember', args: ['m-teacher'] });
    await waitFor(() =>
      expect(
        screen.queryByRole('combobox', { name: 'Role of Tina Teacher' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('cannot remove yourself', async () => {
    renderPage();

    expect(await screen.findByRole('button', { name: 'Remove Olive Owner' })).toBeDisabled();
    expect(await findCombobox('Role of Olive Owner')).toBeDisabled();
  });

  it('says so when the member is already gone (404 NOT_FOUND) and reloads the list', async () => {
    const fake = createFakeMembersActions({ members: seedMembers() });
    fake.refuse(
      'removeMember',
      serverRefusal("Membership with ID 'm-teacher' not found", 'MEMBERSHIP_NOT_FOUND', 'P0002'),
    );
    const { user } = renderPage({ fake });
    await user.click(await screen.findByRole('button', { name: 'Remove Tina Teacher' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tina Teacher is no longer a member of this school.',
    );
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.method === 'listMembers')).toHaveLength(2),
    );
  });

  it('shows a refused removal in the server’s words and keeps the member', async () => {
    const fake = createFakeMembersActions({ members: seedMembers() });
    fake.refuse(
      'removeMember',
      serverRefusal(
        'You cannot change the membership of someone who outranks you',
        'ROLE_ABOVE_YOURS',
        '42501',
      ),
    );
    const { user } = renderPage({ fake });
    await user.click(await screen.findByRole('button', { name: 'Remove Adam Admin' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot change the membership of someone who outranks you',
    );
    expect(screen.getByRole('combobox', { name: 'Role of Adam Admin' })).toBeInTheDocument();
  });
});
