import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { unsyncedWarning } from '../../model/profile-rules';
import type { SignOutFlow } from './use-sign-out';

/** Asks before a sign-out deletes changes that never reached the server. */
export function SignOutConfirmDialog({ flow }: { flow: SignOutFlow }) {
  return (
    <ConfirmDialog
      open={flow.unsynced !== null}
      onOpenChange={(open) => {
        if (!open) flow.dismissConfirmation();
      }}
      title="Sign out and lose unsynced changes?"
      description={unsyncedWarning(flow.unsynced ?? 0)}
      cancelLabel="Stay signed in"
      confirmLabel="Sign out and discard them"
      destructive
      onConfirm={() => flow.signOut(true)}
    />
  );
}
