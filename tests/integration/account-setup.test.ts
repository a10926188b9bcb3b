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

function clientFor(userId: string, url = server.url, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      headers: { Authorization: `Bearer ${server.token(userId)}` },
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    },
    realtime: { transport: ws as never },
  });
}

/**
 * A fetch that runs as usual until its profile read answers "no row" (PGRST116), then holds the
 * next write (whatever creates the profile) until `release()`: a set-up stopped between its read
 * and its write.
 */
function holdWriteAfterMissingProfile() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let sawMissing!: () => void;
  const missingSeen = new Promise<void>((resolve) => (sawMissing = resolve));
  let writeHeld!: () => void;
  const writeReached = new Promise<void>((resolve) => (writeHeld = resolve));
  let holding = false;
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (holding && method !== 'GET' && method !== 'HEAD') {
      holding = false;
      writeHeld();
      await released;
    }
    const response = await fetch(input, init);
    if (method === 'GET' && url.includes('/rest/v1/profiles') && response.status === 406) {
      holding = true;
      sawMissing();
    }
    return response;
  };
  return { fetchImpl, missingSeen, writeReached, release };
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

  it('two set-ups of a new user at once both succeed and leave one profile', async () => {
    const userId = await server.createUser();
    const [first, second] = await Promise.all([setUp(userId), setUp(userId)]);

    expect(first.snapshot).toEqual(second.snapshot);
    expect(first.snapshot).toMatchObject({ userId, fullName: 'Ada Teacher' });
    const { rows } = await server.stack.database.sql.query<{ profiles: number; prefs: number }>(
      `select (select count(*)::int from public.profiles where user_id = $1) as profiles,
              (select count(*)::int from public.user_preferences where user_id = $1) as prefs`,
      [userId],
    );
    expect(rows[0]).toEqual({ profiles: 1, prefs: 1 });
  });

  it('a set-up that starts between the other one’s read and its write: both succeed', async () => {
    const userId = await server.createUser();
    const held = holdWriteAfterMissingProfile();
    const first = setUp(userId, clientFor(userId, server.url, held.fetchImpl));
    // The first set-up has read "no profile" and is about to create it…
    await held.missingSeen;
    await held.writeReached;
    // …when a second one (another tab, a retry) runs from start to end and creates it.
    const second = await setUp(userId);
    held.release();
    const { snapshot } = await first;

    expect(snapshot).toEqual(second.snapshot);
    expect(await row('profiles', userId)).toMatchObject({ full_name: 'Ada Teacher' });
    const { rows } = await server.stack.database.sql.query<{ n: number }>(
      `select count(*)::int as n from public.profiles where user_id = $1`,
      [userId],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe('ensure_profile and ensure_preferences run as the caller, under RLS', () => {
  it('refuse the anon role', async () => {
    const anon = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    });
    const profile = await anon.rpc('ensure_profile', { full_name: 'X', school_id: null });
    expect(profile.error?.code).toBe('42501');
    const preferences = await anon.rpc('ensure_preferences', {
      timezone: 'UTC',
      theme: 'system',
      notification_preferences: {},
      school_id: null,
    });
    expect(preferences.error?.code).toBe('42501');
  });

  it("keep the guard triggers: no profile in a school one hasn't joined", async () => {
    const ownerId = await server.createUser();
    const { data: school, error } = await clientFor(ownerId)
      .rpc('create_school', { name: 'Not Yours School' })
      .single<{ id: string }>();
    if (error) throw error;
    const userId = await server.createUser();
    const refused = await clientFor(userId).rpc('ensure_profile', {
      full_name: 'Mallory',
      school_id: school.id,
    });
    expect(refused.error).toMatchObject({ code: '42501', hint: 'OWN_SCHOOL' });
    expect(await row('profiles', userId)).toBeUndefined();
  });
});
