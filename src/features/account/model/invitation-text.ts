import type { InvitationStatus } from '../api/account-actions';

/** Why an invitation link cannot be used, one sentence per case (issue 5: each its own message). */
export const INVITATION_PROBLEMS: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  unknown:
    "This invitation link isn't valid. Check that you copied the whole link, or ask for a new one.",
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  used: 'This invitation has already been used.',
  revoked: 'This invitation has been revoked. Ask your school for a new one if you still need it.',
};

export const MISSING_TOKEN_MESSAGE =
  'This invitation link is incomplete. Open the whole link from your invitation.';

const ROLE_NAMES = {
  OWNER: 'an owner',
  ADMIN: 'an admin',
  TEACHER: 'a teacher',
  VIEWER: 'a viewer',
};

/** "You're invited to join Hill School as a teacher." */
export function invitationHeadline(schoolName: string, role: keyof typeof ROLE_NAMES | null) {
  return `You're invited to join ${schoolName}${role ? ` as ${ROLE_NAMES[role]}` : ''}.`;
}

/** The invitation names one address; accepting it with another is refused, so say so first. */
export function wrongAccountMessage(invited: string, signedInAs: string) {
  return `This invitation was sent to ${invited}, but you are signed in as ${signedInAs}. Sign out and sign in with ${invited} to accept it.`;
}

export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
