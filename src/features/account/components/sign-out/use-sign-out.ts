import { useState } from 'react';
import { useNavigate } from 'react-router';
import { actionErrorMessage } from '@/shared/lib/result';
import { useAccountActions } from '../../api/account-actions';

export type SignOutFlow = {
  busy: boolean;
  /** Why the last attempt failed, in words; null when it did not. */
  problem: string | null;
  /** The unsynced count the confirmation names; null while it is closed. */
  unsynced: number | null;
  signOut(discardUnsynced: boolean): Promise<void>;
  dismissConfirmation(): void;
};

/**
 * Sign out as /profile and the user menu both do it: the action first tries to send what this
 * device holds; when changes are still unsent it refuses and the caller asks before discarding
 * them (signing out deletes this user's data from the device). Success goes to /login.
 */
export function useSignOut(): SignOutFlow {
  const actions = useAccountActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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

  return { busy, problem, unsynced, signOut, dismissConfirmation: () => setUnsynced(null) };
}
