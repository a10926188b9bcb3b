import { SYNCED_TABLES, type SyncConflict, type SyncedTable } from './entities';
import type { ReplicaDb } from './replica-db';
import { writeWithOutbox, type WriteOptions, type WriteRefusal } from './write-with-outbox';

export type ConflictRefusal = 'not_found' | 'resolved' | WriteRefusal;

export type ConflictResult = { ok: true } | { ok: false; reason: ConflictRefusal; message: string };

/**
 * Dismiss: the user keeps the value that won the merge. The conflict is marked resolved locally
 * and the same change goes to the outbox in ONE transaction (a conflict is the server's record; a
 * device may change only its `resolved_at`, and only through a push, so other devices stop showing
 * it too).
 */
export async function dismissConflict(
  db: ReplicaDb,
  conflictId: string,
  { now = () => new Date().toISOString() }: WriteOptions = {},
): Promise<ConflictResult> {
  return db.transaction('rw', [db.conflicts, db.outbox], async () => {
    const conflict = await openConflict(db, conflictId);
    if (!conflict.ok) return conflict;
    await markResolved(db, conflict.row, now());
    return { ok: true };
  });
}

/**
 * Restore: the overwritten text goes back into the row as a new edit (through writeWithOutbox, so
 * it syncs like any edit) and the conflict is marked resolved, all in ONE transaction: a restore
 * that wrote the text but left the conflict open would offer to restore it twice.
 */
export async function restoreConflict(
  db: ReplicaDb,
  conflictId: string,
  { now = () => new Date().toISOString() }: WriteOptions = {},
): Promise<ConflictResult> {
  const peek = await db.conflicts.get(conflictId);
  const table = peek ? syncedTable(peek.table_name) : null;
  if (peek && table === null) {
    return { ok: false, reason: 'invalid', message: `${peek.table_name} cannot be restored` };
  }
  const stores = table ? [db.conflicts, db.outbox, db.table(table)] : [db.conflicts, db.outbox];
  return db.transaction('rw', stores, async () => {
    const conflict = await openConflict(db, conflictId);
    if (!conflict.ok) return conflict;
    const { row } = conflict;
    // Checked above before choosing the stores; the row cannot change table in between.
    const target = syncedTable(row.table_name) as SyncedTable;
    const at = now();
    const written = await writeWithOutbox(
      db,
      target,
      { op: 'update', id: row.row_id, fields: { [row.field]: row.overwritten_value } },
      { now: () => at },
    );
    if (!written.ok) return { ok: false, reason: written.reason, message: written.message };
    await markResolved(db, row, at);
    return { ok: true };
  });
}

type OpenConflict = { ok: true; row: SyncConflict } | Extract<ConflictResult, { ok: false }>;

async function openConflict(db: ReplicaDb, conflictId: string): Promise<OpenConflict> {
  const row = await db.conflicts.get(conflictId);
  if (!row) return { ok: false, reason: 'not_found', message: `Conflict ${conflictId} not found` };
  if (row.resolved_at !== null) {
    return { ok: false, reason: 'resolved', message: 'This conflict was already resolved' };
  }
  return { ok: true, row };
}

/** Must run inside a transaction over conflicts and outbox. */
async function markResolved(db: ReplicaDb, row: SyncConflict, at: string): Promise<void> {
  await db.conflicts.put({ ...row, resolved_at: at, updated_at: at });
  await db.outbox.add({
    table: 'sync_conflicts',
    op: 'upsert',
    id: row.id,
    fields: { resolved_at: at },
    base: { resolved_at: row.resolved_at },
    created_at: at,
  });
}

function syncedTable(name: string): SyncedTable | null {
  return (SYNCED_TABLES as readonly string[]).includes(name) ? (name as SyncedTable) : null;
}
