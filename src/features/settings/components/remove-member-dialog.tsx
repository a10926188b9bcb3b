import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** Remove asks first: the member loses the school's shared plans on every device at once. */
export function RemoveMemberDialog({
  name,
  disabled,
  onConfirm,
}: {
  name: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Remove ${name}`} disabled={disabled}>
          Remove
        </Button>
      }
      title={`Remove ${name}?`}
      description="They lose access to this school and its shared plans on every device. Their own lessons stay theirs. To come back they need a new invitation or the invite code."
      confirmLabel="Remove member"
      onConfirm={onConfirm}
    />
  );
}
