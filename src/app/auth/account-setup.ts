import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import type { AccountSnapshot } from './account-snapshot';
import {
  FINALIZE_PAUSE_MS,
  type AccountSetupStep,
  type AccountSetupStepState,
} from '@/features/onboarding/model/account-setup-progress';

/** Spec §3 and §7 defaults for a new preferences row; the time zone comes from the browser. */
export const DEFAULT_NOTIFICATION_PREFERENCES = { lessons: true, deadlines: true, updates: false };

/** The missing-row code PostgREST answers `.single()` with (spec §4 "profile creation"). */
const NO_ROW = 'PGRST116';

export interface AccountSetupInput {
  client: SupabaseClient;
  userId: string;
  /** From sign-up's metadata: a created profile starts with the name the user typed. */
  fullName: string | null;
  timeZone: string;
  sleep: (ms: number) => Promise<void>;
  onStep: (step: AccountSetupStep, state: AccountSetupStepState) => void;
}

type Membership = { school_id: string; role: SchoolRole; status: string; joined_at: string | null };
type Profile = {
  full_name: string | null;
  school_id: string | null;
  is_solo_user: boolean;
  is_developer: boolean;
};

/** A failed call, kept whole so the error catalogue can classify it. */
class SetupCallError extends Error {
  constructor(override readonly cause: PostgrestError) {
    super(cause.message);
  }
}

function check<T>(result: { data: T; error: PostgrestError | null }): T {
  if (result.error) throw new SetupCallError(result.error);
  return result.data;
}

/** `.single()` answers a row or an error, never null without one. */
function checkRow<T>(result: { data: T | null; error: PostgrestError | null }): T {
  const row = check(result);
  if (row === null) throw new Error('The server answered no row and no error');
  return row;
}

/**
 * Runs the four steps of spec §4 against the server and returns what the device should remember.
 * Throws (with the failing call's error) when a step fails; the step is reported as 'error' first.
 */
export async function runAccountSetup(input: AccountSetupInput): Promise<AccountSnapshot> {
  const { onStep } = input;
  let current: AccountSetupStep = 'sync-membership';
  const step = async <T>(name: AccountSetupStep, work: () => Promise<T>): Promise<T> => {
    current = name;
    onStep(name, 'loading');
    const value = await work();
    onStep(name, 'completed');
    return value;
  };
  try {
    const membership = await step('sync-membership', () => syncMembership(input));
    const profile = await step('load-profile', () => loadProfile(input, membership));
    const schoolName = await step('load-school', () => loadSchoolName(input, profile.school_id));
    return await step('finalize', async () => {
      await input.sleep(FINALIZE_PAUSE_MS);
      return {
        userId: input.userId,
        fullName: profile.full_name,
        isDeveloper: profile.is_developer,
        isSolo: profile.is_solo_user,
        schoolId: schoolName === null ? null : profile.school_id,
        schoolName,
        role:
          membership && membership.school_id === profile.school_id && schoolName !== null
            ? membership.role
            : null,
      };
    });
  } catch (error) {
    onStep(current, 'error');
    throw error instanceof SetupCallError ? error.cause : error;
  }
}

/**
 * Spec §4: the latest membership's school becomes the current one, in preferences and profile (a
 * membership made elsewhere, e.g. an accepted invitation, shows up here). Only active memberships
 * count: a member who left or was removed has no school.
 */
async function syncMembership({ client, userId }: AccountSetupInput): Promise<Membership | null> {
  const membership = check(
    await client
      .from('school_memberships')
      .select('school_id, status, role, joined_at, schools(name)')
      .eq('user_id', userId)
      .eq('status', 'active')
      .is('deleted_at', null)
      .order('joined_at', { ascending: false, nullsFirst: false })
      .limit(1)
      .maybeSingle(),
  ) as Membership | null;
  if (!membership) return null;
  const schoolId = membership.school_id;
  // Only rows that differ: an unchanged row is not rewritten (each write is a change to sync).
  const differs = `school_id.is.null,school_id.neq.${schoolId}`;
  for (const table of ['user_preferences', 'profiles'] as const) {
    check(
      await client.from(table).update({ school_id: schoolId }).eq('user_id', userId).or(differs),
    );
  }
  return membership;
}

/**
 * Reads the profile, creating it when missing (PGRST116, spec §4), and makes sure preferences
 * exist: created with the browser's time zone and the spec's defaults, never overwritten. Both are
 * created by `ensure_profile` / `ensure_preferences` (migration 20261124000100), which insert
 * unless the row exists: two set-ups racing (two tabs, a retry) both succeed, where a plain insert
 * made the second fail with 409 (issue 11).
 */
async function loadProfile(
  { client, userId, fullName, timeZone }: AccountSetupInput,
  membership: Membership | null,
): Promise<Profile> {
  const columns = 'full_name, school_id, is_solo_user, is_developer';
  const read = await client.from('profiles').select(columns).eq('user_id', userId).single();
  let profile: Profile;
  if (read.error?.code === NO_ROW) {
    profile = checkRow<Profile>(
      await client
        .rpc('ensure_profile', { full_name: fullName, school_id: membership?.school_id ?? null })
        .select(columns)
        .single(),
    );
  } else {
    profile = checkRow<Profile>(read);
  }
  check(
    await client.rpc('ensure_preferences', {
      timezone: timeZone,
      theme: 'system',
      notification_preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      school_id: profile.school_id,
    }),
  );
  return profile;
}

/** The current school's name; null when there is none or it is gone (deleted, no longer visible). */
async function loadSchoolName(
  { client }: AccountSetupInput,
  schoolId: string | null,
): Promise<string | null> {
  if (schoolId === null) return null;
  const school = check(
    await client
      .from('schools')
      .select('id, name')
      .eq('id', schoolId)
      .is('deleted_at', null)
      .maybeSingle(),
  );
  return school?.name ?? null;
}
