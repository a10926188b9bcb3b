/**
 * The app's view of who is signed in: real auth (src/app/auth) sits behind this interface; tests
 * use an in-memory source (test-support/memory-session-source.ts). It is a tiny external store so
 * React reads it with useSyncExternalStore and never tears.
 */
export type SchoolRole = 'OWNER' | 'ADMIN' | 'TEACHER' | 'VIEWER';

/**
 * Where the signed-in account stands. `needs-setup`: signed in, but the account set-up of spec §4
 * (membership, profile, school) has not run on this device since sign-in. `needs-onboarding`: set
 * up, but the user has no school and has not chosen to work solo. `ready`: everything else.
 */
export type AccountStage = 'needs-setup' | 'needs-onboarding' | 'ready';

export type SessionUser = {
  id: string;
  email: string;
  isDeveloper: boolean;
  /** Role in the current school; null for solo users and users without a school. */
  role: SchoolRole | null;
  /** The current school (spec §4: the latest membership's); null when solo or without one. */
  schoolId: string | null;
  schoolName: string | null;
  fullName: string | null;
  account: AccountStage;
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
