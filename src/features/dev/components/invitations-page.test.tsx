import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/test-support/choose-option';
import type { DevInvitation } from '../api/dev-actions';
import { devRefusal, fakeDevActions, fakeSchool } from '../test-support/fake-dev-actions';
import { developer, renderDevPage } from '../test-support/render-dev-page';
import { InvitationsPage } from './invitations-page';

function invitation(
  id: string,
  email: string,
  status: DevInvitation['status'],
  schoolName = 'Riverside High',
): DevInvitation {
  return {
    id,
    schoolId: `school-of-${schoolName}`,
    schoolName,
    email,
    role: 'TEACHER',
    status,
    invitedByEmail: 'owner@riverside.test',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-11-27T08:00:00.000Z',
    acceptedAt: status === 'accepted' ? '2026-11-21T08:00:00.000Z' : null,
    revokedAt: status === 'revoked' ? '2026-11-21T08:00:00.000Z' : null,
  };
}

function setup() {
  const me = developer();
  const dev = fakeDevActions({
    currentUserId: me.id,
    data: {
      schools: ['Riverside High', 'Hillside'].map((name) =>
        fakeSchool({ id: `school-of-${name}`, name }),
      ),
      invitations: [
        invitation('i1', 'pending@school.test', 'pending'),
        invitation('i2', 'accepted@school.test', 'accepted'),
        invitation('i3', 'revoked@school.test', 'revoked', 'Hillside'),
      ],
    },
  });
  return renderDevPage(InvitationsPage, { path: '/dev/invitations', me, dev });
}

const emails = () =>
  within(screen.getByRole('list', { name: 'Invitations' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split(' ')[0]);

describe('InvitationsPage', () => {
  it('lists every school’s invitations and filters them by status in the URL', async () => {
    const { user, router, dev } = setup();
    await screen.findByText('pending@school.test');
    expect(emails()).toEqual([
      'pending@school.test',
      'accepted@school.test',
      'revoked@school.test',
    ]);

    await chooseOption(user, 'Status', 'Accepted');
    await screen.findByText('accepted@school.test');
    expect(await screen.findByRole('list', { name: 'Invitations' })).not.toHaveTextContent(
      'pending@school.test',
    );
    expect(router.state.location.search).toBe('?status=accepted');
    expect(dev.callsOf('listInvitations').at(-1)).toEqual([
      { status: 'accepted', search: '', after: null, limit: 25 },
    ]);
  });

  it('searches by address or school', async () => {
    const { user } = setup();
    await screen.findByText('pending@school.test');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by email address or school' }),
      'hill{Enter}',
    );
    await screen.findByRole('link', { name: 'Hillside' });
    expect(emails()).toEqual(['revoked@school.test']);
  });

  it('offers resend for any invitation not accepted and revoke for a pending one', async () => {
    setup();
    await screen.findByText('pending@school.test');
    const buttons = (email: string) =>
      within(screen.getByText(email).closest('li')!)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('pending@school.test')).toEqual(['Resend', 'Revoke']);
    expect(buttons('accepted@school.test')).toEqual([]);
    expect(buttons('revoked@school.test')).toEqual(['Resend']);
  });

  it('resends an invitation and shows its new link', async () => {
    const { user, dev } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation for revoked@school.test' }),
    );
    const link = await screen.findByRole('textbox', {
      name: 'New invitation link for revoked@school.test',
    });
    expect((link as HTMLInputElement).value).toContain('/accept-invitation?token=');
    expect(dev.callsOf('resendInvitation')).toEqual([['i3']]);
  });

  it('revokes a pending invitation after asking', async () => {
    const { user, dev } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation for pending@school.test' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke invitation' }));
    expect(dev.callsOf('revokeInvitation')).toEqual([['i1']]);
    await screen.findByRole('button', { name: 'Resend the invitation for pending@school.test' });
    expect(
      screen.queryByRole('button', { name: 'Revoke the invitation for pending@school.test' }),
    ).not.toBeInTheDocument();
  });

  it('shows a refused resend in the server’s words', async () => {
    const { user, dev } = setup();
    dev.refuse(
      'resendInvitation',
      devRefusal('This invitation has already been used', 'P0001', 'INVITATION_USED'),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation for pending@school.test' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was sent. This invitation has already been used',
    );
  });

  it('with nothing to show, says what to do', async () => {
    renderDevPage(InvitationsPage, { path: '/dev/invitations?status=expired' });
    expect(await screen.findByText(/No invitation matches/)).toBeInTheDocument();
  });
});
