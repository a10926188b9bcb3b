import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { pulledPointLink } from '@/db/test-support/syllabus-rows';
import { COVERAGE_TODAY, seedCoverage } from '../test-support/coverage-replica';
import { planThis, undoPlanThis } from '@/db/coverage-commands/plan-this';

const T1 = '2026-11-24T09:00:00.000Z';
const LINK_ID = '00000000-0000-4000-8000-0000000000aa';
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

const options = { now: () => T1, newId: () => LINK_ID };

describe('planThis', () => {
  it('links the point to the next lesson without a point and plans it, in one batch', async () => {
    const seeded = await seedCoverage(db, userId);
    const [wednesday] = seeded.upcoming;
    const result = await planThis(
      db,
      { userId },
      { classId: seeded.schoolClass.id, pointId: seeded.points.n2.id, today: COVERAGE_TODAY },
      options,
    );
    expect(result).toEqual({
      ok: true,
      lessonId: wednesday!.id,
      linkId: LINK_ID,
      lessonDate: '2026-11-25',
      periodId: 'p3',
      statusBefore: 'UNPLANNED',
      statusAfter: 'PLANNED',
    });
    expect(await db.entity('lesson_syllabus_points').get(LINK_ID)).toMatchObject({
      lesson_id: wednesday!.id,
      syllabus_point_id: seeded.points.n2.id,
      owner_id: userId,
      deleted_at: null,
    });
    expect((await db.entity('lessons').get(wednesday!.id))?.status).toBe('PLANNED');
    expect(await db.outbox.toArray()).toMatchObject([
      { table: 'lesson_syllabus_points', op: 'upsert', id: LINK_ID },
      {
        table: 'lessons',
        op: 'upsert',
        id: wednesday!.id,
        fields: { status: 'PLANNED' },
        base: { status: 'UNPLANNED' },
      },
    ]);
  });

  it('skips a lesson that already has a point, and past or marked lessons', async () => {
    const seeded = await seedCoverage(db, userId);
    const [wednesday, thursday] = seeded.upcoming;
    await pulledPointLink(db, userId, wednesday!.id, seeded.points.a2.id);
    const result = await planThis(
      db,
      { userId },
      { classId: seeded.schoolClass.id, pointId: seeded.points.n2.id, today: COVERAGE_TODAY },
      options,
    );
    expect(result).toMatchObject({ ok: true, lessonId: thursday!.id });
  });

  it('says what to do when no upcoming lesson is free, writing nothing', async () => {
    const seeded = await seedCoverage(db, userId);
    for (const lesson of seeded.upcoming)
      await pulledPointLink(db, userId, lesson.id, seeded.points.a2.id);
    const result = await planThis(
      db,
      { userId },
      { classId: seeded.schoolClass.id, pointId: seeded.points.n2.id, today: COVERAGE_TODAY },
      options,
    );
    expect(result).toEqual({
      ok: false,
      reason: 'no-lesson',
      message:
        "No upcoming lesson of 7 Maths A without a syllabus point — generate this term's lessons in the planner.",
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('is undone exactly: the link is a tombstone and the lesson is UNPLANNED again, synced too', async () => {
    const seeded = await seedCoverage(db, userId);
    const [wednesday] = seeded.upcoming;
    const before = await db.entity('lessons').get(wednesday!.id);
    const planned = await planThis(
      db,
      { userId },
      { classId: seeded.schoolClass.id, pointId: seeded.points.n2.id, today: COVERAGE_TODAY },
      options,
    );
    if (!planned.ok) throw new Error(planned.message);
    expect(await undoPlanThis(db, { userId }, planned, { now: () => T1 })).toEqual({ ok: true });

    const after = await db.entity('lessons').get(wednesday!.id);
    expect(after).toEqual({ ...before, updated_at: T1 });
    expect(await db.entity('lesson_syllabus_points').get(LINK_ID)).toMatchObject({
      deleted_at: T1,
    });
    expect((await db.outbox.toArray()).slice(2)).toMatchObject([
      { table: 'lesson_syllabus_points', op: 'delete', id: LINK_ID },
      {
        table: 'lessons',
        op: 'upsert',
        fields: { status: 'UNPLANNED' },
        base: { status: 'PLANNED' },
      },
    ]);
    // A second undo changes nothing.
    expect(await undoPlanThis(db, { userId }, planned)).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(4);
  });
});
