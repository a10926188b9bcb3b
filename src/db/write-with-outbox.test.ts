import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_TXID } from './entities';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import { newLesson } from './test-support/test-rows';
import { writeManyWithOutbox, writeWithOutbox } from './write-with-outbox';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T08:05:00.000Z';

let userId: string;
let db: ReplicaDb;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

describe('writeWithOutbox', () => {
  it('writes the row and one outbox change, with seq rising per write', async () => {
    const lesson = newLesson(userId);
    const created = await writeWithOutbox(
      db,
      'lessons',
      { op: 'create', row: lesson },
      { now: () => T0 },
    );
    const edited = await writeWithOutbox(
      db,
      'lessons',
      { op: 'update', id: lesson.id, fields: { title: 'Decimals', effectiveness_rating: 4 } },
      { now: () => T1 },
    );
    const deleted = await writeWithOutbox(db, 'lessons', { op: 'delete', id: lesson.id });

    if (!created.ok || !edited.ok || !deleted.ok) throw new Error('expected three writes');
    expect(edited.seq).toBeGreaterThan(created.seq);
    expect(deleted.seq).toBeGreaterThan(edited.seq);

    const [create, update, remove] = await db.outbox.orderBy('seq').toArray();
    expect(create).toMatchObject({ table: 'lessons', op: 'upsert', id: lesson.id, base: {} });
    expect(create?.fields).toMatchObject({ title: 'Fractions', owner_id: userId });
    expect(create?.fields).not.toHaveProperty('txid');
    expect(update).toMatchObject({
      op: 'upsert',
      fields: { title: 'Decimals', effectiveness_rating: 4 },
      base: { title: 'Fractions', effectiveness_rating: null },
      created_at: T1,
    });
    expect(remove).toMatchObject({ op: 'delete', fields: {}, base: {} });

    const stored = await db.entity('lessons').get(lesson.id);
    expect(stored).toMatchObject({ title: 'Decimals', created_at: T0, txid: LOCAL_TXID });
    expect(stored?.deleted_at).not.toBeNull();
  });

  it('refuses invalid input naming the field, and writes nothing', async () => {
    const bad = newLesson(userId, { effectiveness_rating: 7 });
    expect(await writeWithOutbox(db, 'lessons', { op: 'create', row: bad })).toMatchObject({
      ok: false,
      reason: 'invalid',
      field: 'effectiveness_rating',
    });
    const backwards = newLesson(userId, { start_time: '10:00', end_time: '09:00' });
    expect(await writeWithOutbox(db, 'lessons', { op: 'create', row: backwards })).toMatchObject({
      ok: false,
      field: 'end_time',
    });
    expect(await db.entity('lessons').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an invalid edit and leaves the row and outbox as they were', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    const result = await writeWithOutbox(db, 'lessons', {
      op: 'update',
      id: lesson.id,
      fields: { status: 'DONE' as never, title: 'Changed' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', field: 'status' });
    expect((await db.entity('lessons').get(lesson.id))?.title).toBe('Fractions');
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses bookkeeping or unknown fields, missing rows and edits after a delete', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    const txidEdit = { op: 'update', id: lesson.id, fields: { txid: '9' } } as never;
    expect(await writeWithOutbox(db, 'lessons', txidEdit)).toMatchObject({
      reason: 'unknown_field',
      field: 'txid',
    });
    expect(await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson })).toMatchObject({
      reason: 'exists',
    });
    const missing = crypto.randomUUID();
    expect(await writeWithOutbox(db, 'lessons', { op: 'delete', id: missing })).toMatchObject({
      reason: 'not_found',
    });
    await writeWithOutbox(db, 'lessons', { op: 'delete', id: lesson.id });
    const afterDelete = { op: 'update', id: lesson.id, fields: { title: 'Back' } } as const;
    expect(await writeWithOutbox(db, 'lessons', afterDelete)).toMatchObject({ reason: 'deleted' });
    expect(await db.outbox.count()).toBe(2);
  });

  it('restores a tombstone as an upsert of deleted_at: null, the change the merge lets through', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson }, { now: () => T0 });
    expect(await writeWithOutbox(db, 'lessons', { op: 'restore', id: lesson.id })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    await writeWithOutbox(db, 'lessons', { op: 'delete', id: lesson.id }, { now: () => T0 });
    const restored = await writeWithOutbox(
      db,
      'lessons',
      { op: 'restore', id: lesson.id },
      { now: () => T1 },
    );
    expect(restored).toMatchObject({ ok: true });
    expect(await db.entity('lessons').get(lesson.id)).toMatchObject({
      deleted_at: null,
      updated_at: T1,
      title: lesson.title,
    });
    const last = await db.outbox.orderBy('seq').last();
    expect(last).toMatchObject({
      op: 'upsert',
      id: lesson.id,
      fields: { deleted_at: null },
      base: { deleted_at: T0 },
    });
    expect(
      await writeWithOutbox(db, 'lessons', { op: 'restore', id: crypto.randomUUID() }),
    ).toMatchObject({ reason: 'not_found' });
  });

  it('is atomic: when the outbox write fails, the row is not written either', async () => {
    // A hook runs inside the same transaction, so throwing there is an IndexedDB-level failure
    // of the outbox put after the row put already succeeded.
    const failOutbox = () => {
      throw new Error('outbox unavailable');
    };
    db.outbox.hook('creating', failOutbox);
    const lesson = newLesson(userId);
    await expect(writeWithOutbox(db, 'lessons', { op: 'create', row: lesson })).rejects.toThrow(
      'outbox unavailable',
    );
    db.outbox.hook('creating').unsubscribe(failOutbox);

    expect(await db.entity('lessons').get(lesson.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson })).toMatchObject({
      ok: true,
    });
  });
});

