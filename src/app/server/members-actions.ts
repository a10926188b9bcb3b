import type { SupabaseClient } from '@supabase/supabase-js';
// zod/mini keeps this lazy server-actions chunk small; it never loads before a user acts.
import { z } from 'zod/mini';
import type {
  InviteCode,
  Member,
  MembersActions,
  PendingInvitation,
  SentInvitation,
} from '@/features/settings/api/members-actions';
import type { ActionResult } from '@/shared/lib/result';
import { PATHS } from '../access/route-paths';
import { attempt, toResult } from './rpc-result';

const JOIN_PATH = PATHS.onboardingJoin;

const roleSchema = z.enum(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER']);

const memberRowSchema = z.object({
  membership_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.nullable(z.string()),
  role: roleSchema,
  status: z.enum(['active', 'invited', 'suspended', 'left']),
  joined_at: z.nullable(z.string()),
});

const invitationRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invited_by_email: z.nullable(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
});

const createdInvitationSchema = z.object({
  accept_path: z.string().check(z.startsWith('/')),
  expires_at: z.string(),
});

/** A row the server sent in a shape we do not know is a bug: it throws, and `attempt` reports it. */
const toMember = (row: unknown): Member => {
  const parsed = memberRowSchema.parse(row);
  return {
    membershipId: parsed.membership_id,
    userId: parsed.user_id,
    email: parsed.email,
    fullName: parsed.full_name,
    role: parsed.role,
    status: parsed.status,
    joinedAt: parsed.joined_at,
  };
};

const toInvitation = (row: unknown): PendingInvitation => {
  const parsed = invitationRowSchema.parse(row);
  return {
    id: parsed.id,
    email: parsed.email,
    role: parsed.role,
    invitedByEmail: parsed.invited_by_email,
    createdAt: parsed.created_at,
    expiresAt: parsed.expires_at,
  };
};

const rows = (data: unknown): unknown[] => z.array(z.unknown()).parse(data);

/** `private.new_invite_code`'s alphabet and length (core schema migration). */
const inviteCodeSchema = z.string().check(z.regex(/^[A-HJ-NP-Z2-9]{8}$/));
const schoolCodeRowSchema = z.object({ invite_code: inviteCodeSchema });

/**
 * Member management over the school's RPCs (supabase/migrations/…_accounts.sql). The server checks
 * every rule (manager only, rank ceiling, last owner) and answers with a hint and a sentence; the
 * page shows the sentence. `origin` turns the invitation's accept path into a link to hand over.
 */
export function createMembersActions(
  getClient: () => Promise<SupabaseClient>,
  origin: string,
): MembersActions {
  const withClient = <T>(work: (client: SupabaseClient) => Promise<ActionResult<T>>) =>
    attempt(async () => work(await getClient()));
  // The accept path is absolute; an origin given with a trailing slash must not double it.
  const base = origin.replace(/\/+$/, '');
  const inviteCodeOf = (code: string): InviteCode => ({
    code,
    joinLink: `${base}${JOIN_PATH}?${new URLSearchParams({ code }).toString()}`,
  });

  return {
    listMembers: (schoolId) =>
      withClient(async (client) =>
        toResult(await client.rpc('school_members', { school_id: schoolId }), (data) =>
          rows(data).map(toMember),
        ),
      ),

    listInvitations: (schoolId) =>
      withClient(async (client) =>
        toResult(await client.rpc('school_invitations', { school_id: schoolId }), (data) =>
          rows(data).map(toInvitation),
        ),
      ),

    invite: (schoolId, email, role) =>
      withClient(async (client) =>
        toResult(
          await client.rpc('create_invitation', { school_id: schoolId, email, role }),
          (data): SentInvitation => {
            const created = createdInvitationSchema.parse(data);
            return { link: base + created.accept_path, expiresAt: created.expires_at };
          },
        ),
      ),

    revokeInvitation: (invitationId) =>
      withClient(async (client) =>
        toResult(
          await client.rpc('revoke_invitation', { invitation_id: invitationId }),
          () => undefined,
        ),
      ),

    changeRole: (membershipId, role) =>
      withClient(async (client) =>
        toResult(
          await client.rpc('set_member_role', { membership_id: membershipId, role }),
          () => undefined,
        ),
      ),

    removeMember: (membershipId) =>
      withClient(async (client) =>
        toResult(
          await client.rpc('remove_member', { membership_id: membershipId }),
          () => undefined,
        ),
      ),

    inviteCode: (schoolId) =>
      withClient(async (client) =>
        toResult(
          await client.from('schools').select('invite_code').eq('id', schoolId).single(),
          (row) => inviteCodeOf(schoolCodeRowSchema.parse(row).invite_code),
        ),
      ),

    rotateInviteCode: (schoolId) =>
      withClient(async (client) =>
        toResult(await client.rpc('regenerate_invite_code', { school_id: schoolId }), (code) =>
          inviteCodeOf(inviteCodeSchema.parse(code)),
        ),
      ),
  };
}
