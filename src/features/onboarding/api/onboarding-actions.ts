import { createContext, use } from 'react';
import type { ActionResult } from '@/shared/lib/result';
import type { AccountSetupStep, AccountSetupStepState } from '../model/account-setup-progress';

export type TeacherDetails = { fullName: string; subjects: string[]; yearLevels: number[] };

/**
 * What onboarding asks of the server. The app implements it (it owns the Supabase client); tests
 * give a fake. Every call answers a value: a refusal ('No school has this invite code') is an
 * expected outcome the page shows, not an exception.
 */
export interface OnboardingActions {
  /**
   * Spec §4 account set-up; reports each step. `search` is the set-up page's query (it may remember
   * where the user was going); the answer is where to go now.
   */
  runAccountSetup(
    onStep: (step: AccountSetupStep, state: AccountSetupStepState) => void,
    search: string,
  ): Promise<ActionResult<{ destination: string }>>;
  /** The creator becomes OWNER (docs/decisions.md). */
  createSchool(name: string): Promise<ActionResult<{ schoolName: string }>>;
  /** An 8-character invite code, or an invitation link or token (then the invitation is accepted). */
  joinSchool(codeOrLink: string): Promise<ActionResult<{ schoolName: string }>>;
  workSolo(): Promise<ActionResult>;
  saveTeacherDetails(details: TeacherDetails): Promise<ActionResult>;
}

export const OnboardingActionsContext = createContext<OnboardingActions | null>(null);

export function useOnboardingActions(): OnboardingActions {
  const actions = use(OnboardingActionsContext);
  if (!actions) throw new Error('useOnboardingActions needs OnboardingActionsContext');
  return actions;
}
