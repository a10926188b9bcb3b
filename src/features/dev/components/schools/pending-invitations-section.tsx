import { useState } from 'react';
import { Link } from 'react-router';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import type { DevInvitation } from '../../api/dev-actions';
import { ROLE_LABELS } from '../../model/dev-words';
import { DEV_PATHS } from '../dev-paths';
import { DevSection } from '../dev-section';
import { InvitationActions, ResentLink, type Resent } from '../invitations/invitation-actions';

/** Invitations to this school not yet accepted, revoked or expired; resend or revoke them. */
export function PendingInvitationsSection({
  invitations,
  disabled,
}: {
  invitations: DevInvitation[];
  disabled: boolean;
}) {
  const [resent, setResent] = useState<Resent | null>(null);
  return (
    <DevSection
      title="Pending invitations"
      description="Not yet accepted. Every school's invitations are in Invitations."
      actions={
        <Link
          className="text-sm text-primary underline-offset-4 hover:underline"
          to={DEV_PATHS.invitations}
        >
          All invitations
        </Link>
      }
    >
      {resent && <ResentLink resent={resent} />}
      {invitations.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No invitation is waiting. New members join with the invite code above, or an owner or
          admin invites them from Settings › Members.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
              <div className="min-w-48 flex-1">
                <p className="font-medium">{invitation.email}</p>
                <p className="text-muted-foreground">
                  {ROLE_LABELS[invitation.role]}
                  {invitation.invitedByEmail && ` · invited by ${invitation.invitedByEmail}`} ·
                  expires {formatLocalDateTime(invitation.expiresAt)}
                </p>
              </div>
              <InvitationActions invitation={invitation} disabled={disabled} onResent={setResent} />
            </li>
          ))}
        </ul>
      )}
    </DevSection>
  );
}
