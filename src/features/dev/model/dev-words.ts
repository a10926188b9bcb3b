import type { SchoolRole } from '@/shared/lib/session/session-source';
import type {
  FeedbackStatus,
  FeedbackStatusFilter,
  InvitationStatus,
  InvitationStatusFilter,
  MembershipStatus,
} from '../api/dev-actions';

/** How the developer pages name roles and statuses (the settings pages' words, kept apart). */
export const SCHOOL_ROLES: readonly SchoolRole[] = ['OWNER', 'ADMIN', 'TEACHER', 'VIEWER'];

export const ROLE_LABELS: Record<SchoolRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  TEACHER: 'Teacher',
  VIEWER: 'Viewer',
};

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  suspended: 'Suspended',
  left: 'Left',
};

export const INVITATION_STATUS_FILTERS: readonly InvitationStatusFilter[] = [
  'all',
  'pending',
  'accepted',
  'revoked',
  'expired',
];

export const INVITATION_STATUS_LABELS: Record<InvitationStatusFilter, string> = {
  all: 'All',
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const FEEDBACK_STATUS_FILTERS: readonly FeedbackStatusFilter[] = [
  'all',
  'new',
  'triaged',
  'closed',
];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatusFilter, string> = {
  all: 'All',
  new: 'New',
  triaged: 'Triaged',
  closed: 'Closed',
};

/** What an invitation's status allows: resend any not yet accepted, revoke only a pending one. */
export const canResendInvitation = (status: InvitationStatus) => status !== 'accepted';
export const canRevokeInvitation = (status: InvitationStatus) => status === 'pending';

/**
 * The next steps of a report (spec: new → triaged → closed; new → closed too; a closed report
 * reopens as triaged; never back to new), as the buttons offer them.
 */
export function feedbackMoves(status: FeedbackStatus): ReadonlyArray<{
  to: FeedbackStatus;
  label: string;
}> {
  switch (status) {
    case 'new':
      return [
        { to: 'triaged', label: 'Mark triaged' },
        { to: 'closed', label: 'Close' },
      ];
    case 'triaged':
      return [{ to: 'closed', label: 'Close' }];
    case 'closed':
      return [{ to: 'triaged', label: 'Reopen' }];
  }
}
