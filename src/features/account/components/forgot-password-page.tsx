import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { TextField } from '@/shared/ui/text-field';
import { useAccountActions } from '../api/account-actions';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../model/credentials-schema';
import { passwordErrorMessage } from '../model/password-messages';

/**
 * /forgot-password: asks for the address and says the same whether or not it has an account (the
 * server answers alike too), so nobody learns who uses the app from this page.
 */
export function ForgotPasswordPage() {
  const actions = useAccountActions();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: standardSchemaResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    const result = await actions.requestPasswordReset(email);
    if (result.ok) setSentTo(email);
    else setProblem(passwordErrorMessage(result.error));
  });

  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeading title="Reset your password" />
      {sentTo ? (
        <div role="status" className="space-y-3 text-sm">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we sent a link to reset its
            password. It works for one hour.
          </p>
          <p className="text-muted-foreground">
            No mail after a few minutes? Look in your spam folder, or{' '}
            <button
              type="button"
              className="text-primary underline underline-offset-4"
              onClick={() => setSentTo(null)}
            >
              try again
            </button>
            .
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-muted-foreground">
            Enter the email address you sign in with and we will send you a link to choose a new
            password.
          </p>
          {problem && <FormAlert>{problem}</FormAlert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link className="text-primary underline underline-offset-4" to="/login">
          Sign in
        </Link>
      </p>
    </div>
  );
}
