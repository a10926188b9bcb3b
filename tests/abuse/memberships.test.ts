import { describe, expect, it } from 'vitest';
import { runAccountSetup } from '@/app/auth/account-setup';
import { healthyWithin, rawRequest } from './support/abuse-stack';
import {
  confirmedUser,
  invitedMember,
  inviteCodeOf,
  membershipIdOf,
  schoolOwnedBy,
} from './support/memberships';

/**
 * Issue 12 items 3, 4 (its database side) and 6: memberships only by consent, and rejoining
 * within the role one had. Each test replays the probe's reproduction and asserts the refusal.
 */

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
  body: JSON.stringify(body),
});

/** Account set-up as the app runs it after a sign-in; returns the school it settles on. */
async function schoolAfterSetUp(person: Awaited<ReturnType<typeof confirmedUser>>) {
  const snapshot = await runAccountSetup({
    client: person.client,
    userId: person.id,
    fullName: 'Victim',
    timeZone: 'UTC',
    sleep: async () => {},
    onStep: () => {},
  });
  return { schoolId: snapshot.schoolId, schoolName: snapshot.schoolName, role: snapshot.role };
}

describe('memberships only by consent (issue 12 item 3)', () => {
  it("a school's OWNER cannot enrol a stranger, see them, or switch their school", async () => {
    const attacker = await confirmedUser('evil-owner');
    const victim = await confirmedUser('victim');
    const evilSchool = await schoolOwnedBy(attacker, 'Evil School');
    expect(await schoolAfterSetUp(victim)).toEqual({
      schoolId: null,
      schoolName: null,
      role: null,
    });

    // The probe: POST /rest/v1/school_memberships as OWNER of school B.
    const posted = await rawRequest('/rest/v1/school_memberships', {
      token: attacker.accessToken,
      ...json({
        user_id: victim.id,
        school_id: evilSchool,
        role: 'OWNER',
        status: 'active',
        joined_at: '2099-01-01',
      }),
    });
    expect(posted.status).toBe(403);
    expect(await posted.json()).toMatchObject({ code: '42501' });

    // Nor through the sync wire.
    const pushed = await attacker.client.rpc('sync_push', {
      client_id: crypto.randomUUID(),
      protocol_version: 1,
      changes: [
        {
          seq: 1,
          table: 'school_memberships',
          op: 'upsert',
          id: crypto.randomUUID(),
          fields: {
            user_id: victim.id,
            school_id: evilSchool,
            role: 'OWNER',
            status: 'active',
            joined_at: '2099-01-01T00:00:00Z',
          },
          base: {},
        },
      ],
    });
    expect(pushed.error).toBeNull();
    expect((pushed.data as { results: unknown[] }).results).toMatchObject([
      { seq: 1, status: 'rejected', code: '42501' },
    ]);

    // The victim's profile and address stay out of the attacker's reach.
    const profile = await rawRequest(`/rest/v1/profiles?select=full_name&user_id=eq.${victim.id}`, {
      token: attacker.accessToken,
    });
    expect(await profile.json()).toEqual([]);
    const members = await attacker.client.rpc('school_members', { school_id: evilSchool });
    expect((members.data as { email: string }[]).map((m) => m.email)).toEqual([attacker.email]);

    // …and the victim's next set-up does not move them to Evil School.
    expect(await schoolAfterSetUp(victim)).toEqual({
      schoolId: null,
      schoolName: null,
      role: null,
    });
    await healthyWithin(5000);
  });

  it('a manager cannot forge joined_at, status or role on an existing member', async () => {
    const owner = await confirmedUser('owner');
    const teacher = await confirmedUser('teacher');
    const school = await schoolOwnedBy(owner, 'Forgery School');
    await invitedMember(owner, school, teacher, 'TEACHER');
    for (const change of [{ joined_at: '2099-01-01' }, { status: 'active' }, { role: 'VIEWER' }]) {
      const patched = await rawRequest(
        `/rest/v1/school_memberships?user_id=eq.${teacher.id}&school_id=eq.${school}`,
        { token: owner.accessToken, ...json(change), method: 'PATCH' },
      );
      expect(patched.status, JSON.stringify(change)).toBe(403);
    }
    // The role still changes the supported way.
    const membershipId = await membershipIdOf(owner, school, teacher.id);
    const changed = await owner.client.rpc('set_member_role', {
      membership_id: membershipId,
      role: 'VIEWER',
    });
    expect(changed.error).toBeNull();
    await healthyWithin(5000);
  });
});

