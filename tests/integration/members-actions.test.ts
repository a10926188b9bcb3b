import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createMembersActions } from '../../src/app/server/members-actions';
import type { MembersActions } from '../../src/features/settings/api/members-actions';
import { actionErrorMessage, type ActionResult } from '../../src/shared/lib/result';
import { startSyncServer, type SyncServer } from '../sync/harness/sync-server';

/**
 * createMembersActions against the real local stack: the member RPCs through PostgREST with a
 * signed-in user's token, every rule answered by the server and read back as the page shows it.
 */
const ORIGIN = 'http://app.test';

let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

function clientFor(userId: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${server.token(userId)}` } },
    // Node 20 has no WebSocket global; realtime is unused but supabase-js builds its client.
    realtime: { transport: ws as never },
  });
}

async function signedInUser() {
  const id = await server.createUser();
  const client = clientFor(id);
  return {
    id,
    email: `${id}@sync.test`,
    client,
    actions: createMembersActions(async () => client, ORIGIN),
  };
}

function value<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.message}`);
  return result.value;
}

/** The hint and the sentence the page would show. */
function refusal(result: ActionResult<unknown>) {
  if (result.ok) throw new Error('expected a refusal');
  return { hint: result.error.hint, message: actionErrorMessage(result.error) };
}

