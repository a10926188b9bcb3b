import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { SignOutConfirmDialog } from './sign-out/sign-out-confirm-dialog';
import { useSignOut } from './sign-out/use-sign-out';

/** Sign out on /profile; the user menu offers the same flow (`useSignOut`). */
export function SignOutSection() {
  const flow = useSignOut();
  return (
    <div className="space-y-3">
      {flow.problem && <FormAlert>{flow.problem}</FormAlert>}
      <Button variant="outline" disabled={flow.busy} onClick={() => flow.signOut(false)}>
        {flow.busy ? 'Signing out…' : 'Sign out'}
      </Button>
      <SignOutConfirmDialog flow={flow} />
    </div>
  );
}
