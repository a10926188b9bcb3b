import { vi } from 'vitest';
import type { AccountActions } from '@/features/account/api/account-actions';
import type { SchoolOverviewActions } from '@/features/dashboard/api/school-overview-actions';
import type { OnboardingActions } from '@/features/onboarding/api/onboarding-actions';
import { createAppError } from '@/shared/lib/errors';
import { failed, succeeded } from '@/shared/lib/result';

/** A refusal for calls a test did not set up: visible in the UI, never a silent success. */
const notInThisTest = () =>
  Promise.resolve(
    failed(createAppError('NOT_IMPLEMENTED', { message: 'Not set up in this test' })),
  );

/** Account actions for page tests: every call is a spy; override the ones the test drives. */
export function fakeAccountActions(overrides: Partial<AccountActions> = {}): AccountActions {
  return {
    signIn: vi.fn(notInThisTest),
    signUp: vi.fn(notInThisTest),
    confirmEmail: vi.fn(notInThisTest),
    signOut: vi.fn(async () => ({ ok: true as const })),
    requestPasswordReset: vi.fn(notInThisTest),
    openRecoveryLink: vi.fn(notInThisTest),
    changePassword: vi.fn(notInThisTest),
    previewInvitation: vi.fn(notInThisTest),
    acceptInvitation: vi.fn(notInThisTest),
    ...overrides,
  };
}

export function fakeOnboardingActions(
  overrides: Partial<OnboardingActions> = {},
): OnboardingActions {
  return {
    runAccountSetup: vi.fn(async () => succeeded({ destination: '/dashboard' })),
    createSchool: vi.fn(notInThisTest),
    joinSchool: vi.fn(notInThisTest),
    workSolo: vi.fn(notInThisTest),
    saveTeacherDetails: vi.fn(notInThisTest),
    ...overrides,
  };
}

/** The managers' school view: refuses like a server call nobody set up (the section says so). */
export function fakeSchoolOverviewActions(
  overrides: Partial<SchoolOverviewActions> = {},
): SchoolOverviewActions {
  return {
    loadOverview: vi.fn(async () => ({
      ok: false as const,
      reason: 'failed' as const,
      message: 'Not set up in this test',
    })),
    ...overrides,
  };
}