describe('writeManyWithOutbox', () => {
  it('writes every row of a batch with one outbox change each, in order', async () => {
    const first = newLesson(userId);
    const second = { ...newLesson(userId), title: 'Ratios' };
    const result = await writeManyWithOutbox(
      db,
      [
        { table: 'lessons', request: { op: 'create', row: first } },
        { table: 'lessons', request: { op: 'create', row: second } },
        {
          table: 'lessons',
          request: { op: 'update', id: first.id, fields: { title: 'Decimals' } },
        },
      ],
      { now: () => T0 },
    );

    if (!result.ok) throw new Error(result.message);
    expect(result.seqs).toHaveLength(3);
    const changes = await db.outbox.orderBy('seq').toArray();
    expect(changes.map((change) => [change.id, change.fields.title])).toEqual([
      [first.id, 'Fractions'],
      [second.id, 'Ratios'],
      [first.id, 'Decimals'],
    ]);
    expect(changes[2]?.base).toEqual({ title: 'Fractions' });
    expect(await db.entity('lessons').get(first.id)).toMatchObject({ title: 'Decimals' });
  });

  it('keeps nothing when one write is refused, and names which one', async () => {
    const kept = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: kept });
    const fresh = newLesson(userId);
    const result = await writeManyWithOutbox(db, [
      { table: 'lessons', request: { op: 'create', row: fresh } },
      { table: 'lessons', request: { op: 'update', id: kept.id, fields: { title: 'Moved' } } },
      {
        table: 'lessons',
        request: { op: 'update', id: kept.id, fields: { effectiveness_rating: 9 } },
      },
    ]);

    expect(result).toMatchObject({ ok: false, reason: 'invalid', index: 2 });
    expect(await db.entity('lessons').get(fresh.id)).toBeUndefined();
    expect(await db.entity('lessons').get(kept.id)).toMatchObject({ title: 'Fractions' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('does nothing for an empty batch', async () => {
    expect(await writeManyWithOutbox(db, [])).toEqual({ ok: true, seqs: [] });
    expect(await db.outbox.count()).toBe(0);
  });
});
