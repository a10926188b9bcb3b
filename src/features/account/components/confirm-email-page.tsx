import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { AppError } from '@/shared/lib/errors';
import { actionErrorMessage } from '@/shared/lib/result';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useAccountActions, type EmailLinkType } from '../api/account-actions';

const LINK_TYPES: readonly EmailLinkType[] = ['email', 'signup', 'email_change'];
export const BROKEN_LINK_MESSAGE =
  'This confirmation link is incomplete. Open the link from the mail again, or sign up again for a new one.';
export const SPENT_LINK_MESSAGE =
  'This link has expired or has already been used. Sign in if you confirmed already, or sign up again for a new link.';

/** The server's 403 otp_expired is about the link, not a missing permission (the generic 403 text). */
const failureMessage = (error: AppError) =>
  error.sourceCode === 'otp_expired' ? SPENT_LINK_MESSAGE : actionErrorMessage(error);

/** Where a confirmed person goes: account set-up, then onboarding or their school. */
const AFTER_CONFIRMATION = '/onboarding-loading';

type State = { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * /auth/confirm?token_hash=…&type=…: the link mailed at sign-up (or to a new address). Public;
 * following it confirms the address and signs the person in, then account set-up runs.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const tokenHash = params.get('token_hash')?.trim() ?? '';
  const type = params.get('type') as EmailLinkType | null;
  const valid = tokenHash !== '' && type !== null && LINK_TYPES.includes(type);
  return (
    <div className="mx-auto w-full max-w-sm">
      <PageHeading title="Confirm your email" />
      {valid ? (
        <Confirmation tokenHash={tokenHash} type={type} />
      ) : (
        <FormAlert>{BROKEN_LINK_MESSAGE}</FormAlert>
      )}
    </div>
  );
}

function Confirmation({ tokenHash, type }: { tokenHash: string; type: EmailLinkType }) {
  const actions = useAccountActions();
  const [state, setState] = useState<State>({ kind: 'confirming' });
  // A code works once: React's development double effect must not spend it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === tokenHash) return;
    sent.current = tokenHash;
    void actions.confirmEmail(tokenHash, type).then((result) => {
      setState(
        result.ok
          ? { kind: 'confirmed' }
          : { kind: 'failed', message: failureMessage(result.error) },
      );
    });
  }, [actions, tokenHash, type]);

  if (state.kind === 'confirmed') return <Navigate to={AFTER_CONFIRMATION} replace />;
  if (state.kind === 'confirming') return <p role="status">Confirming your email address…</p>;
  return (
    <div className="space-y-4">
      <FormAlert>{state.message}</FormAlert>
      <p className="text-sm text-muted-foreground">
        Already confirmed?{' '}
        <Link className="text-primary underline underline-offset-4" to="/login">
          Sign in
        </Link>
      </p>
    </div>
  );
}
