import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/shared/lib/session/session-source';
import { writeAccountSnapshot, type AccountSnapshot } from './account-snapshot';
import { createAuthSession } from './auth-session';
import { AUTH_STORAGE_KEY } from './supabase-client';

const USER = { id: '6f1c2d3e-0000-4000-8000-000000000001', email: 'ada@school.test' };
const session = { user: USER, access_token: 'a', refresh_token: 'r' };

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

class AuthRetryableFetchError extends Error {
  override name = 'AuthRetryableFetchError';
}

/** The part of supabase-js auth the session uses; each test sets the answers it needs. */
function fakeClient(auth: Partial<Record<string, unknown>>) {
  const listeners: ((event: string, s: unknown) => void)[] = [];
  const client = {
    auth: {
      onAuthStateChange: (listener: (event: string, s: unknown) => void) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
      signOut: vi.fn(async () => ({ error: null })),
      ...auth,
    },
  };
  return {
    client: client as unknown as SupabaseClient,
    emit: (event: string, s: unknown) => listeners.forEach((l) => l(event, s)),
  };
}

/** Generous: the session settles within a few turns of the event loop, on a loaded machine too. */
const CONDITION_LIMIT_MS = 10_000;

async function settled(source: { getSnapshot(): SessionState }) {
  await vi.waitFor(() => expect(source.getSnapshot().status).not.toBe('loading'), {
    timeout: CONDITION_LIMIT_MS,
  });
  return source.getSnapshot();
}

const snapshot: AccountSnapshot = {
  userId: USER.id,
  fullName: 'Ada',
  isDeveloper: false,
  isSolo: false,
  role: 'TEACHER',
  schoolId: 's1',
  schoolName: 'Hill School',
};

