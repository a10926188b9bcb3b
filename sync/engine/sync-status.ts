/** What the header's sync indicator shows (DESIGN §6 phases). */
export const SYNC_PHASES = ['offline', 'pushing', 'pulling', 'in-sync', 'error'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

export interface SyncStatus {
  phase: SyncPhase;
  /** Changes in the outbox, not yet acknowledged by the server. */
  pending: number;
  /** ISO time of the last run that pushed and pulled everything. */
  lastSyncedAt: string | null;
  /** For phase 'error': what went wrong, in words a teacher can act on. */
  error: string | null;
  /** For phase 'error' or 'offline': when the next attempt is due (epoch ms), if one is. */
  retryAt: number | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  phase: 'in-sync',
  pending: 0,
  lastSyncedAt: null,
  error: null,
  retryAt: null,
};

export function sameStatus(a: SyncStatus, b: SyncStatus): boolean {
  return (
    a.phase === b.phase &&
    a.pending === b.pending &&
    a.lastSyncedAt === b.lastSyncedAt &&
    a.error === b.error &&
    a.retryAt === b.retryAt
  );
}
