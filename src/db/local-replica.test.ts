// First: Dexie's liveQuery (watchOutbox) runs only where a global indexedDB existed when Dexie
// loaded. Each test still opens its replica on its own IDBFactory.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_TXID } from './entities';
import { DexieLocalReplica } from './local-replica';
import { openReplica, type ReplicaDb } from './replica-db';
import { newLesson } from './test-support/test-rows';
import { writeWithOutbox } from './write-with-outbox';
import { createFileResource } from './files/create-file-resource';
import { SyncEngine } from '../../sync/engine/sync-engine';
import { ManualTime, SwitchableEnvironment } from '../../sync/engine/test-support/manual-time';
import { MemoryServer } from '../../sync/engine/test-support/memory-server';
import type { PulledRow } from '../../sync/engine/ports';

const AT = '2026-11-23T08:00:00.000Z';
const SERVER_TIME = '2026-11-23T07:00:00.000Z';

let idb: IDBFactory;
let userId: string;
let db: ReplicaDb;
let local: DexieLocalReplica;

beforeEach(async () => {
  // Each test is its own browser profile: nothing leaks between tests through IndexedDB.
  idb = new IDBFactory();
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: idb, IDBKeyRange });
  local = new DexieLocalReplica(db);
});
afterEach(() => db.close());

/** A lesson as sync_pull returns it. */
function pulled(
  txid: string,
  fields: Record<string, unknown> = {},
  id: string = crypto.randomUUID(),
) {
  const row = {
    ...newLesson(userId),
    created_at: SERVER_TIME,
    updated_at: SERVER_TIME,
    deleted_at: null,
    ...fields,
    id,
    txid,
  };
  return { table: 'lessons', id, txid, row } satisfies PulledRow;
}

function page(rows: PulledRow[], next_cursor: string | null = null, scope = 'scope-1') {
  return { rows, has_more: false, next_cursor, scope };
}

async function edit(id: string, fields: Record<string, unknown>): Promise<number> {
  const written = await writeWithOutbox(db, 'lessons', { op: 'update', id, fields });
  if (!written.ok) throw new Error(written.message);
  return written.seq;
}

async function create(title = 'Fractions'): Promise<{ id: string; seq: number }> {
  const lesson = newLesson(userId, { title });
  const written = await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
  if (!written.ok) throw new Error(written.message);
  return { id: lesson.id, seq: written.seq };
}

const lessonRow = (id: string) => db.entity('lessons').get(id);

describe('clientId', () => {
  it('is created once, even when asked concurrently, and survives reopening', async () => {
    const newId = vi.fn(() => crypto.randomUUID());
    const replica = new DexieLocalReplica(db, newId);
    const ids = await Promise.all([replica.clientId(), replica.clientId(), replica.clientId()]);
    expect(new Set(ids).size).toBe(1);
    expect(newId).toHaveBeenCalledTimes(1);

    db.close();
    db = await openReplica(userId, { indexedDB: idb, IDBKeyRange });
    expect(await new DexieLocalReplica(db, newId).clientId()).toBe(ids[0]);
    expect(newId).toHaveBeenCalledTimes(1);
  });
});

describe('pendingChanges', () => {
  it('lists the outbox oldest first, at most `limit`, as the wire shape', async () => {
    const { id } = await create();
    await edit(id, { title: 'Decimals' });
    await edit(id, { notes: 'Bring rulers' });

    const changes = await local.pendingChanges(2);
    expect(changes.map((change) => change.seq)).toEqual([1, 2]);
    expect(changes[1]).toEqual({
      seq: 2,
      table: 'lessons',
      op: 'upsert',
      id,
      fields: { title: 'Decimals' },
      base: { title: 'Fractions' },
    });
    expect(await local.pendingCount()).toBe(3);
  });
});

