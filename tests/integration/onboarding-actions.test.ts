import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import type { AuthSession } from '../../src/app/auth/auth-session';
import { createOnboardingActions } from '../../src/app/server/onboarding-actions';
import { startSyncServer, type SyncServer } from '../sync/harness/sync-server';

/**
 * Set-up and onboarding write straight to the server, so each asks this device to sync once its
 * write has committed: otherwise a new teacher's profile reached the replica only with the next
 * scheduled pull, up to 30 s after they landed on the dashboard (the guided tour waited for it).
 * Against the real local stack; each sync request records what the server held at that moment.
 */
let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function rowsOf(table: string, userId: string) {
  const result = await server.stack.database.sql.query(
    `select * from public.${table} where user_id = $1`,
    [userId],
  );
  return result.rows as Record<string, unknown>[];
}

/** Only what onboarding touches: the signed-in user and their supabase-js client. */
function sessionOf(userId: string): AuthSession {
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${server.token(userId)}` } },
    realtime: { transport: ws as never },
  });
  const unused = () => {
    throw new Error('not used by onboarding');
  };
  return {
    getSnapshot: () => ({
      status: 'signed-in',
      user: {
        id: userId,
        email: 'new@example.test',
        isDeveloper: false,
        role: null,
        schoolId: null,
        schoolName: null,
        fullName: null,
        account: 'needs-onboarding',
      },
    }),
    subscribe: () => () => undefined,
    client: () => Promise.resolve(client),
    applyAccount: () => undefined,
    signOut: unused,
    signInWithPassword: unused,
    signUp: unused,
    verifyEmailLink: unused,
  };
}

/** The actions, with a sync request that notes the user's profile and memberships as it is made. */
function onboardingOf(userId: string) {
  const seen: Promise<{ profile?: Record<string, unknown>; memberships: number }>[] = [];
  const actions = createOnboardingActions({
    session: sessionOf(userId),
    timeZone: () => 'Australia/Sydney',
    sleep: () => Promise.resolve(),
    syncNow: () => {
      seen.push(
        Promise.all([rowsOf('profiles', userId), rowsOf('school_memberships', userId)]).then(
          ([profiles, memberships]) => ({ profile: profiles[0], memberships: memberships.length }),
        ),
      );
    },
  });
  return { actions, seen: () => Promise.all(seen) };
}

describe('onboarding asks this device to sync after each write', () => {
  it('account set-up: once the new profile exists', async () => {
    const userId = await server.createUser();
    const { actions, seen } = onboardingOf(userId);

    expect(await actions.runAccountSetup(() => undefined, '')).toMatchObject({ ok: true });

    const requests = await seen();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.profile).toMatchObject({ user_id: userId, is_solo_user: false });
  });

  it('working solo and the teaching details: each once its change is on the server', async () => {
    const userId = await server.createUser();
    const { actions, seen } = onboardingOf(userId);
    await actions.runAccountSetup(() => undefined, '');

    expect(await actions.workSolo()).toEqual({ ok: true, value: undefined });
    const [, solo] = await seen();
    expect(solo!.profile).toMatchObject({ is_solo_user: true, full_name: null });
    expect(
      await actions.saveTeacherDetails({
        fullName: ' Fran First ',
        subjects: ['Science'],
        yearLevels: [8],
      }),
    ).toEqual({ ok: true, value: undefined });

    const [, , details] = await seen();
    expect(details!.profile).toMatchObject({
      full_name: 'Fran First',
      subjects: ['Science'],
      year_levels: [8],
    });
  });

  it('creating a school: once the owner’s membership exists', async () => {
    const userId = await server.createUser();
    const { actions, seen } = onboardingOf(userId);
    await actions.runAccountSetup(() => undefined, '');

    expect(await actions.createSchool('  Riverbend High ')).toEqual({
      ok: true,
      value: { schoolName: 'Riverbend High' },
    });

    const requests = await seen();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.memberships).toBe(1);
  });
});
