import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/test-support/choose-option';
import type { DevInvitation, DevMember } from '../api/dev-actions';
import { devRefusal, fakeDevActions, fakeSchool } from '../test-support/fake-dev-actions';
import { developer, renderDevPage } from '../test-support/render-dev-page';
import { SchoolDetailPage } from './school-detail-page';

const SCHOOL_ID = '0b8e3f51-7c2d-4e6a-9f1b-3a5c7e9d1f20';
const PATTERN = '/dev/schools/:id';

function member(n: number, role: DevMember['role'], fullName: string | null = null): DevMember {
  return {
    membershipId: `membership-${n}`,
    userId: `user-${n}`,
    email: `member${n}@school.test`,
    fullName,
    role,
    status: 'active',
    joinedAt: '2026-11-20T08:00:00.000Z',
  };
}

const INVITATION: DevInvitation = {
  id: 'invitation-9',
  schoolId: SCHOOL_ID,
  schoolName: 'Riverside High',
  email: 'new.teacher@school.test',
  role: 'TEACHER',
  status: 'pending',
  invitedByEmail: 'member1@school.test',
  createdAt: '2026-11-22T08:00:00.000Z',
  expiresAt: '2026-11-29T08:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
};

function setup({ invitations = [] as DevInvitation[] } = {}) {
  const me = developer();
  const dev = fakeDevActions({
    currentUserId: me.id,
    data: {
      invitations,
      schools: [
        fakeSchool({
          id: SCHOOL_ID,
          name: 'Riverside High',
          description: 'Pilot school',
          isEnterprise: true,
          timetableCycle: { length: 10, mode: 'calendar', labels: ['Week A', 'Week B'] },
          members: [member(1, 'OWNER', 'Olive Owner'), member(2, 'TEACHER', 'Terry Teacher')],
        }),
      ],
    },
  });
  return renderDevPage(SchoolDetailPage, {
    path: `/dev/schools/${SCHOOL_ID}`,
    pattern: PATTERN,
    me,
    dev,
  });
}

describe('SchoolDetailPage', () => {
  it('shows the school’s details, members, invite code and pending invitations', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Riverside High', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pilot school')).toBeInTheDocument();
    expect(screen.getByText('Enterprise')).toBeInTheDocument();
    expect(
      screen.getByText(/10-day cycle, by calendar week \(Week A, Week B\)/),
    ).toBeInTheDocument();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(
      await within(members).findByRole('combobox', { name: 'Role of Olive Owner' }),
    ).toHaveTextContent('Owner');
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByText(/No invitation is waiting/)).toBeInTheDocument();
  });

  it('changes a member’s role and removes a member after asking', async () => {
    const { user, dev } = setup();
    await screen.findByRole('table', { name: 'Members' });
    await chooseOption(user, 'Role of Terry Teacher', 'Admin');
    expect(dev.callsOf('setMemberRole')).toEqual([['membership-2', 'ADMIN']]);
    expect(
      await screen.findByRole('combobox', { name: 'Role of Terry Teacher' }),
    ).toHaveTextContent('Admin');

    await user.click(screen.getByRole('button', { name: 'Remove Terry Teacher' }));
    await user.click(await screen.findByRole('button', { name: 'Remove member' }));
    expect(dev.callsOf('removeMember')).toEqual([['membership-2']]);
    await screen.findByRole('combobox', { name: 'Role of Olive Owner' });
    expect(
      screen.queryByRole('combobox', { name: 'Role of Terry Teacher' }),
    ).not.toBeInTheDocument();
  });

  it('shows a refused role change in the server’s words', async () => {
    const { user, dev } = setup();
    dev.refuse(
      'setMemberRole',
      devRefusal('The last owner of a school cannot leave or be demoted', '23514', 'LAST_OWNER'),
    );
    await screen.findByRole('table', { name: 'Members' });
    await chooseOption(user, 'Role of Olive Owner', 'Teacher');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Olive Owner is still Owner. The last owner of a school cannot leave or be demoted',
    );
  });

  it('rotates the invite code after asking', async () => {
    const { user, dev } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate code…' }));
    await user.click(await screen.findByRole('button', { name: 'Change code' }));
    expect(dev.callsOf('rotateInviteCode')).toEqual([[SCHOOL_ID]]);
    expect(await screen.findByText(/^ROTATED/)).toBeInTheDocument();
  });

  it('lists a pending invitation, resends it with a new link and revokes the new one', async () => {
    const { user, dev } = setup({ invitations: [INVITATION] });
    const email = INVITATION.email;
    expect(await screen.findByText(email)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Resend the invitation for ${email}` }));
    const link = await screen.findByRole('textbox', { name: `New invitation link for ${email}` });
    expect((link as HTMLInputElement).value).toMatch(/\/accept-invitation\?token=invitation-\d+$/);
    expect(dev.callsOf('resendInvitation')).toEqual([[INVITATION.id]]);

    // The old invitation was revoked by the resend; the new one is pending in its place.
    const revoke = await screen.findByRole('button', {
      name: `Revoke the invitation for ${email}`,
    });
    await user.click(revoke);
    await user.click(await screen.findByRole('button', { name: 'Revoke invitation' }));
    expect(dev.callsOf('revokeInvitation')).toHaveLength(1);
    expect(await screen.findByText(/No invitation is waiting/)).toBeInTheDocument();
  });

  it('says "School with ID \'…\' not found" for an unknown school', async () => {
    const unknown = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    renderDevPage(SchoolDetailPage, { path: `/dev/schools/${unknown}`, pattern: PATTERN });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `School with ID '${unknown}' not found`,
    );
  });

  it('refuses an id that is not a UUID without asking the server', async () => {
    const { dev } = renderDevPage(SchoolDetailPage, {
      path: '/dev/schools/not-an-id',
      pattern: PATTERN,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('school ids are UUIDs');
    expect(dev.calls).toEqual([]);
  });
});