describe('acknowledge', () => {
  it('drops applied and duplicate changes and keeps rejected ones with code and time', async () => {
    const { id } = await create();
    await edit(id, { title: 'Decimals' });
    await edit(id, { effectiveness_rating: 4 });

    await local.acknowledge(
      [
        { seq: 1, status: 'applied' },
        { seq: 2, status: 'duplicate' },
        { seq: 3, status: 'rejected', code: '23514', message: 'check constraint' },
      ],
      AT,
    );

    expect(await local.pendingCount()).toBe(0);
    expect(await db.rejected.toArray()).toEqual([
      expect.objectContaining({
        seq: 3,
        id,
        fields: { effectiveness_rating: 4 },
        code: '23514',
        message: 'check constraint',
        rejected_at: AT,
      }),
    ]);
    expect(await local.rowsNeedingRepair()).toEqual([{ table: 'lessons', id }]);
  });

  it('ignores seqs no longer in the outbox (another tab acknowledged them)', async () => {
    await create();
    await local.acknowledge([{ seq: 1, status: 'applied' }], AT);
    await local.acknowledge([{ seq: 1, status: 'rejected', code: '42501' }], AT);
    expect(await db.rejected.count()).toBe(0);
    expect(await local.rowsNeedingRepair()).toEqual([]);
  });

  it('is one transaction: if keeping the rejection fails, nothing leaves the outbox', async () => {
    await create();
    await create();
    const fail = () => {
      throw new Error('quota exceeded');
    };
    db.rejected.hook('creating', fail);
    const results = [
      { seq: 1, status: 'applied' as const },
      { seq: 2, status: 'rejected' as const, code: '42501' },
    ];
    await expect(local.acknowledge(results, AT)).rejects.toThrow('quota exceeded');
    db.rejected.hook('creating').unsubscribe(fail);

    expect((await local.pendingChanges(10)).map((change) => change.seq)).toEqual([1, 2]);
    expect(await local.rowsNeedingRepair()).toEqual([]);
  });
});

describe('repairRows', () => {
  it("puts the server's row back with the still-pending changes re-applied", async () => {
    const server = pulled('200', { title: 'Fractions', notes: null });
    await local.applyPage(page([server]));
    await edit(server.id, { title: 'Refused title' });
    await edit(server.id, { notes: 'Still pending' });
    await local.acknowledge([{ seq: 1, status: 'rejected', code: '42501' }], AT);

    const now = pulled('201', { title: 'Fractions', status: 'MISSED' }, server.id);
    await local.repairRows([{ key: { table: 'lessons', id: server.id }, row: now.row }]);

    expect(await lessonRow(server.id)).toMatchObject({
      title: 'Fractions',
      notes: 'Still pending',
      status: 'MISSED',
      txid: '201',
    });
    expect(await local.rowsNeedingRepair()).toEqual([]);
  });

  it('deletes the row when the server has none and nothing pending creates it', async () => {
    const { id } = await create();
    await local.acknowledge([{ seq: 1, status: 'rejected', code: '42501' }], AT);
    await local.repairRows([{ key: { table: 'lessons', id }, row: null }]);
    expect(await lessonRow(id)).toBeUndefined();
    expect(await local.rowsNeedingRepair()).toEqual([]);
  });

  it('a row rebuilt from pending changes alone counts as local-only until pulled', async () => {
    const { id } = await create();
    await edit(id, { notes: 'Typed while the create was on its way' });
    await local.acknowledge([{ seq: 1, status: 'rejected', code: '42501' }], AT);
    await local.repairRows([{ key: { table: 'lessons', id }, row: null }]);
    expect(await lessonRow(id)).toMatchObject({ notes: expect.any(String), txid: LOCAL_TXID });

    // Access comes back: the pull must be able to replace it (a missing txid made it throw).
    await local.applyPage(page([pulled('300', { notes: null }, id)]));
    expect(await lessonRow(id)).toMatchObject({ txid: '300', notes: expect.any(String) });
  });
});

describe('applyAhead (rows fetched before the first pull)', () => {
  it('stores rows with pending edits on top, and leaves the cursor and scope for the pull', async () => {
    const ahead = pulled('300', { title: 'This week', notes: null });
    await local.applyAhead([ahead]);
    expect(await lessonRow(ahead.id)).toMatchObject({ title: 'This week', txid: '300' });
    expect(await local.readPullState()).toEqual({ cursor: null, scope: null, resync: false });

    await edit(ahead.id, { notes: 'Typed before the pull arrived' });
    // The pull brings the same row again, and an older version never replaces the newer one.
    await local.applyPage(page([pulled('299', { title: 'Older' }, ahead.id)], '299:x', 'scope-1'));
    await local.applyPage(
      page([pulled('300', { title: 'This week' }, ahead.id)], '300:x', 'scope-1'),
    );
    expect(await lessonRow(ahead.id)).toMatchObject({
      title: 'This week',
      notes: 'Typed before the pull arrived',
      txid: '300',
    });
  });
});