describe("invitations go to the account's confirmed address (issue 12 item 4)", () => {
  it('changing the address to the invited one without confirming it does not accept', async () => {
    const owner = await confirmedUser('inviter');
    const intruder = await confirmedUser('intruder');
    const school = await schoolOwnedBy(owner, 'Invited School');
    const invited = `invited-${crypto.randomUUID().slice(0, 8)}@abuse.test`;
    const sent = await owner.client.rpc('create_invitation', {
      school_id: school,
      email: invited,
      role: 'ADMIN',
    });
    expect(sent.error).toBeNull();
    const { token } = sent.data as { token: string };

    const first = await intruder.client.rpc('accept_invitation', { token });
    expect(first.error).toMatchObject({ hint: 'INVITATION_WRONG_EMAIL' });
    // The probe's next step: claim the invited address on the account, then accept again.
    await rawRequest('/auth/v1/user', {
      token: intruder.accessToken,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: invited }),
    });
    const second = await intruder.client.rpc('accept_invitation', { token });
    expect(second.status).toBe(403);
    expect(second.error).toMatchObject({ hint: 'INVITATION_WRONG_EMAIL' });
    const members = await owner.client.rpc('school_members', { school_id: school });
    expect((members.data as { user_id: string }[]).map((m) => m.user_id)).toEqual([owner.id]);
  });
});

describe('rejoining restores no more than the role one had (issue 12 item 6)', () => {
  it('a VIEWER who leaves and rejoins with the code comes back as VIEWER', async () => {
    const owner = await confirmedUser('owner6');
    const viewer = await confirmedUser('viewer6');
    const school = await schoolOwnedBy(owner, 'Viewer School');
    await invitedMember(owner, school, viewer, 'VIEWER');
    const code = await inviteCodeOf(viewer.client, school); // members can read it

    expect((await viewer.client.rpc('leave_school', { school_id: school })).error).toBeNull();
    const rejoined = await viewer.client
      .rpc('join_school', { invite_code: code })
      .single<{ role: string; status: string }>();
    expect(rejoined.error).toBeNull();
    expect(rejoined.data).toMatchObject({ role: 'VIEWER', status: 'active' });
    // A VIEWER still writes nothing tied to the school.
    const posted = await rawRequest('/rest/v1/classes', {
      token: viewer.accessToken,
      ...json({ owner_id: viewer.id, school_id: school, name: '7X' }),
    });
    expect(posted.status).toBe(403);
  });

  it('a removed member needs a new invitation: the old code refuses them', async () => {
    const owner = await confirmedUser('owner6b');
    const teacher = await confirmedUser('removed6');
    const school = await schoolOwnedBy(owner, 'Removal School');
    await invitedMember(owner, school, teacher, 'TEACHER');
    const code = await inviteCodeOf(teacher.client, school);
    const removed = await owner.client.rpc('remove_member', {
      membership_id: await membershipIdOf(owner, school, teacher.id),
    });
    expect(removed.error).toBeNull();

    const rejoin = await teacher.client.rpc('join_school', { invite_code: code });
    expect(rejoin.status).toBe(403);
    expect(rejoin.error).toMatchObject({
      code: '42501',
      hint: 'MEMBERSHIP_REMOVED',
      message:
        'You were removed from this school: ask one of its owners or admins for a new invitation',
    });
    // The school's consent, a new invitation, lets them back.
    await invitedMember(owner, school, teacher, 'VIEWER');
    expect(await membershipIdOf(owner, school, teacher.id)).toBeTruthy();
    await healthyWithin(5000);
  });
});
