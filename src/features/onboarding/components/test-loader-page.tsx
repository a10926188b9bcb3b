import { useEffect, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import {
  ACCOUNT_SETUP_STEPS,
  FINALIZE_PAUSE_MS,
  initialProgress,
  type AccountSetupProgress,
} from '../model/account-setup-progress';
import { AccountSetupLoader } from './account-setup-loader';

/** How long each simulated step takes in the demonstration. */
export const DEMO_STEP_MS = 700;

/**
 * /test-loader: the account set-up screen in a demonstration state. The steps advance on a timer
 * (finalize with its real 500 ms pause); nothing is read or written. It can also show the failure.
 */
export function TestLoaderPage() {
  const [progress, setProgress] = useState<AccountSetupProgress>(initialProgress);
  const [failAt, setFailAt] = useState<number | null>(null);
  const [run, setRun] = useState(0);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    let at = 0;
    for (const [index, step] of ACCOUNT_SETUP_STEPS.entries()) {
      timers.push(setTimeout(() => setProgress((p) => ({ ...p, [step]: 'loading' })), at));
      at += step === 'finalize' ? FINALIZE_PAUSE_MS : DEMO_STEP_MS;
      const outcome = failAt === index ? 'error' : 'completed';
      timers.push(setTimeout(() => setProgress((p) => ({ ...p, [step]: outcome })), at));
      // The steps after a failure never start (a timer of Infinity ms would fire at once).
      if (failAt === index) break;
    }
    return () => timers.forEach(clearTimeout);
  }, [run, failAt]);

  const restart = (fail: number | null) => {
    setProgress(initialProgress());
    setFailAt(fail);
    setRun((n) => n + 1);
  };
  const failed = ACCOUNT_SETUP_STEPS.some((step) => progress[step] === 'error');

  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeading title="Loader demonstration" />
      <p className="mb-6 text-sm text-muted-foreground">
        The account set-up screen with simulated steps. Nothing is loaded or saved.
      </p>
      <AccountSetupLoader
        progress={progress}
        failure={failed ? 'This is a simulated failure.' : null}
        onRetry={() => restart(null)}
      />
      <div className="mt-6 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => restart(null)}>
          Replay
        </Button>
        <Button variant="outline" onClick={() => restart(2)}>
          Replay with a failure
        </Button>
      </div>
    </div>
  );
}
