import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { EmailLinkType, SignUpOutcome } from '@/features/account/api/account-actions';
import { normalizeError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import type { SessionSource, SessionState } from '@/shared/lib/session/session-source';
import {
  accountStage,
  readAccountSnapshot,
  removeAccountSnapshot,
  writeAccountSnapshot,
  type AccountSnapshot,
} from './account-snapshot';
import { AUTH_STORAGE_KEY } from './supabase-client';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Who is signed in, as supabase-js stored it: enough to open their replica with no network. */
type AuthUser = { id: string; email: string };

/**
 * The real session source (issue 5): supabase-js auth behind the app's SessionSource, plus what
 * account set-up learnt (school, role, developer flag) from the per-user snapshot, so the app
 * reopens offline exactly as it was left.
 */
export interface AuthSession extends SessionSource {
  /** Resolves once supabase-js has loaded (it is a lazy chunk). */
  client(): Promise<SupabaseClient>;
  /** Account set-up finished: remember what it found and let the user in. */
  applyAccount(snapshot: AccountSnapshot): void;
  signInWithPassword(email: string, password: string): Promise<ActionResult>;
  /** A session at once when the server auto-confirms; otherwise the address must confirm first. */
  signUp(input: {
    email: string;
    password: string;
    fullName: string;
  }): Promise<ActionResult<SignUpOutcome>>;
  /** supabase-js `verifyOtp({ token_hash, type })` with a mailed link's code: signs in. */
  verifyEmailLink(tokenHash: string, type: EmailLinkType | 'recovery'): Promise<ActionResult>;
}

/** auth-js names its network failures so; with one, the stored session is kept (never dead). */
const isNetworkAuthError = (error: unknown) =>
  error instanceof Error && error.name === 'AuthRetryableFetchError';

/**
 * Who supabase-js's stored session says is signed in on this device, read straight from storage
 * (no refresh, no server): offline with an expired token, and on an app start before supabase-js
 * has loaded.
 */
export function storedAuthUser(storage: KeyValueStorage | null): AuthUser | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as { user?: { id?: unknown; email?: unknown } }) : null;
    const { id, email } = stored?.user ?? {};
    return typeof id === 'string' ? { id, email: typeof email === 'string' ? email : '' } : null;
  } catch {
    return null;
  }
}

export function createAuthSession({
  clientPromise,
  storage,
}: {
  clientPromise: Promise<SupabaseClient>;
  storage: KeyValueStorage | null;
}): AuthSession {
  let state: SessionState = { status: 'loading' };
  let user: AuthUser | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: SessionState) => {
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    listeners.forEach((notify) => notify());
  };

  const show = (next: AuthUser | null) => {
    user = next;
    if (!next) return publish({ status: 'signed-out' });
    const snapshot = readAccountSnapshot(storage, next.id);
    publish({
      status: 'signed-in',
      user: {
        id: next.id,
        email: next.email,
        isDeveloper: snapshot?.isDeveloper ?? false,
        role: snapshot?.role ?? null,
        schoolId: snapshot?.schoolId ?? null,
        schoolName: snapshot?.schoolName ?? null,
        fullName: snapshot?.fullName ?? null,
        account: accountStage(snapshot),
      },
    });
  };

  const fromSession = (session: Session | null): AuthUser | null =>
    session ? { id: session.user.id, email: session.user.email ?? '' } : null;

  /**
   * Offline with an expired access token, supabase-js keeps the stored session (it drops it only
   * when the server refuses the refresh token) but answers "no session". The user is still signed
   * in on this device (DESIGN §6): read who it was from storage; the refresh happens once online.
   */
  const storedUser = () => storedAuthUser(storage);

  void clientPromise.then(
    async (client) => {
      client.auth.onAuthStateChange((event, session) => {
        // Refresh failures while offline never sign out; only the server or the user does.
        if (event === 'SIGNED_OUT') show(null);
        else if (session) show(fromSession(session));
      });
      const { data, error } = await client.auth.getSession();
      if (data.session) show(fromSession(data.session));
      else show(isNetworkAuthError(error) ? storedUser() : null);
    },
    (error: unknown) => publish({ status: 'error', reason: normalizeError(error).message }),
  );

  return {
    getSnapshot: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    client: () => clientPromise,

    applyAccount(snapshot) {
      writeAccountSnapshot(storage, snapshot);
      if (user?.id === snapshot.userId) show(user);
    },

    async signInWithPassword(email, password) {
      const client = await clientPromise;
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) return failed(normalizeError(error));
      // A new sign-in runs account set-up again, whatever an earlier one on this device found.
      removeAccountSnapshot(storage, data.user.id);
      show(fromSession(data.session));
      return succeeded(undefined);
    },

    async signUp({ email, password, fullName }) {
      const client = await clientPromise;
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName } },
      });
      if (error) return failed(normalizeError(error));
      if (!data.session) return succeeded({ kind: 'confirmation-sent' });
      show(fromSession(data.session));
      return succeeded({ kind: 'signed-in' });
    },

    async verifyEmailLink(tokenHash, type) {
      const client = await clientPromise;
      const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type });
      if (error) return failed(normalizeError(error));
      if (!data.session) return failed(normalizeError(new Error('The link did not sign you in')));
      // As after a sign-in: account set-up runs for whoever the link signed in.
      removeAccountSnapshot(storage, data.session.user.id);
      show(fromSession(data.session));
      return succeeded(undefined);
    },

    async signOut() {
      const signedOut = user;
      const client = await clientPromise;
      const { error } = await client.auth.signOut({ scope: 'local' });
      // Offline, supabase-js keeps the session when the server cannot be told; the user asked to
      // leave this device, so forget it here. The server's session then stays alive (README
      // Footguns: an offline sign-out cannot revoke the refresh token).
      if (error) storage?.removeItem(AUTH_STORAGE_KEY);
      if (signedOut) removeAccountSnapshot(storage, signedOut.id);
      show(null);
    },
  };
}
