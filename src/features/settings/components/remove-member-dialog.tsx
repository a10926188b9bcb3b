import { AlertDialog } from 'radix-ui';
import { Button } from '@/shared/ui/button';

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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Remove ${name}`} disabled={disabled}>
          Remove
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">Remove {name}?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            They lose access to this school and its shared plans on every device. Their own lessons
            stay theirs. To come back they need a new invitation or the invite code.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>Remove member</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
