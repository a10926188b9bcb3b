import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import type { SentInvitation } from '../api/members-actions';
import { copyText } from './copy-text';

/** The link of an invitation just sent, to hand over by other means; the mail went out too. */
export function InvitationLink({
  email,
  invitation,
}: {
  email: string;
  invitation: SentInvitation;
}) {
  return (
    <div className="space-y-2 rounded-md border border-border p-3" role="status">
      <p className="text-sm">
        Invitation sent to <strong>{email}</strong>. It was also delivered to the local mailbox and
        expires on {formatLocalDateTime(invitation.expiresAt)}.
      </p>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label="Invitation link"
          value={invitation.link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void copyText(invitation.link, 'Invitation link copied')}
        >
          Copy link
        </Button>
      </div>
    </div>
  );
}
