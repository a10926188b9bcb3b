import { lazy, Suspense } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { useSignOut } from './sign-out/use-sign-out';

/**
 * The question about unsynced changes loads when it is asked (Radix's dialog is ~13 KB gzip that
 * /profile's first paint does not need; route budget).
 */
const SignOutConfirmDialog = lazy(() =>
  import('./sign-out/sign-out-confirm-dialog').then((module) => ({
    default: module.SignOutConfirmDialog,
  })),
);

/** Sign out on /profile; the user menu offers the same flow (`useSignOut`). */
export function SignOutSection() {
  const flow = useSignOut();
  return (
    <div className="space-y-3">
      {flow.problem && <FormAlert>{flow.problem}</FormAlert>}
      <Button variant="outline" disabled={flow.busy} onClick={() => flow.signOut(false)}>
        {flow.busy ? 'Signing out…' : 'Sign out'}
      </Button>
      {flow.unsynced !== null && (
        <Suspense fallback={null}>
          <SignOutConfirmDialog flow={flow} />
        </Suspense>
      )}
    </div>
  );
}
