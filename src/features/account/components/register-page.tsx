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
import {
  PASSWORD_MIN_LENGTH,
  registerSchema,
  type RegisterInput,
} from '../model/credentials-schema';

/** Sign up. The new account is signed in at once; the access guard takes it to account set-up. */
export function RegisterPage() {
  const actions = useAccountActions();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: standardSchemaResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    setProblem(null);
    const result = await actions.signUp({ fullName, email, password });
    if (!result.ok) setProblem(actionErrorMessage(result.error));
  });

  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeading title="Create your account" />
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
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
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link className="text-primary underline underline-offset-4" to={`/login${search}`}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
