import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useAccountActions } from '../api/account-actions';
import { newPasswordSchema, type NewPasswordInput } from '../model/credentials-schema';
import { NewPasswordFields } from './new-password-fields';
import { passwordErrorMessage, RESET_LINK_BROKEN_MESSAGE } from '../model/password-messages';

/** Where a person goes once the new password is set: they are signed in, so account set-up. */
const AFTER_RESET = '/onboarding-loading';

type LinkState = { kind: 'opening' } | { kind: 'open' } | { kind: 'failed'; message: string };

/**
 * /reset-password?token_hash=…&type=recovery: the mailed recovery link. The code signs the person
 * in (a recovery session, which may set a password without the forgotten one), then they choose
 * the new password, typed twice under the register page's rules.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const tokenHash = params.get('token_hash')?.trim() ?? '';
  const valid = tokenHash !== '' && params.get('type') === 'recovery';
  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeading title="Choose a new password" />
      {valid ? (
        <RecoveryLink tokenHash={tokenHash} />
      ) : (
        <LinkProblem message={RESET_LINK_BROKEN_MESSAGE} />
      )}
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <FormAlert>{message}</FormAlert>
      <p className="text-sm">
        <Link className="text-primary underline underline-offset-4" to="/forgot-password">
          Send me a new link
        </Link>
      </p>
    </div>
  );
}

function RecoveryLink({ tokenHash }: { tokenHash: string }) {
  const actions = useAccountActions();
  const [state, setState] = useState<LinkState>({ kind: 'opening' });
  // A code works once: React's development double effect must not spend it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === tokenHash) return;
    sent.current = tokenHash;
    void actions.openRecoveryLink(tokenHash).then((result) => {
      setState(
        result.ok
          ? { kind: 'open' }
          : { kind: 'failed', message: passwordErrorMessage(result.error) },
      );
    });
  }, [actions, tokenHash]);

  if (state.kind === 'opening') return <p role="status">Checking your reset link…</p>;
  if (state.kind === 'failed') return <LinkProblem message={state.message} />;
  return <NewPasswordForm />;
}

function NewPasswordForm() {
  const actions = useAccountActions();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordInput>({
    resolver: standardSchemaResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setProblem(null);
    const result = await actions.changePassword({ password });
    if (!result.ok) {
      setProblem(passwordErrorMessage(result.error));
      return;
    }
    toast.success('Your password is changed. You are signed in.');
    setDone(true);
  });

  if (done) return <Navigate to={AFTER_RESET} replace />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {problem && <FormAlert>{problem}</FormAlert>}
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        errors={errors}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
