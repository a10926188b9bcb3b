import { Check, CircleAlert, Circle, LoaderCircle } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  ACCOUNT_SETUP_FAILED_MESSAGE,
  ACCOUNT_SETUP_STEPS,
  STEP_LABELS,
  overallProgress,
  type AccountSetupProgress,
  type AccountSetupStepState,
} from '../model/account-setup-progress';

const STATE_TEXT: Record<AccountSetupStepState, string> = {
  pending: 'Waiting',
  loading: 'In progress',
  completed: 'Done',
  error: 'Failed',
};

function StepIcon({ state }: { state: AccountSetupStepState }) {
  const common = 'size-4 shrink-0';
  if (state === 'completed') return <Check aria-hidden className={`${common} text-primary`} />;
  if (state === 'loading')
    return (
      <LoaderCircle aria-hidden className={`${common} animate-spin motion-reduce:animate-none`} />
    );
  if (state === 'error')
    return <CircleAlert aria-hidden className={`${common} text-destructive`} />;
  return <Circle aria-hidden className={`${common} text-muted-foreground`} />;
}

/**
 * The account set-up screen of spec §4: each step with its state, the overall bar (the mean of the
 * steps), and on failure 'Failed to load user data' with a way to try again.
 */
export function AccountSetupLoader({
  progress,
  failure,
  onRetry,
}: {
  progress: AccountSetupProgress;
  /** Why it failed, in words, when it did. */
  failure: string | null;
  onRetry: () => void;
}) {
  const percent = overallProgress(progress);
  return (
    <div className="space-y-6">
      <div
        role="progressbar"
        aria-label="Account set-up"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="space-y-2" aria-label="Steps">
        {ACCOUNT_SETUP_STEPS.map((step) => (
          <li key={step} className="flex items-center gap-3 text-sm" data-state={progress[step]}>
            <StepIcon state={progress[step]} />
            <span className="flex-1">{STEP_LABELS[step]}</span>
            <span className="text-muted-foreground">{STATE_TEXT[progress[step]]}</span>
          </li>
        ))}
      </ol>
      {failure !== null && (
        <div className="space-y-3">
          <FormAlert>
            <p className="font-medium">{ACCOUNT_SETUP_FAILED_MESSAGE}</p>
            <p>{failure}</p>
          </FormAlert>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      )}
    </div>
  );
}
