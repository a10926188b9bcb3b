import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { DexieLocalReplica } from '../../../src/db/local-replica';
import { openReplica, type ReplicaDb } from '../../../src/db/replica-db';
import { setPointStatus } from '../../../src/features/syllabus/commands/status/set-point-status';
import { seedCoverage } from '../../../src/features/syllabus/test-support/coverage-replica';
import { MemoryServer } from '../../../sync/engine/test-support/memory-server';
import { runSyncCycle } from '../../../sync/engine/sync-cycle';

/**
 * Issue 13: the teacher's judgement of a point (class_syllabus_status) is an ordinary synced row.
 * An edit made offline on one device is an outbox change that a later cycle pushes, and another
 * device of the same teacher pulls it; edits of different fields on two devices both survive.
 */

const NOW = '2026-11-24T09:00:00.000Z';
const open: ReplicaDb[] = [];

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

async function device(userId: string) {
  const db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  open.push(db);
  const local = new DexieLocalReplica(db);
  const sync = (server: MemoryServer) =>
    runSyncCycle({
      local,
      remote: server,
      pushBatchSize: 50,
      pullPageSize: 100,
      now: () => NOW,
      onPhase: () => undefined,
    });
  return { db, sync };
}

/** The class, its syllabus and points as the server holds them, so every device pulls them. */
async function seedServer(db: ReplicaDb, userId: string, server: MemoryServer) {
  const seeded = await seedCoverage(db, userId);
  server.put('syllabuses', seeded.syllabus);
  server.put('classes', seeded.schoolClass);
  for (const point of Object.values(seeded.points)) server.put('syllabus_points', point);
  return seeded;
}

describe('coverage status sync', () => {
  it('pushes an offline mastery edit as a class_syllabus_status change and a second device pulls it', async () => {
    const userId = crypto.randomUUID();
    const server = new MemoryServer();
    const laptop = await device(userId);
    const tablet = await device(userId);
    const { schoolClass, points } = await seedServer(laptop.db, userId, server);
    const target = { classId: schoolClass.id, pointId: points.n1.id };

    // Offline: only the replica and the outbox change.
    const edited = await setPointStatus(
      laptop.db,
      { userId },
      { ...target, patch: { mastery_level: 4 } },
    );
    if (!edited.ok) throw new Error(edited.message);
    expect(await laptop.db.outbox.toArray()).toMatchObject([
      {
        table: 'class_syllabus_status',
        op: 'upsert',
        id: edited.statusId,
        fields: { mastery_level: 4 },
      },
    ]);

    // Back online.
    await tablet.sync(server);
    expect(await laptop.sync(server)).toMatchObject({ pushed: 1, rejected: 0 });
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(server.row('class_syllabus_status', edited.statusId)).toMatchObject({
      class_id: schoolClass.id,
      syllabus_point_id: points.n1.id,
      owner_id: userId,
      mastery_level: 4,
    });

    await tablet.sync(server);
    expect(await tablet.db.entity('class_syllabus_status').get(edited.statusId)).toMatchObject({
      mastery_level: 4,
      priority_level: 'MEDIUM',
    });
  });

  it('keeps both devices’ edits of different fields of the same point', async () => {
    const userId = crypto.randomUUID();
    const server = new MemoryServer();
    const laptop = await device(userId);
    const tablet = await device(userId);
    const { schoolClass, points } = await seedServer(laptop.db, userId, server);
    const created = await setPointStatus(
      laptop.db,
      { userId },
      {
        classId: schoolClass.id,
        pointId: points.a1.id,
        patch: { priority_level: 'HIGH' },
      },
    );
    if (!created.ok) throw new Error(created.message);
    await laptop.sync(server);
    await tablet.sync(server);

    // Both offline, each edits another field of the same row.
    const statusId = created.statusId;
    const tabletRow = await tablet.db.entity('class_syllabus_status').get(statusId);
    expect(tabletRow?.priority_level).toBe('HIGH');
    await setPointStatus(
      laptop.db,
      { userId },
      {
        classId: schoolClass.id,
        pointId: points.a1.id,
        patch: { mastery_level: 5 },
      },
    );
    const tabletEdit = await setPointStatus(
      tablet.db,
      { userId },
      {
        classId: schoolClass.id,
        pointId: points.a1.id,
        patch: { review_status: 'reviewed' },
      },
    );
    expect(tabletEdit).toMatchObject({ ok: true, statusId });

    await laptop.sync(server);
    await tablet.sync(server);
    await laptop.sync(server);
    for (const db of [laptop.db, tablet.db]) {
      expect(await db.entity('class_syllabus_status').get(statusId)).toMatchObject({
        priority_level: 'HIGH',
        mastery_level: 5,
        review_status: 'reviewed',
      });
    }
  });
});
