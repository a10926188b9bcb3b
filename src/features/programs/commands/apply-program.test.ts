import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import * as outbox from '@/db/write-with-outbox';
import {
  classWithLessons,
  pulledItems,
  pulledProgram,
  T1,
  TEST_SCHOOL_ID,
} from '../test-support/program-rows';
import { replicaPerTest } from '../test-support/replica-per-test';
import { applyProgram, previewApplication, undoApplyProgram } from './apply-program';

const replica = replicaPerTest();
let db: ReplicaDb;
let ctx: { userId: string; schoolId: string | null };
beforeEach(() => {
  db = replica.db;
  ctx = { userId: replica.userId, schoolId: TEST_SCHOOL_ID };
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
});
