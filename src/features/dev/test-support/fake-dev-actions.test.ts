import { describe, expect, it } from 'vitest';
import { actionErrorMessage } from '@/shared/lib/result';
import { fakeDevActions, fakeUser } from './fake-dev-actions';

describe('fakeDevActions', () => {
  it('pages by cursor, searches, records calls and audits changes', async () => {
    const dev = fakeDevActions({
      currentUserId: 'me',
      data: {
        users: ['c@x.test', 'a@x.test', 'b@x.test'].map((email, i) =>
          fakeUser({ userId: `u${i}`, email }),
        ),
      },
    });
    const first = await dev.actions.listUsers({ limit: 2 });
    expect(first.ok && first.value.rows.map((u) => u.email)).toEqual(['a@x.test', 'b@x.test']);
    const cursor = first.ok ? first.value.nextCursor : null;
    const second = await dev.actions.listUsers({ limit: 2, after: cursor });
    expect(second.ok && second.value).toMatchObject({
      rows: [{ email: 'c@x.test' }],
      nextCursor: null,
    });
    expect((await dev.actions.listUsers({ search: 'B@', limit: 5 })).ok).toBe(true);

    expect((await dev.actions.setDeveloper('u1', true)).ok).toBe(true);
    expect(dev.data.audit[0]).toMatchObject({ action: 'user.set_developer', targetId: 'u1' });
    expect(dev.callsOf('setDeveloper')).toEqual([['u1', true]]);

    const own = await dev.actions.setDeveloper('me', false);
    expect(!own.ok && actionErrorMessage(own.error)).toBe(
      'You cannot change your own developer flag',
    );
  });

  it('refuses on request and answers NOT_FOUND for an unknown school', async () => {
    const dev = fakeDevActions();
    const unknown = await dev.actions.schoolDetail('nope');
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(!unknown.ok && actionErrorMessage(unknown.error)).toBe(
      "School with ID 'nope' not found",
    );

    dev.refuse('dashboardStats');
    const refused = await dev.actions.dashboardStats();
    expect(!refused.ok && actionErrorMessage(refused.error)).toBe('Developer permissions required');
    dev.allow('dashboardStats');
    expect((await dev.actions.dashboardStats()).ok).toBe(true);
  });

  it('creates a school with a pending OWNER invitation; resend revokes the old one', async () => {
    const dev = fakeDevActions();
    const created = await dev.actions.createSchool({
      name: ' Hilltop ',
      description: null,
      isEnterprise: true,
      timetableTemplate: '10-day-ab',
      ownerEmail: 'Owner@School.test',
    });
    if (!created.ok) throw new Error('create failed');
    const detail = await dev.actions.schoolDetail(created.value.schoolId);
    expect(detail.ok && detail.value.pendingInvitations).toMatchObject([
      { email: 'owner@school.test', role: 'OWNER', status: 'pending' },
    ]);
    const resent = await dev.actions.resendInvitation(created.value.invitationId);
    expect(resent.ok).toBe(true);
    const revoked = await dev.actions.listInvitations({ status: 'revoked', limit: 10 });
    expect(revoked.ok && revoked.value.rows.map((i) => i.id)).toEqual([created.value.invitationId]);
  });
});
