/**
 * The app's view of who is signed in. Issue 5 plugs real auth in behind this interface; tests and the
 * e2e build use an in-memory source. It is a tiny external store so React reads it with
 * useSyncExternalStore and never tears.
 */
export type SchoolRole = 'OWNER' | 'ADMIN' | 'TEACHER' | 'VIEWER';

export type SessionUser = {
  id: string;
  email: string;
  isDeveloper: boolean;
  /** Role in the current school; null for solo users and users without a school. */
  role: SchoolRole | null;
};

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'error'; reason: string };

export interface SessionSource {
  getSnapshot(): SessionState;
  subscribe(onChange: () => void): () => void;
  signOut(): Promise<void>;
}
