import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { archiveClass, restoreClass } from './archive-class';
import { ownerIn, pulledClass, T0, T1 } from '../test-support/class-rows';

const T2 = '2026-11-23T08:10:00.000Z';

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

describe('archiveClass and restoreClass', () => {
  it('archive sets archived_at (row and outbox change together); restore clears it', async () => {
    const row = await pulledClass(db, userId);

    expect(await archiveClass(db, ownerIn(userId), row.id, { now: () => T1 })).toEqual({
      ok: true,
    });
    expect(await db.entity('classes').get(row.id)).toEqual({
      ...row,
      archived_at: T1,
      updated_at: T1,
    });

    expect(await restoreClass(db, ownerIn(userId), row.id, { now: () => T2 })).toEqual({
      ok: true,
    });
    expect(await db.entity('classes').get(row.id)).toEqual({
      ...row,
      archived_at: null,
      updated_at: T2,
    });

    const changes = await db.outbox.toArray();
    expect(changes.map(({ op, fields, base }) => ({ op, fields, base }))).toEqual([
      { op: 'upsert', fields: { archived_at: T1 }, base: { archived_at: null } },
      { op: 'upsert', fields: { archived_at: null }, base: { archived_at: T1 } },
    ]);
    // Never a tombstone: archiving keeps the class and its history.
    expect((await db.entity('classes').get(row.id))?.deleted_at).toBeNull();
  });

  it('does nothing when the class is already as asked', async () => {
    const row = await pulledClass(db, userId, { archived_at: T0 });
    expect(await archiveClass(db, ownerIn(userId), row.id, { now: () => T1 })).toEqual({
      ok: true,
    });
    expect((await db.entity('classes').get(row.id))?.archived_at).toBe(T0);
    const active = await pulledClass(db, userId);
    expect(await restoreClass(db, ownerIn(userId), active.id)).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a missing, another user’s or deleted class', async () => {
    const theirs = await pulledClass(db, crypto.randomUUID());
    const deleted = await pulledClass(db, userId, { deleted_at: T0, archived_at: T0 });
    expect(await archiveClass(db, ownerIn(userId), crypto.randomUUID())).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(await archiveClass(db, ownerIn(userId), theirs.id)).toMatchObject({
      reason: 'not_found',
    });
    expect(await restoreClass(db, ownerIn(userId), deleted.id)).toMatchObject({
      reason: 'deleted',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('makes a class stranded in a school the teacher can no longer write to their own', async () => {
    const row = await pulledClass(db, userId);
    expect(await archiveClass(db, ownerIn(userId, null), row.id, { now: () => T1 })).toEqual({
      ok: true,
    });
    expect(await db.entity('classes').get(row.id)).toMatchObject({
      archived_at: T1,
      school_id: null,
    });
    const [change] = await db.outbox.toArray();
    expect(change).toMatchObject({ fields: { archived_at: T1, school_id: null } });
  });
});
