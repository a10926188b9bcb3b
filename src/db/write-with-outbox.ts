import type { z } from 'zod';
import {
  BOOKKEEPING_COLUMNS,
  ENTITY_SCHEMAS,
  LOCAL_TXID,
  type BookkeepingColumn,
  type EntityRow,
  type SyncedTable,
} from './entities';
import type { NewOutboxChange } from './outbox-schema';
import type { ReplicaDb } from './replica-db';

type Editable<T extends SyncedTable> = Omit<EntityRow<T>, BookkeepingColumn>;

/**
 * What a command asks for. Creates carry the whole row; updates only the fields they change;
 * restore brings a tombstone back (an undo of a delete: the push is an upsert of
 * `deleted_at: null`, the only change the merge lets edit a deleted row, DESIGN §6).
 */
export type WriteRequest<T extends SyncedTable> =
  | { op: 'create'; row: Editable<T> & { id: string } }
  | { op: 'update'; id: string; fields: Partial<Editable<T>> }
  | { op: 'delete'; id: string }
  | { op: 'restore'; id: string };

export type WriteRefusal = 'invalid' | 'unknown_field' | 'not_found' | 'deleted' | 'exists';

export type WriteResult =
  { ok: true; seq: number } | { ok: false; reason: WriteRefusal; field?: string; message: string };

export type WriteOptions = { now?: () => string };

type Row = Record<string, unknown>;
type JsonRecord = NewOutboxChange['fields'];

const BOOKKEEPING = new Set<string>(BOOKKEEPING_COLUMNS);

/**
 * The only way commands write (DESIGN §6, STYLE habit 6): the row and its outbox change are put in
 * ONE Dexie rw transaction. If they were separate, a tab closed or a quota error between the two
 * would leave a local edit the server never hears of (or a change for a row that is not there);
 * IndexedDB commits both or neither. The base is read inside the same transaction, so it is
 * exactly what this device saw when the change was made. Bad input is a value result and nothing
 * is written; an IndexedDB failure rejects (it is not an expected outcome).
 */
export async function writeWithOutbox<T extends SyncedTable>(
  db: ReplicaDb,
  table: T,
  request: WriteRequest<T>,
  { now = () => new Date().toISOString() }: WriteOptions = {},
): Promise<WriteResult> {
  const store = db.table<Row, string>(table);
  return db.transaction('rw', [store, db.outbox], () =>
    applyWrite(db, table, request as WriteRequest<SyncedTable>, now()),
  );
}

/** One write of a batch: a table and what to do to one of its rows. */
export type TableWrite = {
  [T in SyncedTable]: { table: T; request: WriteRequest<T> };
}[SyncedTable];

export type WriteManyResult =
  { ok: true; seqs: number[] } | (Extract<WriteResult, { ok: false }> & { index: number });

/** Thrown inside the transaction so IndexedDB rolls every earlier write of the batch back. */
class BatchRefused extends Error {
  constructor(readonly refusal: Extract<WriteManyResult, { ok: false }>) {
    super(refusal.message);
  }
}

/**
 * Several rows and their outbox changes in ONE transaction: all of them or none. Generating a
 * term of lessons, bumping a class or marking an off day touches many rows; if a refusal or a
 * closed tab could stop such a batch half way, the timetable would be left with some lessons
 * moved and others not. The first refused write is reported with its index and nothing is kept.
 */
export async function writeManyWithOutbox(
  db: ReplicaDb,
  writes: readonly TableWrite[],
  { now = () => new Date().toISOString() }: WriteOptions = {},
): Promise<WriteManyResult> {
  if (writes.length === 0) return { ok: true, seqs: [] };
  const tables = [...new Set(writes.map((write) => write.table))];
  const stores = tables.map((table) => db.table<Row, string>(table));
  const at = now();
  try {
    return await db.transaction('rw', [...stores, db.outbox], async () => {
      const seqs: number[] = [];
      for (const [index, write] of writes.entries()) {
        const result = await applyWrite(
          db,
          write.table,
          write.request as WriteRequest<SyncedTable>,
          at,
        );
        if (!result.ok) throw new BatchRefused({ ...result, index });
        seqs.push(result.seq);
      }
      return { ok: true as const, seqs };
    });
  } catch (error) {
    if (error instanceof BatchRefused) return error.refusal;
    throw error;
  }
}

/** Plans, validates and stores one write with its outbox change; runs inside a rw transaction. */
async function applyWrite(
  db: ReplicaDb,
  table: SyncedTable,
  request: WriteRequest<SyncedTable>,
  at: string,
): Promise<WriteResult> {
  // One loose view of the 20 schemas: the request type already ties fields to the table.
  const schema = ENTITY_SCHEMAS[table] as unknown as z.ZodObject;
  const store = db.table<Row, string>(table);
  const id = request.op === 'create' ? request.row.id : request.id;
  const current = await store.get(id);
  const planned = plan(request, current, at);
  if (!planned.ok) return planned;

  const parsed = schema.safeParse(planned.row);
  if (!parsed.success) return invalid(parsed.error);
  const row = parsed.data;

  await store.put(row);
  const seq = await db.outbox.add({
    table,
    op: request.op === 'delete' ? 'delete' : 'upsert',
    id,
    fields: pick(row, planned.changed),
    base: current ? pick(current, planned.changed) : {},
    created_at: at,
  });
  return { ok: true, seq };
}

type Plan = { ok: true; row: Row; changed: string[] } | Extract<WriteResult, { ok: false }>;

function plan(request: WriteRequest<SyncedTable>, current: Row | undefined, at: string): Plan {
  if (request.op === 'create') {
    if (current) return { ok: false, reason: 'exists', message: `Row ${request.row.id} exists` };
    const row = {
      ...request.row,
      created_at: at,
      updated_at: at,
      deleted_at: null,
      txid: LOCAL_TXID,
    };
    return { ok: true, row, changed: Object.keys(request.row).filter((k) => !BOOKKEEPING.has(k)) };
  }
  if (!current) return { ok: false, reason: 'not_found', message: `Row ${request.id} not found` };
  if (request.op === 'restore') {
    if (current.deleted_at === null) {
      return { ok: false, reason: 'invalid', message: `Row ${request.id} is not deleted` };
    }
    return {
      ok: true,
      row: { ...current, updated_at: at, deleted_at: null },
      changed: ['deleted_at'],
    };
  }
  // An edit after a delete never resurrects the row silently (DESIGN §6).
  if (current.deleted_at !== null) {
    return { ok: false, reason: 'deleted', message: `Row ${request.id} was deleted` };
  }
  if (request.op === 'delete') {
    return { ok: true, row: { ...current, updated_at: at, deleted_at: at }, changed: [] };
  }
  const changed = Object.keys(request.fields);
  const foreign = changed.find((key) => BOOKKEEPING.has(key) || !(key in current));
  if (foreign !== undefined) {
    return {
      ok: false,
      reason: 'unknown_field',
      field: foreign,
      message: `${foreign}: not editable`,
    };
  }
  return { ok: true, row: { ...current, ...request.fields, updated_at: at }, changed };
}

function invalid(error: z.ZodError): WriteResult {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return {
    ok: false,
    reason: 'invalid',
    field,
    message: `${field}: ${issue?.message ?? 'invalid'}`,
  };
}

/** Row values are JSON (the schemas hold only strings, numbers, booleans, null, arrays, objects). */
function pick(row: Row, keys: string[]): JsonRecord {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null])) as JsonRecord;
}