async function createSchool(client: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await client.rpc('create_school', { name }).single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

async function join(
  actions: MembersActions,
  schoolId: string,
  person: { email: string; client: SupabaseClient },
  role: 'ADMIN' | 'TEACHER' | 'VIEWER',
) {
  const { link } = value(await actions.invite(schoolId, person.email, role));
  const token = new URL(link).searchParams.get('token');
  const { error } = await person.client.rpc('accept_invitation', { token });
  if (error) throw error;
}

describe('createMembersActions on the local stack', () => {
  it('invites (link and local mailbox), lists, revokes, changes a role and removes a member', async () => {
    const owner = await signedInUser();
    const teacher = await signedInUser();
    const schoolId = await createSchool(owner.client, 'Hilltop School');

    const sent = value(
      await owner.actions.invite(schoolId, `  ${teacher.email.toUpperCase()} `, 'TEACHER'),
    );
    expect(sent.link).toMatch(/^http:\/\/app\.test\/accept-invitation\?token=[\w-]{43}$/);
    expect(Date.parse(sent.expiresAt)).toBeGreaterThan(Date.now());
    const mail = await server.stack.database.sql.query<{ body: string }>(
      'select body from public.mailbox where to_email = $1',
      [teacher.email],
    );
    expect(mail.rows[0]?.body).toContain(new URL(sent.link).pathname + new URL(sent.link).search);

    const pending = value(await owner.actions.listInvitations(schoolId));
    expect(pending).toEqual([
      expect.objectContaining({
        email: teacher.email,
        role: 'TEACHER',
        invitedByEmail: owner.email,
      }),
    ]);
    value(await owner.actions.revokeInvitation(pending[0]!.id));
    expect(value(await owner.actions.listInvitations(schoolId))).toEqual([]);

    await join(owner.actions, schoolId, teacher, 'TEACHER');
    const members = value(await owner.actions.listMembers(schoolId));
    expect(members.map((m) => [m.email, m.role, m.status])).toEqual([
      [owner.email, 'OWNER', 'active'],
      [teacher.email, 'TEACHER', 'active'],
    ]);
    const teacherMembership = members.find((m) => m.userId === teacher.id)!.membershipId;

    value(await owner.actions.changeRole(teacherMembership, 'VIEWER'));
    expect(
      value(await owner.actions.listMembers(schoolId)).find((m) => m.userId === teacher.id)?.role,
    ).toBe('VIEWER');

    value(await owner.actions.removeMember(teacherMembership));
    expect(value(await owner.actions.listMembers(schoolId)).map((m) => m.userId)).toEqual([
      owner.id,
    ]);
  });

  it('answers the rules with the server’s own sentences', async () => {
    const owner = await signedInUser();
    const admin = await signedInUser();
    const outsider = await signedInUser();
    const schoolId = await createSchool(owner.client, 'Riverside School');
    await join(owner.actions, schoolId, admin, 'ADMIN');
    const members = value(await owner.actions.listMembers(schoolId));
    const ownerMembership = members.find((m) => m.userId === owner.id)!.membershipId;
    const adminMembership = members.find((m) => m.userId === admin.id)!.membershipId;

    expect(refusal(await owner.actions.changeRole(ownerMembership, 'ADMIN'))).toEqual({
      hint: 'OWN_ROLE',
      message: 'You cannot change your own role',
    });
    expect(refusal(await owner.actions.removeMember(ownerMembership))).toMatchObject({
      hint: 'OWN_MEMBERSHIP',
    });
    expect(refusal(await admin.actions.changeRole(ownerMembership, 'TEACHER'))).toEqual({
      hint: 'ROLE_ABOVE_YOURS',
      message: 'You cannot change the membership of someone who outranks you',
    });
    expect(refusal(await admin.actions.invite(schoolId, 'boss@school.test', 'OWNER'))).toEqual({
      hint: 'ROLE_ABOVE_INVITER',
      message: 'You cannot invite someone with a role above your own',
    });
    expect(refusal(await owner.actions.invite(schoolId, 'not-an-email', 'TEACHER'))).toEqual({
      hint: 'INVALID_EMAIL',
      message: 'Enter a valid email address',
    });
    expect(refusal(await owner.actions.invite(schoolId, admin.email, 'TEACHER'))).toMatchObject({
      hint: 'ALREADY_MEMBER',
    });
    expect(refusal(await outsider.actions.listMembers(schoolId))).toMatchObject({
      hint: 'NOT_SCHOOL_MANAGER',
    });
    expect(refusal(await outsider.actions.listInvitations(schoolId))).toMatchObject({
      hint: 'NOT_SCHOOL_MANAGER',
    });

    // An admin manages within their rank: up to ADMIN is allowed.
    value(await admin.actions.invite(schoolId, 'peer@school.test', 'ADMIN'));
    expect(value(await admin.actions.listInvitations(schoolId)).map((i) => i.role)).toEqual([
      'ADMIN',
    ]);
    // The owner may demote the admin; only the owner's own role is out of their reach.
    value(await owner.actions.changeRole(adminMembership, 'TEACHER'));
  });

  it('a removed member is not found, cannot come back by code, and needs a new invitation', async () => {
    const owner = await signedInUser();
    const teacher = await signedInUser();
    const schoolId = await createSchool(owner.client, 'Lakeside School');
    await join(owner.actions, schoolId, teacher, 'VIEWER');
    const membership = value(await owner.actions.listMembers(schoolId)).find(
      (m) => m.userId === teacher.id,
    )!.membershipId;
    value(await owner.actions.removeMember(membership));

    // Gone for the managers' actions: NOT_FOUND (HTTP 404), medium, not retried.
    const gone = await owner.actions.changeRole(membership, 'TEACHER');
    if (gone.ok) throw new Error('expected a refusal');
    expect(gone.error).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      severity: 'medium',
      retryable: false,
      hint: 'MEMBERSHIP_NOT_FOUND',
      message: `Membership with ID '${membership}' not found`,
    });
    const unknownInvitation = await owner.actions.revokeInvitation(
      '00000000-0000-4000-8000-0000000009fd',
    );
    expect(unknownInvitation.ok || unknownInvitation.error).toMatchObject({
      code: 'NOT_FOUND',
      retryable: false,
    });

    // The school's code (every member can read it) does not let them back in.
    const { data: school } = await owner.client
      .from('schools')
      .select('invite_code')
      .eq('id', schoolId)
      .single<{ invite_code: string }>();
    const rejoin = await teacher.client.rpc('join_school', { invite_code: school!.invite_code });
    expect(rejoin.status).toBe(403);
    expect(rejoin.error).toMatchObject({
      hint: 'MEMBERSHIP_REMOVED',
      message:
        'You were removed from this school: ask one of its owners or admins for a new invitation',
    });
    // A new invitation does, with the role it names.
    await join(owner.actions, schoolId, teacher, 'TEACHER');
    expect(
      value(await owner.actions.listMembers(schoolId)).find((m) => m.userId === teacher.id)?.role,
    ).toBe('TEACHER');
  });

  it('reads and rotates the invite code: the join link carries it, the old code is refused with 404, a teacher cannot rotate', async () => {
    const owner = await signedInUser();
    const teacher = await signedInUser();
    const newcomer = await signedInUser();
    const schoolId = await createSchool(owner.client, 'Riverside School');
    await join(owner.actions, schoolId, teacher, 'TEACHER');

    const { code, joinLink } = value(await owner.actions.inviteCode(schoolId));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(joinLink).toBe(`${ORIGIN}/onboarding/join?code=${code}`);

    const { code: rotated } = value(await owner.actions.rotateInviteCode(schoolId));
    expect(rotated).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(rotated).not.toBe(code);
    expect(value(await owner.actions.inviteCode(schoolId)).code).toBe(rotated);

    // The old code is unknown now: a 4xx with the catalogue's sentence, never a 500.
    const stale = await newcomer.client.rpc('join_school', { invite_code: code });
    expect(stale.status).toBe(404);
    expect(stale.error?.message).toBe(`School with invite code '${code}' not found`);
    const fresh = await newcomer.client.rpc('join_school', { invite_code: rotated.toLowerCase() });
    expect(fresh.error).toBeNull();

    expect(refusal(await teacher.actions.rotateInviteCode(schoolId))).toEqual({
      hint: 'NOT_SCHOOL_MANAGER',
      message: 'Only owners and admins of this school can change its invite code',
    });
    expect(value(await owner.actions.inviteCode(schoolId)).code).toBe(rotated);
  });

  it('reports a server it cannot reach as a network failure, not a throw', async () => {
    const unreachable = createClient('http://127.0.0.1:9', server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    const actions = createMembersActions(async () => unreachable, ORIGIN);

    const result = await actions.listMembers('00000000-0000-4000-8000-000000000000');

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.type).toBe('network');
  });
});
