/** What the header's sync indicator shows (DESIGN §6 phases). */
export const SYNC_PHASES = ['offline', 'pushing', 'pulling', 'in-sync', 'error'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

/**
 * Why the last run failed, as a value: the engine says what happened, the app words it (every
 * reason has a sentence a teacher can act on in src/app/sync/sync-status-text.ts).
 * - `offline`: no answer at all (no network, or the server cannot be reached);
 * - `auth-expired`: the session expired or was refused, and refreshing it did not help;
 * - `server-error`: the server failed (5xx, 429, a timeout);
 * - `bad-answer`: the server answered something the protocol does not allow (not JSON, a missing
 *   or mistyped field, a seq the push did not send, an unknown table, a row failing its schema);
 * - `request-refused`: the server refused the whole request (a 4xx other than auth);
 * - `local-storage`: this device's replica failed (closed, full, blocked);
 * - `unknown`: anything else (a bug); it is logged.
 */
export const SYNC_FAILURE_REASONS = [
  'offline',
  'auth-expired',
  'server-error',
  'bad-answer',
  'request-refused',
  'local-storage',
  'unknown',
] as const;
export type SyncFailureReason = (typeof SYNC_FAILURE_REASONS)[number];

export interface SyncStatus {
  phase: SyncPhase;
  /** Changes in the outbox, not yet acknowledged by the server. */
  pending: number;
  /** ISO time of the last run that pushed and pulled everything. */
  lastSyncedAt: string | null;
  /** For phase 'error' or 'offline' after a failed run: why. Null while runs succeed. */
  reason: SyncFailureReason | null;
  /** The failure's technical text (for logs and the details panel), never the user's sentence. */
  detail: string | null;
  /** For phase 'error' or 'offline': when the next attempt is due (epoch ms), if one is. */
  retryAt: number | null;
  /** Rows the run under way has pulled so far: the progress shown while 'pulling', else 0. */
  pulledRows: number;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  phase: 'in-sync',
  pending: 0,
  lastSyncedAt: null,
  reason: null,
  detail: null,
  retryAt: null,
  pulledRows: 0,
};

export function sameStatus(a: SyncStatus, b: SyncStatus): boolean {
  return (
    a.phase === b.phase &&
    a.pending === b.pending &&
    a.lastSyncedAt === b.lastSyncedAt &&
    a.reason === b.reason &&
    a.detail === b.detail &&
    a.retryAt === b.retryAt &&
    a.pulledRows === b.pulledRows
  );
}
