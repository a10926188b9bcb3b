import { createContext, use } from 'react';
import type { ActionResult } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';

export type MembershipStatus = 'active' | 'invited' | 'suspended' | 'left';

/** One person in the school, as its owners and admins see them. */
export type Member = {
  membershipId: string;
  userId: string;
  email: string;
  fullName: string | null;
  role: SchoolRole;
  status: MembershipStatus;
  joinedAt: string | null;
};

/** An invitation sent and not yet accepted, revoked or expired. */
export type PendingInvitation = {
  id: string;
  email: string;
  role: SchoolRole;
  invitedByEmail: string | null;
  createdAt: string;
  expiresAt: string;
};

/** What inviting gives back: the link to hand over (it was also mailed) and when it stops working. */
export type SentInvitation = { link: string; expiresAt: string };

/** A school's invite code and the app's link that opens the join page with it filled in. */
export type InviteCode = { code: string; joinLink: string };

/**
 * What member management asks of the server. The app implements it (it owns the Supabase client);
 * tests give a fake. Every call answers a value: a refusal ('You cannot invite someone with a role
 * above your own', the last owner) is an outcome the page shows in the server's words.
 */
export interface MembersActions {
  listMembers(schoolId: string): Promise<ActionResult<Member[]>>;
  listInvitations(schoolId: string): Promise<ActionResult<PendingInvitation[]>>;
  invite(schoolId: string, email: string, role: SchoolRole): Promise<ActionResult<SentInvitation>>;
  revokeInvitation(invitationId: string): Promise<ActionResult>;
  changeRole(membershipId: string, role: SchoolRole): Promise<ActionResult>;
  removeMember(membershipId: string): Promise<ActionResult>;
  /** The school's invite code: anyone who has it joins as TEACHER (spec §4, join_school). */
  inviteCode(schoolId: string): Promise<ActionResult<InviteCode>>;
  /** A new code; the old one stops working at once. Members who joined with it stay. */
  rotateInviteCode(schoolId: string): Promise<ActionResult<InviteCode>>;
}

export const MembersActionsContext = createContext<MembersActions | null>(null);

export function useMembersActions(): MembersActions {
  const actions = use(MembersActionsContext);
  if (!actions) throw new Error('useMembersActions needs MembersActionsContext');
  return actions;
}
