import type { SyncStateKey } from './outbox-schema';
import type { ReplicaDb } from './replica-db';

/**
 * What sync_state holds under a key, as stored: a debug page shows a malformed cursor as it is
 * (that is what it is for), so only the type is checked. No zod here: this module is in the debug
 * page's chunk, and the outbox schemas would bring every entity schema with them.
 */
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What the developer debug page shows of this device's replica: counts and sync bookkeeping. */
export type ReplicaDiagnostics = {
  /** Rows per store as IndexedDB holds them (tombstones included), stores by name. */
  tables: ReadonlyArray<{ name: string; rows: number }>;
  /** Changes not yet acknowledged by the server. */
  outbox: number;
  /** Changes the server refused, kept until the user deals with them. */
  rejected: number;
  /** Free-text values another edit overwrote and nobody has resolved. */
  conflicts: number;
  pendingFeedback: number;
  pendingUploads: number;
  rowRepairs: number;
  syncState: {
    cursor: string | null;
    scope: string | null;
    /** A full pull (and purge) is owed. */
    resync: boolean;
    lastSyncedAt: string | null;
    clientId: string | null;
  };
};

/**
 * Reads every count in one read transaction, so the numbers belong to one moment (a push
 * acknowledging between two counts would show a change both sent and waiting). Counts only and
 * the sync_state values: never a row's content (no lesson text reaches the diagnostics file).
 */
export async function replicaDiagnostics(db: ReplicaDb): Promise<ReplicaDiagnostics> {
  return db.transaction('r', db.tables, async () => {
    const tables = await Promise.all(
      db.tables.map(async (table) => ({ name: table.name, rows: await table.count() })),
    );
    const stored = async (key: SyncStateKey) => (await db.sync_state.get(key))?.value;
    const conflicts = await db.conflicts
      .filter((conflict) => conflict.resolved_at === null && conflict.deleted_at === null)
      .count();
    return {
      tables: tables.sort((a, b) => a.name.localeCompare(b.name)),
      outbox: await db.outbox.count(),
      rejected: await db.rejected.count(),
      conflicts,
      pendingFeedback: await db.pending_feedback.count(),
      pendingUploads: await db.pending_uploads.count(),
      rowRepairs: await db.row_repairs.count(),
      syncState: {
        cursor: text(await stored('cursor')),
        scope: text(await stored('scope')),
        resync: (await stored('resync')) === true,
        lastSyncedAt: text(await stored('last_synced_at')),
        clientId: text(await stored('client_id')),
      },
    };
  });
}