describe('createAuthSession', { timeout: 3 * CONDITION_LIMIT_MS }, () => {
  it('is loading until supabase-js has restored the session, then signed out without one', async () => {
    const { client } = fakeClient({});
    const source = createAuthSession({
      clientPromise: Promise.resolve(client),
      storage: memoryStorage(),
    });
    expect(source.getSnapshot()).toEqual({ status: 'loading' });
    expect(await settled(source)).toEqual({ status: 'signed-out' });
  });

  it('a restored session with no account snapshot needs set-up', async () => {
    const { client } = fakeClient({ getSession: async () => ({ data: { session }, error: null }) });
    const source = createAuthSession({
      clientPromise: Promise.resolve(client),
      storage: memoryStorage(),
    });
    expect(await settled(source)).toMatchObject({
      status: 'signed-in',
      user: { id: USER.id, email: USER.email, account: 'needs-setup', role: null },
    });
  });

  it('reopens offline with an expired token as the stored user, with their school and role', async () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(session) });
    writeAccountSnapshot(storage, snapshot);
    const { client } = fakeClient({
      getSession: async () => ({
        data: { session: null },
        error: new AuthRetryableFetchError('Failed to fetch'),
      }),
    });
    const source = createAuthSession({ clientPromise: Promise.resolve(client), storage });
    expect(await settled(source)).toMatchObject({
      status: 'signed-in',
      user: { id: USER.id, account: 'ready', role: 'TEACHER', schoolName: 'Hill School' },
    });
  });

  it('a session the server refused (not a network failure) is signed out', async () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(session) });
    const { client } = fakeClient({
      getSession: async () => ({
        data: { session: null },
        error: new Error('Invalid Refresh Token'),
      }),
    });
    const source = createAuthSession({ clientPromise: Promise.resolve(client), storage });
    expect(await settled(source)).toEqual({ status: 'signed-out' });
  });

  it('applyAccount makes the user ready and remembers it per user', async () => {
    const storage = memoryStorage();
    const { client } = fakeClient({ getSession: async () => ({ data: { session }, error: null }) });
    const source = createAuthSession({ clientPromise: Promise.resolve(client), storage });
    await settled(source);
    source.applyAccount({ ...snapshot, schoolId: null, schoolName: null, role: null });
    expect(source.getSnapshot()).toMatchObject({ user: { account: 'needs-onboarding' } });
    source.applyAccount(snapshot);
    expect(source.getSnapshot()).toMatchObject({ user: { account: 'ready', role: 'TEACHER' } });
    expect(storage.keys()).toContain(`lesson-planner.account.${USER.id}`);
  });

  it('signing in again runs set-up again, whatever an earlier sign-in found', async () => {
    const storage = memoryStorage();
    writeAccountSnapshot(storage, snapshot);
    const { client } = fakeClient({
      signInWithPassword: async () => ({ data: { user: USER, session }, error: null }),
    });
    const source = createAuthSession({ clientPromise: Promise.resolve(client), storage });
    await settled(source);
    expect(await source.signInWithPassword(USER.email, 'pw')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(source.getSnapshot()).toMatchObject({ user: { account: 'needs-setup' } });
  });

  it('a sign-up the server must confirm by mail leaves the person signed out', async () => {
    const signUp = vi.fn(async () => ({ data: { user: USER, session: null }, error: null }));
    const { client } = fakeClient({ signUp });
    const source = createAuthSession({
      clientPromise: Promise.resolve(client),
      storage: memoryStorage(),
    });
    await settled(source);
    const result = await source.signUp({ email: USER.email, password: 'pw', fullName: 'Ada' });
    expect(result).toEqual({ ok: true, value: { kind: 'confirmation-sent' } });
    expect(signUp).toHaveBeenCalledWith({
      email: USER.email,
      password: 'pw',
      options: { data: { full_name: 'Ada' } },
    });
    expect(source.getSnapshot()).toEqual({ status: 'signed-out' });
  });

  it('following the mailed link signs in and runs set-up', async () => {
    const storage = memoryStorage();
    writeAccountSnapshot(storage, snapshot);
    const verifyOtp = vi.fn(async () => ({ data: { user: USER, session }, error: null }));
    const { client } = fakeClient({ verifyOtp });
    const source = createAuthSession({ clientPromise: Promise.resolve(client), storage });
    await settled(source);
    expect(await source.verifyEmailLink('mailed-code', 'email')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(verifyOtp).toHaveBeenCalledWith({ token_hash: 'mailed-code', type: 'email' });
    expect(source.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { id: USER.id, account: 'needs-setup' },
    });
  });

  it('a refused sign-in is a value carrying the normalized error', async () => {
    const { client } = fakeClient({
      signInWithPassword: async () => ({
        data: { user: null, session: null },
        error: Object.assign(new Error('Invalid login credentials'), {
          status: 400,
          code: 'invalid_credentials',
        }),
      }),
    });
    const source = createAuthSession({
      clientPromise: Promise.resolve(client),
      storage: memoryStorage(),
    });
    const result = await source.signInWithPassword(USER.email, 'wrong');
    expect(result.ok).toBe(false);
    expect(source.getSnapshot()).toEqual({ status: 'signed-out' });
  });

  it('signing out offline still forgets the session and the snapshot on this device', async () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(session) });
    writeAccountSnapshot(storage, snapshot);
    const { client } = fakeClient({
      getSession: async () => ({ data: { session }, error: null }),
      signOut: async () => ({ error: new AuthRetryableFetchError('Failed to fetch') }),
    });
    const source = createAuthSession({ clientPromise: Promise.resolve(client), storage });
    await settled(source);
    await source.signOut();
    expect(source.getSnapshot()).toEqual({ status: 'signed-out' });
    expect(storage.keys()).toEqual([]);
  });

  it('follows sign-out from another tab (supabase-js broadcasts SIGNED_OUT)', async () => {
    const { client, emit } = fakeClient({
      getSession: async () => ({ data: { session }, error: null }),
    });
    const source = createAuthSession({
      clientPromise: Promise.resolve(client),
      storage: memoryStorage(),
    });
    await settled(source);
    emit('SIGNED_OUT', null);
    expect(source.getSnapshot()).toEqual({ status: 'signed-out' });
  });
});
