import type { SupabaseClient } from '@supabase/supabase-js';
import type { OnboardingActions } from '@/features/onboarding/api/onboarding-actions';
import { normalizeError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import { destinationAfterSetup } from '../access/access-rules';
import { accountStage } from '../auth/account-snapshot';
import { runAccountSetup } from '../auth/account-setup';
import type { AuthSession } from '../auth/auth-session';
import { invitationTokenIn } from '@/features/onboarding/model/invitation-token';
import { normalizeInviteCode } from '@/features/onboarding/model/invite-code';
import { attempt, toResult } from './rpc-result';

function signedInUserId(session: AuthSession): string {
  const state = session.getSnapshot();
  if (state.status !== 'signed-in') throw new Error('Onboarding runs only for a signed-in user');
  return state.user.id;
}

/** The school a new membership belongs to, by name, for "You joined …". */
export async function schoolNameOf(client: SupabaseClient, schoolId: string) {
  return toResult(
    await client.from('schools').select('name').eq('id', schoolId).single<{ name: string }>(),
    (row) => ({ schoolName: row.name }),
  );
}

export async function acceptInvitation(
  client: SupabaseClient,
  token: string,
): Promise<ActionResult<{ schoolName: string }>> {
  const accepted = await client.rpc('accept_invitation', { token }).single<{ school_id: string }>();
  if (accepted.error) return failed(normalizeError(accepted.error));
  return schoolNameOf(client, accepted.data.school_id);
}

/**
 * Set-up and onboarding write straight to the server (the profile, preferences, a school or a
 * membership), not through the outbox, so nothing would tell the sync engine: this device would see
 * them only at the next scheduled pull, up to 30 s later, and until then the dashboard has no
 * profile (the guided tour waits for one). So each call that reached the server asks this device
 * to sync, whatever it answered: a join commits even when reading the school's name then fails.
 */
export function createOnboardingActions({
  session,
  timeZone,
  sleep,
  syncNow,
}: {
  session: AuthSession;
  timeZone: () => string;
  sleep: (ms: number) => Promise<void>;
  syncNow: () => void;
}): OnboardingActions {
  const withClient = <T>(
    work: (client: SupabaseClient, userId: string) => Promise<ActionResult<T>>,
  ) =>
    attempt(async () => {
      const result = await work(await session.client(), signedInUserId(session));
      syncNow();
      return result;
    });

  return {
    runAccountSetup: (onStep, search) =>
      withClient(async (client, userId) => {
        const { data } = await client.auth.getSession();
        const metadataName: unknown = data.session?.user.user_metadata.full_name;
        const snapshot = await runAccountSetup({
          client,
          userId,
          fullName:
            typeof metadataName === 'string' && metadataName.trim() ? metadataName.trim() : null,
          timeZone: timeZone(),
          sleep,
          onStep,
        });
        session.applyAccount(snapshot);
        const stage = accountStage(snapshot);
        return succeeded({
          destination: destinationAfterSetup(search, {
            account: stage,
            isDeveloper: snapshot.isDeveloper,
          }),
        });
      }),

    createSchool: (name) =>
      withClient(async (client) =>
        toResult(
          await client.rpc('create_school', { name: name.trim() }).single<{ name: string }>(),
          (school) => ({ schoolName: school.name }),
        ),
      ),

    joinSchool: (codeOrLink) =>
      withClient(async (client) => {
        const token = invitationTokenIn(codeOrLink);
        if (token) return acceptInvitation(client, token);
        const joined = await client
          .rpc('join_school', { invite_code: normalizeInviteCode(codeOrLink) })
          .single<{ school_id: string }>();
        if (joined.error) return failed(normalizeError(joined.error));
        return schoolNameOf(client, joined.data.school_id);
      }),

    workSolo: () =>
      withClient(async (client, userId) =>
        toResult(
          await client
            .from('profiles')
            .upsert({ user_id: userId, is_solo_user: true }, { onConflict: 'user_id' }),
          () => undefined,
        ),
      ),

    saveTeacherDetails: ({ fullName, subjects, yearLevels }) =>
      withClient(async (client, userId) =>
        toResult(
          await client
            .from('profiles')
            .update({ full_name: fullName.trim(), subjects, year_levels: yearLevels })
            .eq('user_id', userId),
          () => undefined,
        ),
      ),
  };
}
