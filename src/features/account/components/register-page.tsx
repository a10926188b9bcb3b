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
import { NewPasswordFields } from './new-password-fields';
import { registerSchema, type RegisterInput } from '../model/credentials-schema';

/**
 * Sign up. The server mails a confirmation link (its answer is the same whether or not the address
 * has an account, so the page says "check your email" either way); following the link signs the
 * person in (/auth/confirm). A server that auto-confirms signs them in at once, and the access
 * guard takes them to account set-up.
 */
export function RegisterPage() {
  const actions = useAccountActions();
  const { search } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: standardSchemaResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    setProblem(null);
    const result = await actions.signUp({ fullName, email, password });
    if (!result.ok) setProblem(actionErrorMessage(result.error));
    else if (result.value.kind === 'confirmation-sent') setSentTo(email);
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

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
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          errors={errors}
          labels={{ password: 'Password', confirm: 'Confirm password' }}
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

function CheckYourEmail({ email }: { email: string }) {
  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeading title="Check your email" />
      <div role="status" className="space-y-3 text-sm">
        <p>
          We sent a link to <strong>{email}</strong>. Follow it to confirm your address and finish
          creating your account.
        </p>
        <p className="text-muted-foreground">
          No mail after a few minutes? Look in your spam folder, or sign up again to get a new link.
        </p>
      </div>
    </div>
  );
}
