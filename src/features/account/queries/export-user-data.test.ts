import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNCED_TABLES } from '@sync/merge/change';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { newLesson } from '@/db/test-support/test-rows';
import { writeWithOutbox } from '@/db/write-with-outbox';
import { readUserData } from './export-user-data';

const NOW = new Date('2026-11-23T08:00:00.000Z');

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

describe('readUserData', () => {
  it("holds every synced table, the user's rows without tombstones, and the outbox count", async () => {
    const kept = newLesson(userId, { title: 'Fractions' });
    const gone = newLesson(userId, { title: 'Decimals' });
    await writeWithOutbox(db, 'lessons', { op: 'create', row: kept });
    await writeWithOutbox(db, 'lessons', { op: 'create', row: gone });
    await writeWithOutbox(db, 'lessons', { op: 'delete', id: gone.id });

    const data = await readUserData(db, { id: userId, email: 'terry@example.com' }, NOW);

    expect(data.exportedAt).toBe('2026-11-23T08:00:00.000Z');
    expect(data.user).toEqual({ id: userId, email: 'terry@example.com' });
    expect(Object.keys(data.tables).sort()).toEqual([...SYNCED_TABLES].sort());
    expect(data.tables.lessons).toEqual([
      expect.objectContaining({ id: kept.id, title: 'Fractions' }),
    ]);
    expect(data.tables.profiles).toEqual([]);
    expect(data.outboxCount).toBe(3);
    // What the file will hold: plain JSON, nothing lost in the round trip.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
