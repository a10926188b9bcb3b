import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { runAccountSetup } from '../../src/app/auth/account-setup';
import type {
  AccountSetupStep,
  AccountSetupStepState,
} from '../../src/features/onboarding/model/account-setup-progress';
import { startSyncServer, type SyncServer } from '../sync/harness/sync-server';

/**
 * Spec §4 account set-up against the real local stack (PostgREST, RLS, triggers), as the app runs
 * it after every sign-in: membership copied into preferences and profile, a missing profile created
 * (PGRST116), preferences created with the browser's zone and the spec's defaults, never overwritten.
 */
let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

function clientFor(userId: string, url = server.url): SupabaseClient {
  return createClient(url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${server.token(userId)}` } },
    realtime: { transport: ws as never },
  });
}

async function setUp(userId: string, client = clientFor(userId)) {
  const steps: [AccountSetupStep, AccountSetupStepState][] = [];
  const paused: number[] = [];
  const snapshot = await runAccountSetup({
    client,
    userId,
    fullName: 'Ada Teacher',
    timeZone: 'Australia/Sydney',
    sleep: async (ms) => void paused.push(ms),
    onStep: (step, state) => steps.push([step, state]),
  });
  return { snapshot, steps, paused };
}

async function row(table: string, userId: string) {
  const result = await server.stack.database.sql.query(
    `select * from public.${table} where user_id = $1`,
    [userId],
  );
  return result.rows[0] as Record<string, unknown> | undefined;
}

describe('runAccountSetup', () => {
  it('a brand-new user: creates the profile and the preferences, and needs onboarding', async () => {
    const userId = await server.createUser();
    const { snapshot, steps, paused } = await setUp(userId);

    expect(steps).toEqual([
      ['sync-membership', 'loading'],
      ['sync-membership', 'completed'],
      ['load-profile', 'loading'],
      ['load-profile', 'completed'],
      ['load-school', 'loading'],
      ['load-school', 'completed'],
      ['finalize', 'loading'],
      ['finalize', 'completed'],
    ]);
    expect(paused).toEqual([500]);
    expect(snapshot).toEqual({
      userId,
      fullName: 'Ada Teacher',
      isDeveloper: false,
      isSolo: false,
      role: null,
      schoolId: null,
      schoolName: null,
    });
    expect(await row('profiles', userId)).toMatchObject({
      full_name: 'Ada Teacher',
      school_id: null,
    });
    expect(await row('user_preferences', userId)).toMatchObject({
      timezone: 'Australia/Sydney',
      theme: 'system',
      notification_preferences: { lessons: true, deadlines: true, updates: false },
    });
  });

  it("copies the latest membership's school into preferences and profile, with the role", async () => {
    const ownerId = await server.createUser();
    const { data: school, error } = await clientFor(ownerId)
      .rpc('create_school', { name: 'Hill School' })
      .single<{ id: string }>();
    if (error) throw error;
    const userId = await server.createUser();
    await setUp(userId); // profile and preferences exist, without a school
    // A membership made elsewhere (say by a developer) that has not reached the profile yet.
    await server.stack.database.sql.query(
      `insert into public.school_memberships (user_id, school_id, role, status, joined_at)
       values ($1, $2, 'VIEWER', 'active', now())`,
      [userId, school.id],
    );

    const { snapshot } = await setUp(userId);

    expect(snapshot).toMatchObject({
      schoolId: school.id,
      schoolName: 'Hill School',
      role: 'VIEWER',
    });
    expect(await row('profiles', userId)).toMatchObject({ school_id: school.id });
    expect(await row('user_preferences', userId)).toMatchObject({ school_id: school.id });
  });

  it('never overwrites existing preferences', async () => {
    const userId = await server.createUser();
    await setUp(userId);
    await server.stack.database.sql.query(
      `update public.user_preferences set timezone = 'Europe/Paris', theme = 'dark' where user_id = $1`,
      [userId],
    );
    await setUp(userId);
    expect(await row('user_preferences', userId)).toMatchObject({
      timezone: 'Europe/Paris',
      theme: 'dark',
    });
  });

  it('a solo teacher is ready without a school', async () => {
    const userId = await server.createUser();
    await setUp(userId);
    await server.stack.database.sql.query(
      `update public.profiles set is_solo_user = true where user_id = $1`,
      [userId],
    );
    expect((await setUp(userId)).snapshot).toMatchObject({ isSolo: true, schoolId: null });
  });

  it('a failing step is reported as error and the call rejects with its error', async () => {
    const userId = await server.createUser();
    const unreachable = clientFor(userId, 'http://127.0.0.1:9');
    const steps: [AccountSetupStep, AccountSetupStepState][] = [];
    await expect(
      runAccountSetup({
        client: unreachable,
        userId,
        fullName: null,
        timeZone: 'UTC',
        sleep: async () => undefined,
        onStep: (step, state) => steps.push([step, state]),
      }),
    ).rejects.toBeTruthy();
    expect(steps.at(-1)).toEqual(['sync-membership', 'error']);
    // postgrest-js retries a failed read for ~7 s before giving up (spec §8: reads retry).
  }, 30_000);
});
