import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { actionErrorMessage } from '@/shared/lib/result';
import { PageHeading } from '@/shared/ui/page-heading';
import { useOnboardingActions } from '../api/onboarding-actions';
import { initialProgress, type AccountSetupProgress } from '../model/account-setup-progress';
import { AccountSetupLoader } from './account-setup-loader';

/** Spec §4: runs account set-up after sign-in, then goes where the user was going. */
export function OnboardingLoadingPage() {
  const actions = useOnboardingActions();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [progress, setProgress] = useState<AccountSetupProgress>(initialProgress);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    setFailure(null);
    setProgress(initialProgress());
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    // A run whose screen went away (or was restarted) must not navigate or show its result.
    let current = true;
    void actions
      .runAccountSetup((step, state) => {
        if (current) setProgress((before) => ({ ...before, [step]: state }));
      }, search)
      .then((result) => {
        if (!current) return;
        if (result.ok) void navigate(result.value.destination, { replace: true });
        else setFailure(actionErrorMessage(result.error));
      });
    return () => {
      current = false;
    };
  }, [actions, navigate, search, attempt]);

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title="Setting up your account" />
      <AccountSetupLoader progress={progress} failure={failure} onRetry={retry} />
    </div>
  );
}
