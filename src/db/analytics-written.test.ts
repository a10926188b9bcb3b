// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsWriteMark, analyticsWriteMarkOf } from './analytics-written';
import { deleteReplica, openReplica, type ReplicaDb } from './replica-db';
import type { ReplicaHandle } from './replica-hooks';
import { createReplicaHandle } from './replica-hooks-live';
import { pulledClassRow, pulledLesson } from './test-support/pulled-rows';

let userId: string;
let db: ReplicaDb;
let handle: ReplicaHandle;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
  // Creating the handle registers the mark's watcher, as the app's replica open does.
  handle = createReplicaHandle(db);
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

/**
 * Runs `write` and resolves once Dexie has told watchers of `table` about it (storagemutated
 * comes after the commit): by then the mark's own watcher has seen it too.
 */
async function written<T>(table: string, write: () => Promise<T>): Promise<T> {
  const told = new Promise<void>((resolve) => {
    const stop = handle.watch([table], () => {
      stop();
      resolve();
    });
  });
  const result = await write();
  await told;
  return result;
}

describe('the analytics write mark', () => {
  it('is the same on every read while nothing is written', () => {
    const mark = analyticsWriteMark(db);
    expect(mark).toMatch(/^[0-9a-f-]{36}$/);
    expect(analyticsWriteMark(db)).toBe(mark);
  });

  it('moves on a write to a store analytics counts from', async () => {
    const schoolClass = await written('classes', () =>
      pulledClassRow(db, userId, { school_id: null }),
    );
    const before = analyticsWriteMark(db);
    await written('lessons', () => pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1'));
    expect(analyticsWriteMark(db)).not.toBe(before);
  });

  it('stays on a write to a store analytics does not read', async () => {
    const before = analyticsWriteMark(db);
    // The outbox holds what is yet to be pushed, not what analytics counts.
    await written('outbox', () =>
      db.outbox.add({
        table: 'profiles',
        op: 'upsert',
        id: userId,
        fields: { display_name: 'Ms Rivera' },
        base: {},
        created_at: '2026-11-24T09:00:00.000Z',
      }),
    );
    expect(analyticsWriteMark(db)).toBe(before);
  });

  it('is kept per replica', async () => {
    const other = crypto.randomUUID();
    const otherDb = await openReplica(other);
    expect(analyticsWriteMark(otherDb)).not.toBe(analyticsWriteMark(db));
    otherDb.close();
    await deleteReplica(other);
  });

  it('reads the same by user id, before the replica is open', async () => {
    expect(analyticsWriteMarkOf(userId)).toBe(analyticsWriteMark(db));
    const schoolClass = await written('classes', () =>
      pulledClassRow(db, userId, { school_id: null }),
    );
    await written('lessons', () => pulledLesson(db, userId, schoolClass.id, '2026-11-02', 'p1'));
    expect(analyticsWriteMarkOf(userId)).toBe(analyticsWriteMark(db));
  });
});