describe('applyPage', () => {
  it('re-applies pending local edits on top of pulled rows, so the UI never flickers back', async () => {
    const first = pulled('200', { notes: null, status: 'PLANNED' });
    await local.applyPage(page([first]));
    await edit(first.id, { notes: 'Mine, not sent yet' });

    await local.applyPage(page([pulled('201', { notes: null, status: 'MISSED' }, first.id)]));

    expect(await lessonRow(first.id)).toMatchObject({
      notes: 'Mine, not sent yet',
      status: 'MISSED',
      txid: '201',
    });
  });

  it('never replaces a row with an older txid, comparing txids as 64-bit numbers', async () => {
    // 2^53 + 1 vs 2^53: equal as JavaScript numbers; and '10' < '9' as strings.
    const cases = [
      ['9007199254740993', '9007199254740992'],
      ['10', '9'],
    ];
    for (const [newer, older] of cases) {
      const current = pulled(newer!, { title: 'Newer' });
      await local.applyPage(page([current]));
      await local.applyPage(page([pulled(older!, { title: 'Older' }, current.id)]));
      expect(await lessonRow(current.id)).toMatchObject({ title: 'Newer', txid: newer });
    }
  });

  it('stores the cursor and scope with the rows, and keeps the cursor on an empty page', async () => {
    const row = pulled('200');
    const cursor = `200:lessons:${row.id}`;
    await local.applyPage(page([row], cursor, 'scope-1'));
    expect(await local.readPullState()).toEqual({ cursor, scope: 'scope-1', resync: false });

    await local.applyPage(page([], null, 'scope-1'));
    expect((await local.readPullState()).cursor).toBe(cursor);
  });

  it('is one transaction: rows that fail to store leave the cursor where it was', async () => {
    const fail = () => {
      throw new Error('quota exceeded');
    };
    db.entity('lessons').hook('creating', fail);
    const row = pulled('200');
    await expect(local.applyPage(page([row], `200:lessons:${row.id}`))).rejects.toThrow('quota');
    db.entity('lessons').hook('creating').unsubscribe(fail);

    expect(await local.readPullState()).toEqual({ cursor: null, scope: null, resync: false });
  });

  it("stores the server's sync_conflicts rows in the local conflicts store", async () => {
    const id = crypto.randomUUID();
    const conflict = {
      id,
      created_at: SERVER_TIME,
      updated_at: SERVER_TIME,
      deleted_at: null,
      txid: '200',
      owner_id: userId,
      table_name: 'lessons',
      row_id: crypto.randomUUID(),
      field: 'notes',
      kept_value: 'Theirs',
      overwritten_value: 'Mine',
      resolved_at: null,
    };
    await local.applyPage(page([{ table: 'sync_conflicts', id, txid: '200', row: conflict }]));
    expect(await db.conflicts.get(id)).toEqual(conflict);
  });
});

describe('finishResync', () => {
  it('purges rows the full pull did not return, but never unsent or unrepaired work', async () => {
    const seen = pulled('200');
    const gone = pulled('201');
    const editedHere = pulled('202');
    const refusedHere = pulled('203');
    const conflictGone = { table: 'sync_conflicts', id: crypto.randomUUID(), txid: '204' };
    await local.applyPage(
      page([
        seen,
        gone,
        editedHere,
        refusedHere,
        { ...conflictGone, row: { id: conflictGone.id, txid: '204', deleted_at: null } },
      ]),
    );
    const pushedNotPulled = await create('Pushed, not pulled back yet');
    const refusedSeq = await edit(refusedHere.id, { title: 'Refused' });
    await local.acknowledge(
      [
        { seq: pushedNotPulled.seq, status: 'applied' },
        { seq: refusedSeq, status: 'rejected', code: '42501' },
      ],
      AT,
    );
    await edit(editedHere.id, { notes: 'Unsent' });
    await local.requestResync('scope-2');

    const purged = await local.finishResync(new Set([`lessons:${seen.id}`]));

    expect(purged).toBe(2);
    expect(await lessonRow(gone.id)).toBeUndefined();
    expect(await db.conflicts.get(conflictGone.id)).toBeUndefined();
    for (const kept of [seen.id, editedHere.id, refusedHere.id, pushedNotPulled.id]) {
      expect(await lessonRow(kept)).toBeDefined();
    }
    expect(await local.readPullState()).toMatchObject({ scope: 'scope-2', resync: false });
  });
});

/** Generous (Vitest's waitFor gives up after 1 s): Dexie's change notice, on a loaded machine too. */
const CONDITION_LIMIT_MS = 10_000;

