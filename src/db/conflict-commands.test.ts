import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissConflict, restoreConflict } from './conflict-commands';
import type { SyncConflict } from './entities';
import { openReplica, type ReplicaDb } from './replica-db';
import { newLesson } from './test-support/test-rows';
import { writeWithOutbox } from './write-with-outbox';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T09:00:00.000Z';

let userId: string;
let db: ReplicaDb;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

/** A lesson whose objectives another device overwrote, and the conflict the pull brought. */
async function seedConflict(): Promise<{ lessonId: string; conflict: SyncConflict }> {
  const lesson = newLesson(userId, { objectives: 'Their objectives' });
  await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson }, { now: () => T0 });
  await db.outbox.clear();
  const conflict: SyncConflict = {
    id: crypto.randomUUID(),
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '42',
    owner_id: userId,
    table_name: 'lessons',
    row_id: lesson.id,
    field: 'objectives',
    kept_value: 'Their objectives',
    overwritten_value: 'My objectives',
    resolved_at: null,
  };
  await db.conflicts.put(conflict);
  return { lessonId: lesson.id, conflict };
}

describe('dismissConflict', () => {
  it('marks it resolved and queues only resolved_at for the server, in one go', async () => {
    const { conflict } = await seedConflict();

    expect(await dismissConflict(db, conflict.id, { now: () => T1 })).toEqual({ ok: true });

    expect(await db.conflicts.get(conflict.id)).toMatchObject({ resolved_at: T1 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        table: 'sync_conflicts',
        op: 'upsert',
        id: conflict.id,
        fields: { resolved_at: T1 },
        base: { resolved_at: null },
      }),
    ]);
  });

  it('refuses an unknown or already resolved conflict and queues nothing', async () => {
    const { conflict } = await seedConflict();
    await dismissConflict(db, conflict.id, { now: () => T1 });
    await db.outbox.clear();

    expect(await dismissConflict(db, conflict.id)).toMatchObject({ ok: false, reason: 'resolved' });
    expect(await dismissConflict(db, crypto.randomUUID())).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('restoreConflict', () => {
  it('writes the overwritten text back as an edit and resolves the conflict', async () => {
    const { conflict, lessonId } = await seedConflict();

    expect(await restoreConflict(db, conflict.id, { now: () => T1 })).toEqual({ ok: true });

    expect(await db.entity('lessons').get(lessonId)).toMatchObject({
      objectives: 'My objectives',
      updated_at: T1,
    });
    expect(await db.conflicts.get(conflict.id)).toMatchObject({ resolved_at: T1 });
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox).toEqual([
      expect.objectContaining({
        table: 'lessons',
        id: lessonId,
        fields: { objectives: 'My objectives' },
        base: { objectives: 'Their objectives' },
      }),
      expect.objectContaining({ table: 'sync_conflicts', fields: { resolved_at: T1 } }),
    ]);
  });

  it('leaves the conflict open when the row cannot take the edit (deleted meanwhile)', async () => {
    const { conflict, lessonId } = await seedConflict();
    await writeWithOutbox(db, 'lessons', { op: 'delete', id: lessonId });
    await db.outbox.clear();

    expect(await restoreConflict(db, conflict.id)).toMatchObject({ ok: false, reason: 'deleted' });
    expect(await db.conflicts.get(conflict.id)).toMatchObject({ resolved_at: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a conflict naming a table the replica does not write', async () => {
    const { conflict } = await seedConflict();
    await db.conflicts.put({ ...conflict, table_name: 'feedback_reports' });

    expect(await restoreConflict(db, conflict.id)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await db.conflicts.get(conflict.id)).toMatchObject({ resolved_at: null });
  });
});
