/** Spec §4: account set-up after sign-in runs these steps, in this order. */
export const ACCOUNT_SETUP_STEPS = [
  'sync-membership',
  'load-profile',
  'load-school',
  'finalize',
] as const;
export type AccountSetupStep = (typeof ACCOUNT_SETUP_STEPS)[number];
export type AccountSetupStepState = 'pending' | 'loading' | 'completed' | 'error';
export type AccountSetupProgress = Record<AccountSetupStep, AccountSetupStepState>;

export const STEP_LABELS: Record<AccountSetupStep, string> = {
  'sync-membership': 'Checking your school membership',
  'load-profile': 'Loading your profile',
  'load-school': 'Loading your school',
  finalize: 'Finishing up',
};

/**
 * How far each state counts toward the overall bar. A step under way counts half so the bar moves
 * as soon as it starts; a failed step counts nothing (it has to run again).
 */
export const STEP_STATE_PERCENT: Record<AccountSetupStepState, number> = {
  pending: 0,
  loading: 50,
  completed: 100,
  error: 0,
};

export const initialProgress = (): AccountSetupProgress => ({
  'sync-membership': 'pending',
  'load-profile': 'pending',
  'load-school': 'pending',
  finalize: 'pending',
});

/** Spec §4: overall progress is the mean percentage of the steps, rounded to a whole percent. */
export function overallProgress(progress: AccountSetupProgress): number {
  const total = ACCOUNT_SETUP_STEPS.reduce(
    (sum, step) => sum + STEP_STATE_PERCENT[progress[step]],
    0,
  );
  return Math.round(total / ACCOUNT_SETUP_STEPS.length);
}

/** Spec §4's failure message. */
export const ACCOUNT_SETUP_FAILED_MESSAGE = 'Failed to load user data';

/** Spec §4: "There is a 500 ms pause at finalize" (the user sees every step complete). */
export const FINALIZE_PAUSE_MS = 500;
