import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/text-field';
import { useAccountActions } from '../api/account-actions';
import { changePasswordSchema, type ChangePasswordInput } from '../model/credentials-schema';
import { NewPasswordFields } from './new-password-fields';
import { passwordErrorMessage } from '../model/password-messages';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password on /profile. The current password is asked for: the server wants it (a session
 * left open on a shared computer must not be enough to take the account), and hosted Supabase with
 * "Secure password change" does too. The server signs out the account's other sessions.
 */
export function ChangePasswordForm() {
  const actions = useAccountActions();
  const online = useOnlineStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordInput>({
    resolver: standardSchemaResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    setProblem(null);
    setChanged(false);
    const result = await actions.changePassword({ password, currentPassword });
    if (!result.ok) {
      setProblem(passwordErrorMessage(result.error));
      return;
    }
    form.reset(EMPTY);
    setChanged(true);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {problem && <FormAlert>{problem}</FormAlert>}
      {changed && (
        <p role="status" className="text-sm font-medium">
          Your password is changed. Other devices signed in to this account were signed out.
        </p>
      )}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" variant="outline" disabled={isSubmitting || !online}>
        {isSubmitting ? 'Changing…' : 'Change password'}
      </Button>
      {!online && (
        <p className="text-sm text-muted-foreground">You can change your password once online.</p>
      )}
    </form>
  );
}
