import { useMemo, type ReactNode } from 'react';
import { AccountActionsContext, type AccountActions } from '@/features/account/api/account-actions';
import {
  SchoolOverviewActionsContext,
  type SchoolOverviewActions,
} from '@/features/dashboard/api/school-overview-actions';
import { DevActionsContext, type DevActions } from '@/features/dev/api/dev-actions';
import {
  FeedbackActionsContext,
  type FeedbackActions,
} from '@/features/feedback/api/feedback-actions';
import {
  OnboardingActionsContext,
  type OnboardingActions,
} from '@/features/onboarding/api/onboarding-actions';
import {
  MembersActionsContext,
  type MembersActions,
} from '@/features/settings/api/members-actions';
import {
  SyllabusImportActionsContext,
  type SyllabusImportActions,
} from '@/features/syllabus/api/syllabus-import-actions';
import type { AuthSession } from '../auth/auth-session';
import { useSyncRuntime } from '../sync/sync-context';
import { lazyActions } from './lazy-actions';

/**
 * Gives each feature the server calls it declared (its actions port), implemented in src/app with
 * the signed-in supabase-js client and loaded on first use. Sits inside SyncProvider: sign-out
 * flushes and stops the user's sync.
 */
export function ServerActionsProvider({
  auth,
  children,
}: {
  auth: AuthSession;
  children: ReactNode;
}) {
  const runtime = useSyncRuntime();
  const actions = useMemo(() => {
    const load = async () =>
      (await import('./server-actions')).createServerActions(auth, () => runtime);
    let all: ReturnType<typeof load> | null = null;
    const loadOnce = () => (all ??= load());
    return {
      account: lazyActions<AccountActions>(async () => (await loadOnce()).account),
      onboarding: lazyActions<OnboardingActions>(async () => (await loadOnce()).onboarding),
      members: lazyActions<MembersActions>(async () => (await loadOnce()).members),
      syllabusImport: lazyActions<SyllabusImportActions>(
        async () => (await loadOnce()).syllabusImport,
      ),
      schoolOverview: lazyActions<SchoolOverviewActions>(
        async () => (await loadOnce()).schoolOverview,
      ),
      feedback: lazyActions<FeedbackActions>(async () => (await loadOnce()).feedback),
      dev: lazyActions<DevActions>(async () => (await loadOnce()).dev),
    };
  }, [auth, runtime]);
  return (
    <AccountActionsContext value={actions.account}>
      <OnboardingActionsContext value={actions.onboarding}>
        <MembersActionsContext value={actions.members}>
          <SyllabusImportActionsContext value={actions.syllabusImport}>
            <SchoolOverviewActionsContext value={actions.schoolOverview}>
              <FeedbackActionsContext value={actions.feedback}>
                <DevActionsContext value={actions.dev}>{children}</DevActionsContext>
              </FeedbackActionsContext>
            </SchoolOverviewActionsContext>
          </SyllabusImportActionsContext>
        </MembersActionsContext>
      </OnboardingActionsContext>
    </AccountActionsContext>
  );
}
