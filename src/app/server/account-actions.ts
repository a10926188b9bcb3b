import { forgetKeptFiguresOf } from '@/db/kept-figures';
import type { AccountActions, InvitationPreview } from '@/features/account/api/account-actions';
import { forgetDashboardStartCount } from '@/features/dashboard/queries/dashboard-start';
import { forgetSchoolOverviewsOf } from '@/features/dashboard/queries/school/school-overview-cache';
import { forgetWeeksOf } from '@/features/planner/queries/week/week-cache-store';
import { normalizeError } from '@/shared/lib/errors';
import { forgetKeptAnswersOf } from '@/shared/lib/query/kept-answers';
import { failed, succeeded } from '@/shared/lib/result';
import { toResult, attempt } from './rpc-result';
import { acceptInvitation } from './onboarding-actions';
import type { AuthSession } from '../auth/auth-session';
import type { SyncRuntime } from '../sync/sync-runtime';

/** How long sign-out waits for the outbox to reach the server before asking the user. */
export const SIGN_OUT_FLUSH_TIMEOUT_MS = 5000;
/** Another tab of the user may hold the replica open a moment; deletion then finishes on its own. */
export const REPLICA_DELETE_WAIT_MS = 3000;

type PreviewRow = {
  status: InvitationPreview['status'];
  school_name: string | null;
  email: string | null;
  role: InvitationPreview['role'];
  expires_at: string | null;
};

export function createAccountActions({
  session,
  getRuntime,
  wait,
}: {
  session: AuthSession;
  /** The signed-in user's sync, when it runs (it is React state, read at call time). */
  getRuntime: () => SyncRuntime | null;
  wait: (ms: number) => Promise<void>;
}): AccountActions {
  return {
    signIn: (email, password) => attempt(() => session.signInWithPassword(email.trim(), password)),
    signUp: ({ email, password, fullName }) =>
      attempt(() => session.signUp({ email: email.trim(), password, fullName: fullName.trim() })),
    confirmEmail: (tokenHash, type) => attempt(() => session.verifyEmailLink(tokenHash, type)),
    openRecoveryLink: (tokenHash) => attempt(() => session.verifyEmailLink(tokenHash, 'recovery')),

    requestPasswordReset: (email) =>
      attempt(async () => {
        const client = await session.client();
        // The mailed link comes back to this app; hosted Supabase must list it among its
        // redirect URLs (README, Deployment), the local auth allows its own origin.
        const redirectTo = `${window.location.origin}/reset-password`;
        const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo });
        return error ? failed(normalizeError(error)) : succeeded(undefined);
      }),

    changePassword: ({ password, currentPassword }) =>
      attempt(async () => {
        const client = await session.client();
        const { error } = await client.auth.updateUser({
          password,
          ...(currentPassword ? { current_password: currentPassword } : {}),
        });
        return error ? failed(normalizeError(error)) : succeeded(undefined);
      }),

    async signOut({ discardUnsynced }) {
      const state = session.getSnapshot();
      if (state.status !== 'signed-in') return { ok: true };
      try {
        const runtime = getRuntime();
        if (runtime) {
          const pending = await runtime.flush(SIGN_OUT_FLUSH_TIMEOUT_MS);
          if (pending > 0 && !discardUnsynced) return { ok: false, reason: 'unsynced', pending };
          await runtime.stop();
        }
        await session.signOut();
        // The planner's week cache (memory and sessionStorage) holds lessons too.
        forgetWeeksOf(state.user.id);
        // So does the school overview a manager keeps for offline use (aggregates of colleagues).
        forgetSchoolOverviewsOf(state.user.id);
        // And the dashboard's and analytics pages' figures kept for a fast start (lesson titles
        // among them).
        forgetKeptFiguresOf(state.user.id);
        forgetDashboardStartCount();
        // And the last answers of the online-only reads (the developer area) kept for offline.
        forgetKeptAnswersOf(state.user.id);
        // Nothing of this user stays on the device (issue 5): the next person to sign in on this
        // browser must not find their lessons in IndexedDB.
        // Dexie loads lazily (it stays out of the entry chunk), as it does for the replica itself.
        const { deleteReplica } = await import('@/db/replica-db');
        await Promise.race([deleteReplica(state.user.id), wait(REPLICA_DELETE_WAIT_MS)]);
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: 'failed', error: normalizeError(error) };
      }
    },

    previewInvitation: (token) =>
      attempt(async () => {
        const client = await session.client();
        return toResult(await client.rpc('invitation_preview', { token }), (row: PreviewRow) => ({
          status: row.status,
          schoolName: row.school_name,
          email: row.email,
          role: row.role,
          expiresAt: row.expires_at,
        }));
      }),

    acceptInvitation: (token) =>
      attempt(async () => acceptInvitation(await session.client(), token)),
  };
}
