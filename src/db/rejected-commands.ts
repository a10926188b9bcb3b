import { SYNCED_TABLES, type SyncedTable } from './entities';
import type { NewOutboxChange, RejectedChange } from './outbox-schema';
import type { ReplicaDb } from './replica-db';
import {
  writeWithOutbox,
  type WriteOptions,
  type WriteRefusal,
  type WriteRequest,
} from './write-with-outbox';

export type RejectedRefusal = 'not_found' | 'not_retryable' | WriteRefusal;

export type RejectedResult =
  { ok: true } | { ok: false; reason: RejectedRefusal; field?: string; message: string };

/**
 * The user gives up on a change the server refused. Only the entry goes: the row itself is put
 * back to the server's version by the engine's repair (it was marked when the push answered).
 */
export async function discardRejected(db: ReplicaDb, seq: number): Promise<RejectedResult> {
  return db.transaction('rw', db.rejected, async () => {
    if (!(await db.rejected.get(seq))) return notFound(seq);
    await db.rejected.delete(seq);
    return { ok: true };
  });
}

/**
 * Edit & retry: the edited fields go through writeWithOutbox as a new change (a new seq: the
 * server remembers the refused one and would refuse a replay of it) and the rejected entry is
 * removed, in ONE transaction, so a retry is never lost and never shown twice. `fields` may only
 * name fields of the refused change. A refused create whose row the repair removed is created
 * again; a delete is retried as a delete (its fields are ignored).
 */
export async function retryRejected(
  db: ReplicaDb,
  seq: number,
  fields: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<RejectedResult> {
  const peek = await db.rejected.get(seq);
  if (!peek) return notFound(seq);
  const table = syncedTable(peek.table);
  if (table === null) {
    return {
      ok: false,
      reason: 'not_retryable',
      message: 'This change cannot be sent again; discard it.',
    };
  }
  return db.transaction('rw', [db.rejected, db.outbox, db.table(table)], async () => {
    const entry = await db.rejected.get(seq);
    if (!entry) return notFound(seq);
    const foreign = Object.keys(fields).find((key) => !Object.hasOwn(entry.fields, key));
    if (foreign !== undefined) {
      return {
        ok: false,
        reason: 'unknown_field',
        field: foreign,
        message: `${foreign} was not part of this change`,
      };
    }
    const exists = (await db.table(table).get(entry.id)) !== undefined;
    const written = await writeWithOutbox(db, table, retryRequest(entry, fields, exists), options);
    if (!written.ok) return written;
    await db.rejected.delete(seq);
    return { ok: true };
  });
}

function retryRequest(
  entry: RejectedChange,
  edited: Record<string, unknown>,
  exists: boolean,
): WriteRequest<SyncedTable> {
  if (entry.op === 'delete') return { op: 'delete', id: entry.id };
  const fields = { ...entry.fields, ...edited } as NewOutboxChange['fields'];
  // The types of the fields are checked by the entity schema inside writeWithOutbox.
  if (exists) return { op: 'update', id: entry.id, fields } as WriteRequest<SyncedTable>;
  return { op: 'create', row: { ...fields, id: entry.id } } as WriteRequest<SyncedTable>;
}

function notFound(seq: number): RejectedResult {
  return { ok: false, reason: 'not_found', message: `Rejected change ${seq} not found` };
}

function syncedTable(name: string): SyncedTable | null {
  return (SYNCED_TABLES as readonly string[]).includes(name) ? (name as SyncedTable) : null;
}
