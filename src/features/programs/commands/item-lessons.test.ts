import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import {
  classWithLessons,
  dayAfterStart,
  pulledItems,
  pulledProgram,
  pulledResource,
  pulledSciencePoints,
  TEST_SCHOOL_ID,
} from '../test-support/program-rows';
import { replicaPerTest } from '../test-support/replica-per-test';
import { applyProgram, undoApplyProgram } from './apply-program';
import { updateItem } from './item-commands';
import { lessonsToUpdate, updateFutureLessons } from './item-lessons';

const replica = replicaPerTest();
let db: ReplicaDb;
let ctx: { userId: string; schoolId: string | null; role: string | null };
beforeEach(() => {
  db = replica.db;
  ctx = { userId: replica.userId, schoolId: TEST_SCHOOL_ID, role: 'TEACHER' };
});

/**
 * A 2-period item (with a point and a resource) and a 1-period item applied to 3 lessons from
 * 2026-11-23, one a day; then the first item is edited.
 */
async function appliedThenEdited() {
  const { schoolClass, lessons } = await classWithLessons(db, ctx.userId, 3);
  const program = await pulledProgram(db, ctx.userId);
  const items = await pulledItems(db, program.id, 2, (i) => (i === 0 ? 2 : 1));
  const { points } = await pulledSciencePoints(db, 2);
  const resource = await pulledResource(db, ctx.userId);
  await db.entity('program_items').update(items[0]!.id, {
    syllabus_point_ids: [points[0]!.id],
    resource_ids: [resource.id],
  });
  const applied = await applyProgram(db, ctx, {
    programId: program.id,
    classId: schoolClass.id,
    from: lessons[0]!.date,
    mode: 'skip',
  });
  if (!applied.ok) throw new Error(applied.message);
  const edited = await updateItem(db, ctx, items[0]!.id, {
    title: 'Balanced forces',
    objectives: 'New objectives',
    success_criteria: 'Criteria 1',
    activities: '',
    duration_periods: '2',
    syllabus_point_ids: [points[1]!.id],
    resource_ids: [resource.id],
  });
  if (!edited.ok) throw new Error(edited.message);
  return { lessons, items, points, resource, before: edited.before };
}

const livePointIds = async (lessonId: string) =>
  (await db.entity('lesson_syllabus_points').where('lesson_id').equals(lessonId).toArray())
    .filter((link) => link.deleted_at === null)
    .map((link) => link.syllabus_point_id);

describe('updating the lessons made from an edited item', () => {
  it('finds only the future, unchanged lessons of the item', async () => {
    const { lessons, items, before } = await appliedThenEdited();
    const input = { itemId: items[0]!.id, before, today: dayAfterStart(0) };
    expect(await lessonsToUpdate(db, ctx, input)).toEqual({
      ok: true,
      lessonIds: [lessons[0]!.id, lessons[1]!.id],
    });
    // A lesson the teacher changed, and one in the past, are left out.
    await db.entity('lessons').update(lessons[0]!.id, { activities: 'My own activity' });
    expect(await lessonsToUpdate(db, ctx, { ...input, today: dayAfterStart(0) })).toEqual({
      ok: true,
      lessonIds: [lessons[1]!.id],
    });
    expect(await lessonsToUpdate(db, ctx, { ...input, today: dayAfterStart(2) })).toEqual({
      ok: true,
      lessonIds: [],
    });
  });

  it('rewrites them in one go, keeping each part, and undo puts them back', async () => {
    const { lessons, items, points, before } = await appliedThenEdited();
    const snapshot = await db.entity('lessons').bulkGet(lessons.map((l) => l.id));
    const input = { itemId: items[0]!.id, before, today: dayAfterStart(0) };
    const updated = await updateFutureLessons(db, ctx, input);
    if (!updated.ok) throw new Error(updated.message);
    expect(updated.count).toBe(2);
    expect(await db.entity('lessons').get(lessons[1]!.id)).toMatchObject({
      title: 'Balanced forces (2 of 2)',
      objectives: 'New objectives',
      success_criteria: 'Criteria 1',
      activities: null,
      program_item_id: items[0]!.id,
    });
    expect(await livePointIds(lessons[0]!.id)).toEqual([points[1]!.id]);
    // The other item's lesson is untouched.
    expect((await db.entity('lessons').get(lessons[2]!.id))?.title).toBe('Item 2');
    // Updated lessons match the item now: nothing more to offer.
    expect((await lessonsToUpdate(db, ctx, input)).ok).toBe(true);

    expect(await undoApplyProgram(db, ctx, updated)).toEqual({ ok: true });
    expect(await db.entity('lessons').bulkGet(lessons.map((l) => l.id))).toMatchObject(
      snapshot.map((row) => ({
        title: row?.title,
        objectives: row?.objectives,
        activities: row?.activities,
      })),
    );
    expect(await livePointIds(lessons[0]!.id)).toEqual([points[0]!.id]);
  });

  it('leaves alone a lesson changed after the offer was counted', async () => {
    const { lessons, items, before } = await appliedThenEdited();
    const input = { itemId: items[0]!.id, before, today: dayAfterStart(0) };
    await db.entity('lessons').update(lessons[1]!.id, { title: 'Forces practical' });
    const updated = await updateFutureLessons(db, ctx, input);
    expect(updated.ok && updated.count).toBe(1);
    expect((await db.entity('lessons').get(lessons[1]!.id))?.title).toBe('Forces practical');
  });
});
