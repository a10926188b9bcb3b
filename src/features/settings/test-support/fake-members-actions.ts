import { normalizeError, type AppError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import type { Member, MembersActions, PendingInvitation } from '../api/members-actions';

type Method = keyof MembersActions;

/** A refusal the way PostgREST sends our migrations' rule errors: SQLSTATE, hint, sentence. */
export function serverRefusal(message: string, hint: string, code = 'P0001'): AppError {
  return normalizeError({ message, code, hint, details: null });
}

/**
 * An in-memory MembersActions for component tests: it keeps the lists, records every call and
 * answers a queued refusal once instead of doing the work.
 */
export function createFakeMembersActions(seed: {
  members: Member[];
  invitations?: PendingInvitation[];
  inviteCode?: string;
}) {
  const members = [...seed.members];
  /** Codes handed out by rotations, in order (the fake's stand-in for the server's random ones). */
  const nextCodes = ['NEWCQDE2', 'THRDCQD3'];
  let inviteCode = seed.inviteCode ?? 'DEMSCHL7';
  const withLink = (code: string) => ({
    code,
    joinLink: `http://app.test/onboarding/join?code=${code}`,
  });
  let invitations = [...(seed.invitations ?? [])];
  const refusals = new Map<Method, AppError>();
  const calls: { method: Method; args: unknown[] }[] = [];

  const answer = async <T>(
    method: Method,
    args: unknown[],
    work: () => T,
  ): Promise<ActionResult<T>> => {
    calls.push({ method, args });
    const refusal = refusals.get(method);
    if (refusal) {
      refusals.delete(method);
      return failed(refusal);
    }
    return succeeded(work());
  };

  const actions: MembersActions = {
    listMembers: (schoolId) => answer('listMembers', [schoolId], () => [...members]),
    listInvitations: (schoolId) => answer('listInvitations', [schoolId], () => [...invitations]),
    invite: (schoolId, email, role) =>
      answer('invite', [schoolId, email, role], () => {
        const id = `inv-${invitations.length + 1}`;
        const expiresAt = '2026-11-30T08:00:00.000Z';
        invitations = [
          {
            id,
            email,
            role,
            invitedByEmail: 'me@school.test',
            createdAt: '2026-11-23T08:00:00.000Z',
            expiresAt,
          },
          ...invitations,
        ];
        return { link: `http://app.test/accept-invitation?token=token-${id}`, expiresAt };
      }),
    revokeInvitation: (id) =>
      answer('revokeInvitation', [id], () => {
        invitations = invitations.filter((invitation) => invitation.id !== id);
      }),
    changeRole: (membershipId, role) =>
      answer('changeRole', [membershipId, role], () => {
        const index = members.findIndex((m) => m.membershipId === membershipId);
        const member = members[index];
        if (member) members[index] = { ...member, role };
      }),
    removeMember: (membershipId) =>
      answer('removeMember', [membershipId], () => {
        const index = members.findIndex((m) => m.membershipId === membershipId);
        if (index >= 0) members.splice(index, 1);
      }),
    inviteCode: (schoolId) => answer('inviteCode', [schoolId], () => withLink(inviteCode)),
    rotateInviteCode: (schoolId) =>
      answer('rotateInviteCode', [schoolId], () => {
        inviteCode = nextCodes.shift() ?? inviteCode;
        return withLink(inviteCode);
      }),
  };

  return {
    actions,
    calls,
    /** The next call of `method` fails with `error`. */
    refuse(method: Method, error: AppError) {
      refusals.set(method, error);
    },
  };
}

export function member(
  overrides: Partial<Member> & Pick<Member, 'membershipId' | 'userId'>,
): Member {
  return {
    email: `${overrides.userId}@school.test`,
    fullName: null,
    role: 'TEACHER',
    status: 'active',
    joinedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}
