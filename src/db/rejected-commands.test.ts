import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RejectedChange } from './outbox-schema';
import { discardRejected, retryRejected } from './rejected-commands';
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

/** What acknowledge() leaves after the server refused the outbox's first change. */
async function refuseFirstChange(code = '23514', message = 'violates check'): Promise<number> {
  const [entry] = await db.outbox.orderBy('seq').toArray();
  if (!entry) throw new Error('nothing in the outbox');
  const rejected: RejectedChange = { ...entry, code, message, rejected_at: T1 };
  await db.rejected.put(rejected);
  await db.outbox.delete(entry.seq);
  return entry.seq;
}

describe('discardRejected', () => {
  it('removes the entry and nothing else', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    const seq = await refuseFirstChange();

    expect(await discardRejected(db, seq)).toEqual({ ok: true });
    expect(await db.rejected.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await discardRejected(db, seq)).toMatchObject({ ok: false, reason: 'not_found' });
  });
});

describe('retryRejected', () => {
  it('sends the edited fields as a new change and removes the entry, together', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson }, { now: () => T0 });
    await db.outbox.clear();
    await writeWithOutbox(db, 'lessons', {
      op: 'update',
      id: lesson.id,
      fields: { title: 'Bad title', effectiveness_rating: 3 },
    });
    const seq = await refuseFirstChange();

    const result = await retryRejected(db, seq, { title: 'Good title' }, { now: () => T1 });

    expect(result).toEqual({ ok: true });
    expect(await db.rejected.count()).toBe(0);
    const [retried] = await db.outbox.toArray();
    expect(retried).toMatchObject({
      table: 'lessons',
      op: 'upsert',
      id: lesson.id,
      fields: { title: 'Good title', effectiveness_rating: 3 },
    });
    expect(retried?.seq).toBeGreaterThan(seq);
    expect(await db.entity('lessons').get(lesson.id)).toMatchObject({ title: 'Good title' });
  });

  it('creates the row again when a refused create was removed by the repair', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    const seq = await refuseFirstChange('42501', 'row-level security');
    // The engine's repair found no server row: the local copy went.
    await db.entity('lessons').delete(lesson.id);

    expect(await retryRejected(db, seq, { title: 'Retried' })).toEqual({ ok: true });
    expect(await db.entity('lessons').get(lesson.id)).toMatchObject({ title: 'Retried' });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ op: 'upsert', base: {} }),
    ]);
  });

  it('keeps the entry when the edit is invalid, naming the field', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    await db.outbox.clear();
    await writeWithOutbox(db, 'lessons', {
      op: 'update',
      id: lesson.id,
      fields: { effectiveness_rating: 4 },
    });
    const seq = await refuseFirstChange();

    expect(await retryRejected(db, seq, { effectiveness_rating: 9 })).toMatchObject({
      ok: false,
      reason: 'invalid',
      field: 'effectiveness_rating',
    });
    expect(await db.rejected.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses fields that were not part of the change', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    await db.outbox.clear();
    await writeWithOutbox(db, 'lessons', { op: 'update', id: lesson.id, fields: { notes: 'x' } });
    const seq = await refuseFirstChange();

    expect(await retryRejected(db, seq, { title: 'Sneaky' })).toMatchObject({
      ok: false,
      reason: 'unknown_field',
      field: 'title',
    });
  });

  it('retries a delete as a delete once the row is live again', async () => {
    const lesson = newLesson(userId);
    await writeWithOutbox(db, 'lessons', { op: 'create', row: lesson });
    await db.outbox.clear();
    await writeWithOutbox(db, 'lessons', { op: 'delete', id: lesson.id });
    const seq = await refuseFirstChange('42501', 'permission denied');
    // Before the repair the local row is still the refused tombstone: nothing to delete.
    expect(await retryRejected(db, seq, {})).toMatchObject({ ok: false, reason: 'deleted' });
    // The repair put the server's live row back.
    await db.entity('lessons').update(lesson.id, { deleted_at: null });

    expect(await retryRejected(db, seq, {})).toEqual({ ok: true });
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ op: 'delete' })]);
  });

  it('does not retry a refused conflict resolution (only discard)', async () => {
    await db.outbox.add({
      table: 'sync_conflicts',
      op: 'upsert',
      id: crypto.randomUUID(),
      fields: { resolved_at: T1 },
      base: { resolved_at: null },
      created_at: T1,
    });
    const seq = await refuseFirstChange(
      '22023',
      'Only resolved_at of a sync conflict can be changed',
    );

    expect(await retryRejected(db, seq, {})).toMatchObject({ ok: false, reason: 'not_retryable' });
    expect(await db.rejected.count()).toBe(1);
  });
});
