import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/shared/ui/text-field';
import { PASSWORD_MIN_LENGTH } from '../model/credentials-schema';

/**
 * A new password typed twice, under the register page's rule: registering, resetting from the
 * mailed link and changing it on /profile all ask the same way.
 */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  labels = { password: 'New password', confirm: 'Confirm new password' },
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  labels?: { password: string; confirm: string };
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirm}
      />
    </>
  );
}
