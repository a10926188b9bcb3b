import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replicaDiagnostics } from './replica-diagnostics';
import { openReplica, type ReplicaDb } from './replica-db';
import { newLesson } from './test-support/test-rows';
import { writeWithOutbox } from './write-with-outbox';

const T0 = '2026-11-23T08:00:00.000Z';
const CURSOR = '105:lessons:6f1c2a8e-0000-4000-8000-000000000001';

let userId: string;
let db: ReplicaDb;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

describe('replicaDiagnostics', () => {
  it('counts every store and reads the sync bookkeeping', async () => {
    await writeWithOutbox(db, 'lessons', { op: 'create', row: newLesson(userId) });
    await writeWithOutbox(db, 'lessons', { op: 'create', row: newLesson(userId) });
    const [first] = await db.outbox.toArray();
    if (!first) throw new Error('no outbox change');
    await db.rejected.put({ ...first, code: '23514', message: 'violates check', rejected_at: T0 });
    await db.sync_state.bulkPut([
      { key: 'cursor', value: CURSOR },
      { key: 'scope', value: 'scope-1' },
      { key: 'last_synced_at', value: T0 },
    ]);

    const diagnostics = await replicaDiagnostics(db);
    expect(diagnostics).toMatchObject({
      outbox: 2,
      rejected: 1,
      conflicts: 0,
      pendingFeedback: 0,
      pendingUploads: 0,
      rowRepairs: 0,
      syncState: {
        cursor: CURSOR,
        scope: 'scope-1',
        resync: false,
        lastSyncedAt: T0,
        clientId: null,
      },
    });
    expect(diagnostics.tables).toContainEqual({ name: 'lessons', rows: 2 });
    expect(diagnostics.tables).toContainEqual({ name: 'outbox', rows: 2 });
    expect(diagnostics.tables.map((table) => table.name)).toEqual(
      db.tables.map((table) => table.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('shows a malformed cursor as stored, and a value of the wrong type as missing', async () => {
    await db.sync_state.put({ key: 'cursor', value: 'not a cursor' });
    await db.sync_state.put({ key: 'scope', value: 42 } as never);
    const { syncState } = await replicaDiagnostics(db);
    expect(syncState).toMatchObject({ cursor: 'not a cursor', scope: null });
  });

  it('never carries a row’s content', async () => {
    await writeWithOutbox(db, 'lessons', {
      op: 'create',
      row: newLesson(userId, { title: 'Secret lesson title' }),
    });
    expect(JSON.stringify(await replicaDiagnostics(db))).not.toContain('Secret lesson title');
  });
});
