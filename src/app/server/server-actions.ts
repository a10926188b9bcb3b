import { createSchoolOverviewActions } from '@/features/dashboard/api/school-overview-rpc';
import { browserTimeZone } from '@/shared/lib/dates/time-zone';
import type { AuthSession } from '../auth/auth-session';
import type { SyncRuntime } from '../sync/sync-runtime';
import { createAccountActions } from './account-actions';
import { createDevActions } from './dev-actions';
import { createFeedbackActions } from './feedback-actions';
import { createMembersActions } from './members-actions';
import { createOnboardingActions } from './onboarding-actions';
import { createSyllabusImportActions } from './syllabus-actions';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every feature's actions, implemented with the signed-in supabase-js client (a lazy chunk). */
export function createServerActions(auth: AuthSession, getRuntime: () => SyncRuntime | null) {
  return {
    account: createAccountActions({ session: auth, getRuntime, wait }),
    onboarding: createOnboardingActions({
      session: auth,
      timeZone: () => browserTimeZone(),
      sleep: wait,
      syncNow: () => getRuntime()?.syncNow(),
    }),
    members: createMembersActions(() => auth.client(), window.location.origin),
    syllabusImport: createSyllabusImportActions({
      importSyllabus: async (args) => (await auth.client()).rpc('import_syllabus', args),
      syncNow: () => getRuntime()?.syncNow(),
    }),
    schoolOverview: createSchoolOverviewActions(async (args) =>
      (await auth.client()).rpc('school_planning_overview', args),
    ),
    feedback: createFeedbackActions(() => auth.client()),
    dev: createDevActions(() => auth.client(), window.location.origin),
  };
}