describe('watchOutbox', { timeout: 3 * CONDITION_LIMIT_MS }, () => {
  it('calls back after a write from this tab or another, and not for acknowledgements', async () => {
    const listener = vi.fn();
    const unsubscribe = local.watchOutbox(listener);
    const otherTab = await openReplica(userId, { indexedDB: idb, IDBKeyRange });
    try {
      await create();
      await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1), {
        timeout: CONDITION_LIMIT_MS,
      });
      await writeWithOutbox(otherTab, 'lessons', { op: 'create', row: newLesson(userId) });
      await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2), {
        timeout: CONDITION_LIMIT_MS,
      });

      await local.acknowledge(
        [
          { seq: 1, status: 'applied' },
          { seq: 2, status: 'applied' },
        ],
        AT,
      );
      // The next write is heard only after any notification the acknowledgement could cause.
      await create();
      await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(3), {
        timeout: CONDITION_LIMIT_MS,
      });
      expect(listener).toHaveBeenCalledTimes(3);

      unsubscribe();
      await create();
      await otherTab.outbox.count();
      expect(listener).toHaveBeenCalledTimes(3);
    } finally {
      otherTab.close();
    }
  });
});

describe('pendingChanges while a file waits to upload', () => {
  const blob = () => new File([new Uint8Array(3)], 'plan.pdf', { type: 'application/pdf' });

  async function fileResource(): Promise<string> {
    const made = await createFileResource(db, { userId }, { title: 'Plan' }, blob(), {
      estimate: null,
    });
    if (!made.ok) throw new Error(made.message);
    return made.resourceId;
  }

  it('holds back the resource change and everything after it, in outbox order', async () => {
    const before = await create('Before');
    const resourceId = await fileResource();
    const after = await create('After');

    const sendable = await local.pendingChanges(10);
    expect(sendable.map((change) => change.id)).toEqual([before.id]);
    expect(await local.pendingCount()).toBe(1);
    // The teacher's unsynced count is still the whole outbox.
    expect(await db.outbox.count()).toBe(3);

    await db.pending_uploads.delete(resourceId);
    const released = await local.pendingChanges(10);
    expect(released.map((change) => change.id)).toEqual([before.id, resourceId, after.id]);
    expect(released.map((change) => change.seq)).toEqual([1, 2, 3]);
    expect(await local.pendingCount()).toBe(3);
  });

  it('leaves other changes alone when no file waits, and respects the limit', async () => {
    await create('One');
    await create('Two');
    await create('Three');
    expect((await local.pendingChanges(2)).map((change) => change.seq)).toEqual([1, 2]);
  });

  it('sends changes made before the file while the limit allows, and nothing past it', async () => {
    await create('One');
    await create('Two');
    await fileResource();
    expect((await local.pendingChanges(1)).map((change) => change.seq)).toEqual([1]);
    expect((await local.pendingChanges(10)).map((change) => change.seq)).toEqual([1, 2]);
  });

  it('does not hold back for a refused upload or a deleted resource', async () => {
    const refused = await fileResource();
    await db.pending_uploads.update(refused, { state: 'refused', message: 'Too large' });
    expect(await local.pendingCount()).toBe(1);

    const deleted = await fileResource();
    expect(await local.pendingCount()).toBe(1);
    const tombstone = await writeWithOutbox(db, 'resources', { op: 'delete', id: deleted });
    expect(tombstone.ok).toBe(true);
    expect((await local.pendingChanges(10)).map((change) => change.id)).toEqual([
      refused,
      deleted,
      deleted,
    ]);
  });
});

describe('the sync engine while a file waits to upload', () => {
  it('pushes what comes before it, then waits for its interval instead of running again at once', async () => {
    const time = new ManualTime();
    const server = new MemoryServer();
    const runs: boolean[] = [];
    const engine = new SyncEngine({
      local,
      remote: server,
      clock: time,
      timers: time,
      environment: new SwitchableEnvironment(true),
      refreshSession: async () => false,
      intervalMs: 30_000,
      onCycle: (outcome) => runs.push(outcome.ok),
    });
    const before = await create('Before');
    const made = await createFileResource(db, { userId }, { title: 'Plan' }, new Blob(['x']), {
      estimate: null,
    });
    if (!made.ok) throw new Error(made.message);

    engine.start();
    // The first run, and the one the outbox watch's first answer asks for.
    for (let run = 0; run < 3 && time.waiting()[0] !== 30_000; run += 1) {
      await time.advance(0);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThan(run));
      await vi.waitFor(() => expect(time.waiting()).toHaveLength(1));
    }
    expect(server.pushes.flat().map((change) => change.id)).toEqual([before.id]);
    // Held back is not "pending" for the engine: it waits for its interval instead of running
    // again at 0 ms, which would loop (a pull a round trip) until the file is up.
    expect(time.waiting()).toEqual([30_000]);
    expect(runs.length).toBeLessThanOrEqual(2);

    // The uploader finished: the file's row goes on the next run it asks for.
    await db.pending_uploads.delete(made.resourceId);
    await engine.syncNow();
    expect(server.pushes.flat().map((change) => change.id)).toEqual([before.id, made.resourceId]);
    await engine.stop();
  });
});
