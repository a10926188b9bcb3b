import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { TextField } from '@/shared/ui/text-field';
import { useAccountActions } from '../api/account-actions';
import { signInSchema, type SignInInput } from '../model/credentials-schema';

/**
 * Sign in. On success the session changes and the access guard moves on (account set-up, then the
 * remembered origin), so this page never navigates itself. A refusal keeps what was typed.
 */
export function LoginPage() {
  const actions = useAccountActions();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: standardSchemaResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setProblem(null);
    const result = await actions.signIn(email, password);
    if (!result.ok) setProblem(actionErrorMessage(result.error));
  });

  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeading title="Sign in" />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link className="text-primary underline underline-offset-4" to="/forgot-password">
            Forgot your password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted-foreground">
        New here?{' '}
        <Link className="text-primary underline underline-offset-4" to={`/register${search}`}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
