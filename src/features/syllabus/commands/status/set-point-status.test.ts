import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { pulledStatus } from '@/db/test-support/syllabus-rows';
import { seedCoverage } from '../../test-support/coverage-replica';
import { setPointStatus } from './set-point-status';

const T1 = '2026-11-24T09:00:00.000Z';
const T2 = '2026-11-24T09:05:00.000Z';
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

const statusRows = () => db.entity('class_syllabus_status').toArray();

describe('setPointStatus', () => {
  it('creates the class × point row on the first edit, owned by the teacher, with one outbox change', async () => {
    const { schoolClass, points } = await seedCoverage(db, userId);
    const result = await setPointStatus(
      db,
      { userId },
      { classId: schoolClass.id, pointId: points.n2.id, patch: { mastery_level: 3 } },
      { now: () => T1, newId: () => '00000000-0000-4000-8000-000000000001' },
    );
    expect(result).toEqual({
      ok: true,
      statusId: '00000000-0000-4000-8000-000000000001',
      changed: ['mastery_level'],
    });
    expect(await statusRows()).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        owner_id: userId,
        class_id: schoolClass.id,
        syllabus_point_id: points.n2.id,
        mastery_level: 3,
        teacher_confidence_level: null,
        priority_level: 'MEDIUM',
        review_status: 'not_reviewed',
        notes: null,
        created_at: T1,
        updated_at: T1,
        deleted_at: null,
        txid: '0',
      },
    ]);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      table: 'class_syllabus_status',
      op: 'upsert',
      id: '00000000-0000-4000-8000-000000000001',
      fields: {
        owner_id: userId,
        class_id: schoolClass.id,
        mastery_level: 3,
        priority_level: 'MEDIUM',
      },
      base: {},
    });
  });

  it('then sends only the fields that changed, with their base; an unchanged edit writes nothing', async () => {
    const { schoolClass, points } = await seedCoverage(db, userId);
    const row = await pulledStatus(db, userId, schoolClass.id, points.n1.id, {
      mastery_level: 2,
      priority_level: 'HIGH',
    });
    const input = { classId: schoolClass.id, pointId: points.n1.id };
    expect(
      await setPointStatus(
        db,
        { userId },
        { ...input, patch: { mastery_level: 4, priority_level: 'HIGH' } },
        { now: () => T2 },
      ),
    ).toEqual({ ok: true, statusId: row.id, changed: ['mastery_level'] });
    expect(await db.entity('class_syllabus_status').get(row.id)).toEqual({
      ...row,
      mastery_level: 4,
      updated_at: T2,
    });
    expect(await db.outbox.toArray()).toMatchObject([
      {
        table: 'class_syllabus_status',
        op: 'upsert',
        id: row.id,
        fields: { mastery_level: 4 },
        base: { mastery_level: 2 },
      },
    ]);

    expect(await setPointStatus(db, { userId }, { ...input, patch: { mastery_level: 4 } })).toEqual(
      { ok: true, statusId: row.id, changed: [] },
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it('edits the latest live row when two devices each created one', async () => {
    const { schoolClass, points } = await seedCoverage(db, userId);
    const older = await pulledStatus(db, userId, schoolClass.id, points.n1.id, {
      updated_at: '2026-11-01T00:00:00.000Z',
    });
    const newer = await pulledStatus(db, userId, schoolClass.id, points.n1.id, {
      updated_at: '2026-11-20T00:00:00.000Z',
    });
    await setPointStatus(
      db,
      { userId },
      { classId: schoolClass.id, pointId: points.n1.id, patch: { review_status: 'reviewed' } },
    );
    expect((await db.entity('class_syllabus_status').get(newer.id))?.review_status).toBe(
      'reviewed',
    );
    expect((await db.entity('class_syllabus_status').get(older.id))?.review_status).toBe(
      'not_reviewed',
    );
  });

  it.each([
    [
      { mastery_level: 6 },
      'mastery_level',
      'Mastery must be a whole number from 1 to 5, or not set.',
    ],
    [
      { teacher_confidence_level: 2.5 },
      'teacher_confidence_level',
      'Confidence must be a whole number from 1 to 5, or not set.',
    ],
    [
      { priority_level: 'URGENT' },
      'priority_level',
      'Priority must be Low, Medium, High or Critical.',
    ],
    [
      { review_status: 'done' },
      'review_status',
      'Review must be Not reviewed, Needs review or Reviewed.',
    ],
    [{ notes: 'x' }, 'notes', "notes is not part of a point's status."],
  ])(
    'refuses %j with a message naming the field, writing nothing',
    async (patch, field, message) => {
      const { schoolClass, points } = await seedCoverage(db, userId);
      const result = await setPointStatus(
        db,
        { userId },
        {
          classId: schoolClass.id,
          pointId: points.n1.id,
          patch: patch as never,
        },
      );
      expect(result).toEqual({ ok: false, reason: 'invalid', field, message });
      expect(await statusRows()).toEqual([]);
      expect(await db.outbox.count()).toBe(0);
    },
  );

  it("refuses another teacher's class and an unknown point", async () => {
    const { schoolClass, points } = await seedCoverage(db, userId);
    const stranger = await setPointStatus(
      db,
      { userId: crypto.randomUUID() },
      {
        classId: schoolClass.id,
        pointId: points.n1.id,
        patch: { mastery_level: 1 },
      },
    );
    expect(stranger).toMatchObject({ ok: false, reason: 'not_found' });
    const unknown = await setPointStatus(
      db,
      { userId },
      {
        classId: schoolClass.id,
        pointId: crypto.randomUUID(),
        patch: { mastery_level: 1 },
      },
    );
    expect(unknown).toMatchObject({ ok: false, reason: 'not_found' });
    expect(await db.outbox.count()).toBe(0);
  });
});
