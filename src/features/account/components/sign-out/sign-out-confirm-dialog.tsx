import { AlertDialog } from 'radix-ui';
import { Button } from '@/shared/ui/button';
import { unsyncedWarning } from '../../model/profile-rules';
import type { SignOutFlow } from './use-sign-out';

/** Asks before a sign-out deletes changes that never reached the server. */
export function SignOutConfirmDialog({ flow }: { flow: SignOutFlow }) {
  return (
    <AlertDialog.Root
      open={flow.unsynced !== null}
      onOpenChange={(open) => {
        if (!open) flow.dismissConfirmation();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">
            Sign out and lose unsynced changes?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {unsyncedWarning(flow.unsynced ?? 0)}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Stay signed in</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="outline"
                className="border-destructive text-destructive"
                onClick={() => flow.signOut(true)}
              >
                Sign out and discard them
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
