import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import * as outbox from '@/db/write-with-outbox';
import { pulledPointLink } from '@/db/test-support/syllabus-rows';
import {
  classWithLessons,
  pulledItems,
  pulledProgram,
  pulledResource,
  pulledSciencePoints,
  T1,
  TEST_SCHOOL_ID,
} from '../test-support/program-rows';
import { replicaPerTest } from '../test-support/replica-per-test';
import { applyProgram, previewApplication, undoApplyProgram } from './apply-program';

const replica = replicaPerTest();
let db: ReplicaDb;
let ctx: { userId: string; schoolId: string | null; role: string | null };
beforeEach(() => {
  db = replica.db;
  ctx = { userId: replica.userId, schoolId: TEST_SCHOOL_ID, role: 'TEACHER' };
});

async function setUp(lessonCount: number, itemPeriods: number[]) {
  const { schoolClass, lessons } = await classWithLessons(db, ctx.userId, lessonCount);
  const program = await pulledProgram(db, ctx.userId);
  const items = await pulledItems(db, program.id, itemPeriods.length, (i) => itemPeriods[i]!);
  return { schoolClass, lessons, program, items };
}

describe('applyProgram', () => {
  it('writes every assigned lesson in one batch, skipping planned lessons, and undo restores them exactly', async () => {
    const { schoolClass, lessons, program, items } = await setUp(6, [2, 1]);
    // Lesson 2 already holds the teacher's plan: skip passes over it.
    await db.entity('lessons').update(lessons[1]!.id, { title: 'Mine', status: 'PLANNED' });
    const input = {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'skip' as const,
    };
    const preview = await previewApplication(db, ctx, input);
    expect(preview.ok && preview.assignments.map((a) => a.lessonId)).toEqual([
      lessons[0]!.id,
      lessons[2]!.id,
      lessons[3]!.id,
    ]);
    expect(await db.outbox.count()).toBe(0);

    const before = await db.entity('lessons').bulkGet(lessons.map((l) => l.id));
    const batch = vi.spyOn(outbox, 'writeManyWithOutbox');
    const applied = await applyProgram(db, ctx, input, { now: () => T1 });
    if (!applied.ok) throw new Error(applied.message);
    expect(batch).toHaveBeenCalledTimes(1);
    batch.mockRestore();
    expect(await db.entity('lessons').get(lessons[0]!.id)).toMatchObject({
      title: 'Item 1 (1 of 2)',
      objectives: 'Objectives 1',
      success_criteria: 'Criteria 1',
      activities: 'Activities 1',
      program_item_id: items[0]!.id,
      status: 'PLANNED',
    });
    expect((await db.entity('lessons').get(lessons[2]!.id))?.title).toBe('Item 1 (2 of 2)');
    expect((await db.entity('lessons').get(lessons[3]!.id))?.program_item_id).toBe(items[1]!.id);
    expect((await db.entity('lessons').get(lessons[1]!.id))?.title).toBe('Mine');

    expect(await undoApplyProgram(db, ctx, applied)).toEqual({ ok: true });
    const after = await db.entity('lessons').bulkGet(lessons.map((l) => l.id));
    const planFields = (row: (typeof after)[number]) => ({
      title: row?.title,
      objectives: row?.objectives,
      success_criteria: row?.success_criteria,
      activities: row?.activities,
      program_item_id: row?.program_item_id,
      status: row?.status,
    });
    expect(after.map(planFields)).toEqual(before.map(planFields));
  });

  it('replaces planned lessons in replace mode', async () => {
    const { schoolClass, lessons, program } = await setUp(3, [1, 1]);
    await db.entity('lessons').update(lessons[0]!.id, { title: 'Mine', status: 'PLANNED' });
    const applied = await applyProgram(db, ctx, {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'replace',
    });
    expect(applied.ok && applied.assignments.map((a) => [a.lessonId, a.replaces])).toEqual([
      [lessons[0]!.id, true],
      [lessons[1]!.id, false],
    ]);
    expect((await db.entity('lessons').get(lessons[0]!.id))?.title).toBe('Item 1');
  });

  it('refuses, writing nothing, when the class has too few lessons from the date', async () => {
    const { schoolClass, lessons, program } = await setUp(3, [2, 2]);
    const refused = await applyProgram(db, ctx, {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'skip',
    });
    expect(refused).toEqual({
      ok: false,
      reason: 'not-enough-lessons',
      message:
        "Only 3 lessons of 8 Science from 23 Nov (the program needs 4): generate next term's lessons in the planner, or apply fewer items.",
    });
    expect(await db.outbox.count()).toBe(0);
    // Applying fewer items fits.
    const fewer = await applyProgram(db, ctx, {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'skip',
      lastItem: 1,
    });
    expect(fewer.ok && fewer.assignments).toHaveLength(2);
  });

  it('links each lesson to the item’s syllabus points and resources on this device, and undo removes the links', async () => {
    const { schoolClass, lessons, program, items } = await setUp(3, [2, 1]);
    const { points } = await pulledSciencePoints(db, 2);
    const resource = await pulledResource(db, ctx.userId);
    // A colleague's private resource is not on this device: the server would refuse its link.
    const unseen = crypto.randomUUID();
    await db.entity('program_items').update(items[0]!.id, {
      syllabus_point_ids: [points[0]!.id, points[1]!.id],
      resource_ids: [resource.id, unseen],
    });
    const applied = await applyProgram(db, ctx, {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'skip',
    });
    if (!applied.ok) throw new Error(applied.message);
    const livePoints = async (lessonId: string) =>
      (await db.entity('lesson_syllabus_points').where('lesson_id').equals(lessonId).toArray())
        .filter((link) => link.deleted_at === null)
        .map((link) => link.syllabus_point_id)
        .sort();
    const liveResources = async (lessonId: string) =>
      (await db.entity('lesson_resources').where('lesson_id').equals(lessonId).toArray())
        .filter((link) => link.deleted_at === null)
        .map((link) => [link.resource_id, link.owner_id]);
    // Both parts of the two-period item get the links; the one-period item has none.
    for (const lesson of lessons.slice(0, 2)) {
      expect(await livePoints(lesson.id)).toEqual([points[0]!.id, points[1]!.id].sort());
      expect(await liveResources(lesson.id)).toEqual([[resource.id, ctx.userId]]);
    }
    expect(await livePoints(lessons[2]!.id)).toEqual([]);
    // Every link is pushed: 3 lesson updates + 2 × (2 points + 1 resource).
    expect(await db.outbox.count()).toBe(9);

    expect(await undoApplyProgram(db, ctx, applied)).toEqual({ ok: true });
    for (const lesson of lessons) {
      expect(await livePoints(lesson.id)).toEqual([]);
      expect(await liveResources(lesson.id)).toEqual([]);
    }
  });

  it('in replace mode, swaps a planned lesson’s own links for the item’s, and undo brings them back', async () => {
    const { schoolClass, lessons, program, items } = await setUp(1, [1]);
    const { points } = await pulledSciencePoints(db, 2);
    await db.entity('program_items').update(items[0]!.id, { syllabus_point_ids: [points[1]!.id] });
    await db.entity('lessons').update(lessons[0]!.id, { title: 'Mine', status: 'PLANNED' });
    const own = await pulledPointLink(db, ctx.userId, lessons[0]!.id, points[0]!.id);
    const applied = await applyProgram(db, ctx, {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'replace',
    });
    if (!applied.ok) throw new Error(applied.message);
    const live = async () =>
      (
        await db
          .entity('lesson_syllabus_points')
          .where('lesson_id')
          .equals(lessons[0]!.id)
          .toArray()
      )
        .filter((link) => link.deleted_at === null)
        .map((link) => link.syllabus_point_id);
    expect(await live()).toEqual([points[1]!.id]);
    await undoApplyProgram(db, ctx, applied);
    expect(await live()).toEqual([points[0]!.id]);
    expect((await db.entity('lesson_syllabus_points').get(own.id))?.deleted_at).toBeNull();
  });

  it('lets a colleague apply a program shared with the school to their own class', async () => {
    const { schoolClass, lessons } = await classWithLessons(db, ctx.userId, 2);
    const program = await pulledProgram(db, crypto.randomUUID(), { is_shared: true });
    await pulledItems(db, program.id, 2);
    const applied = await applyProgram(db, ctx, {
      programId: program.id,
      classId: schoolClass.id,
      from: lessons[0]!.date,
      mode: 'skip',
    });
    expect(applied.ok).toBe(true);
    const changes = await db.outbox.toArray();
    expect(changes.map((change) => [change.table, change.id].join(':')).sort()).toEqual(
      lessons.map((lesson) => `lessons:${lesson.id}`).sort(),
    );
  });
});
