import { useState } from 'react';
import { toast } from 'sonner';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { useMembersActions, type PendingInvitation } from '../api/members-actions';
import { ROLE_LABELS } from '../model/member-role-rules';
import { Section } from './section';

export function PendingInvitations({
  invitations,
  disabled,
  onChanged,
}: {
  invitations: PendingInvitation[];
  disabled: boolean;
  onChanged: () => void;
}) {
  const actions = useMembersActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const revoke = async (invitation: PendingInvitation) => {
    setBusyId(invitation.id);
    setProblem(null);
    const result = await actions.revokeInvitation(invitation.id);
    setBusyId(null);
    if (!result.ok) {
      if (result.error.code === 'NOT_FOUND') {
        // Gone meanwhile: say so and show the list as it is.
        setProblem(`The invitation for ${invitation.email} no longer exists.`);
        onChanged();
        return;
      }
      setProblem(actionErrorMessage(result.error));
      return;
    }
    toast.success(`Invitation for ${invitation.email} revoked`);
    onChanged();
  };

  return (
    <Section
      title="Pending invitations"
      description="Invitations not yet accepted. A revoked link stops working at once."
      empty="No invitations are waiting."
      isEmpty={invitations.length === 0}
    >
      {problem && <FormAlert>{problem}</FormAlert>}
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
            <Button
              variant="outline"
              size="sm"
              aria-label={`Revoke invitation for ${invitation.email}`}
              disabled={disabled || busyId !== null}
              onClick={() => revoke(invitation)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
