import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { useAccountActions } from '../api/account-actions';
import { unsyncedWarning } from '../model/profile-rules';

/**
 * Sign out. The action first tries to send what this device holds; when changes are still unsent
 * it asks before discarding them (signing out deletes this user's data from the device).
 */
export function SignOutSection() {
  const actions = useAccountActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The unsynced count the confirmation names; null while it is closed. */
  const [unsynced, setUnsynced] = useState<number | null>(null);

  const signOut = async (discardUnsynced: boolean) => {
    setBusy(true);
    setProblem(null);
    setUnsynced(null);
    try {
      const result = await actions.signOut({ discardUnsynced });
      if (result.ok) {
        await navigate('/login');
        return;
      }
      if (result.reason === 'unsynced') setUnsynced(result.pending);
      else setProblem(actionErrorMessage(result.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button variant="outline" disabled={busy} onClick={() => signOut(false)}>
        {busy ? 'Signing out…' : 'Sign out'}
      </Button>
      <AlertDialog.Root
        open={unsynced !== null}
        onOpenChange={(open) => {
          if (!open) setUnsynced(null);
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border border-border bg-background p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">
              Sign out and lose unsynced changes?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {unsyncedWarning(unsynced ?? 0)}
            </AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Stay signed in</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  variant="outline"
                  className="border-destructive text-destructive"
                  onClick={() => signOut(true)}
                >
                  Sign out and discard them
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
