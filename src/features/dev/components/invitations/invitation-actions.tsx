import { useState } from 'react';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { ConfirmButton } from '../frame/confirm-button';
import { useDevActions, type DevInvitation, type ResentInvitation } from '../../api/dev-actions';
import { canResendInvitation, canRevokeInvitation } from '../../model/dev-words';
import { useDevChange } from '../../queries/use-dev-change';
import { SentLink } from '../sent-link';

export type Resent = { email: string; invitation: ResentInvitation };

/**
 * Resend (a new link and 7 days, mailed again; the old link stops working) and Revoke (asked
 * first) for one invitation; a refusal shows under it. The new link goes to the list
 * (`onResent`): the old row may leave the list it was in (a pending filter) when it is revoked.
 */
export function InvitationActions({
  invitation,
  disabled,
  onResent,
}: {
  invitation: DevInvitation;
  disabled: boolean;
  onResent: (resent: Resent) => void;
}) {
  const actions = useDevActions();
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useDevChange((id: string) => actions.resendInvitation(id));
  const revoke = useDevChange((id: string) => actions.revokeInvitation(id));
  const busy = resend.pending || revoke.pending;
  const { email } = invitation;

  const resendIt = async () => {
    setProblem(null);
    const result = await resend.run(invitation.id);
    if (!result.ok) return setProblem(`Nothing was sent. ${actionErrorMessage(result.error)}`);
    onResent({ email, invitation: result.value });
    toast.success(`A new invitation went to ${email}`);
  };
  const revokeIt = async () => {
    setProblem(null);
    const result = await revoke.run(invitation.id);
    if (!result.ok)
      setProblem(`The invitation was not revoked. ${actionErrorMessage(result.error)}`);
    else toast.success(`The invitation for ${email} was revoked`);
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {canResendInvitation(invitation.status) && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Resend the invitation for ${email}`}
            disabled={disabled || busy}
            onClick={() => void resendIt()}
          >
            Resend
          </Button>
        )}
        {canRevokeInvitation(invitation.status) && (
          <ConfirmButton
            variant="outline"
            size="sm"
            aria-label={`Revoke the invitation for ${email}`}
            disabled={disabled || busy}
            dialogTitle={`Revoke the invitation for ${email}?`}
            description="Its link stops working at once. You can send a new one later with Resend."
            confirmLabel="Revoke invitation"
            destructive
            onConfirm={() => void revokeIt()}
          >
            Revoke
          </ConfirmButton>
        )}
      </div>
      {problem && (
        <div className="basis-full">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
    </>
  );
}

/** The link of the invitation just resent, shown above its list. */
export function ResentLink({ resent }: { resent: Resent }) {
  return (
    <SentLink
      title={`New invitation sent to ${resent.email}`}
      sentence="The earlier link no longer works."
      label={`New invitation link for ${resent.email}`}
      link={resent.invitation.link}
      expiresAt={resent.invitation.expiresAt}
    />
  );
}
