import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReplicaDb } from '@/db/replica-db';
import { PROGRAM_MESSAGES, programFormInput } from '../model/program-rules';
import { pulledItems, pulledProgram, T1, TEST_SCHOOL_ID } from '../test-support/program-rows';
import { replicaPerTest } from '../test-support/replica-per-test';
import { addItem, deleteItem, reorderItems, restoreItem, updateItem } from './item-commands';
import {
  createProgram,
  deleteProgram,
  duplicateProgram,
  restoreProgram,
  updateProgram,
} from './program-commands';

const replica = replicaPerTest();
let db: ReplicaDb;
let ctx: { userId: string; schoolId: string | null; role: string | null };
beforeEach(() => {
  db = replica.db;
  ctx = { userId: replica.userId, schoolId: TEST_SCHOOL_ID, role: 'TEACHER' };
});

const form = { ...programFormInput(), name: 'Forces', subject: 'Science', year: '8' };
const itemForm = {
  title: 'Balanced forces',
  objectives: '',
  success_criteria: '',
  activities: '',
  duration_periods: '2',
  syllabus_point_ids: [],
  resource_ids: [],
};
const liveTitles = async (programId: string) =>
  (await db.entity('program_items').where('program_id').equals(programId).toArray())
    .filter((item) => item.deleted_at === null)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((item) => item.title);

describe('program commands', () => {
  it('creates a program with its outbox change, refusing bad fields and sharing without a school', async () => {
    expect(await createProgram(db, ctx, { ...form, name: ' ' })).toMatchObject({
      ok: false,
      field: 'name',
      message: PROGRAM_MESSAGES.nameRequired,
    });
    expect(
      await createProgram(db, { ...ctx, schoolId: null }, { ...form, visibility: 'school' }),
    ).toMatchObject({ ok: false, field: 'visibility' });
    const created = await createProgram(db, ctx, { ...form, visibility: 'school' });
    if (!created.ok) throw new Error(created.message);
    expect(await db.entity('programs').get(created.id)).toMatchObject({
      name: 'Forces',
      year: 8,
      is_shared: true,
      school_id: TEST_SCHOOL_ID,
      owner_id: ctx.userId,
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses to change a colleague’s shared program, but duplicates it as the teacher’s own', async () => {
    const shared = await pulledProgram(db, crypto.randomUUID(), { is_shared: true });
    await pulledItems(db, shared.id, 3);
    expect(await updateProgram(db, ctx, shared.id, form)).toMatchObject({
      ok: false,
      reason: 'read-only',
    });
    const copy = await duplicateProgram(db, ctx, shared.id);
    if (!copy.ok) throw new Error(copy.message);
    expect(await db.entity('programs').get(copy.id)).toMatchObject({
      name: 'Year 8 Science — Forces (copy)',
      owner_id: ctx.userId,
      is_shared: false,
    });
    expect(await liveTitles(copy.id)).toEqual(['Item 1', 'Item 2', 'Item 3']);
  });

  it('stores the stage and the syllabus, and blank ones as null', async () => {
    const syllabusId = crypto.randomUUID();
    const created = await createProgram(db, ctx, {
      ...form,
      stage: 'Stage 4',
      syllabus_id: syllabusId,
    });
    if (!created.ok) throw new Error(created.message);
    expect(await db.entity('programs').get(created.id)).toMatchObject({
      stage: 'Stage 4',
      syllabus_id: syllabusId,
    });
    await updateProgram(db, ctx, created.id, { ...form, stage: ' ', syllabus_id: '' });
    expect(await db.entity('programs').get(created.id)).toMatchObject({
      stage: null,
      syllabus_id: null,
    });
  });

  it('lets a school manager edit a shared program and its items, never unshare or delete it', async () => {
    const manager = { ...ctx, role: 'ADMIN' };
    const owner = crypto.randomUUID();
    const shared = await pulledProgram(db, owner, { is_shared: true });
    const [item] = await pulledItems(db, shared.id, 1);
    expect(
      await updateProgram(db, manager, shared.id, {
        ...form,
        name: 'Forces',
        visibility: 'school',
      }),
    ).toEqual({ ok: true });
    expect(await db.entity('programs').get(shared.id)).toMatchObject({
      name: 'Forces',
      owner_id: owner,
      is_shared: true,
      school_id: TEST_SCHOOL_ID,
    });
    expect(await updateProgram(db, manager, shared.id, form)).toMatchObject({
      ok: false,
      field: 'visibility',
    });
    expect(await deleteProgram(db, manager, shared.id)).toMatchObject({
      ok: false,
      reason: 'read-only',
    });
    expect((await updateItem(db, manager, item!.id, itemForm)).ok).toBe(true);
    expect((await addItem(db, manager, shared.id, itemForm)).ok).toBe(true);
    // A teacher of the school only reads it.
    expect(await addItem(db, ctx, shared.id, itemForm)).toMatchObject({ reason: 'read-only' });
  });

  it('deletes a program as a tombstone and restores it', async () => {
    const program = await pulledProgram(db, ctx.userId);
    expect(await deleteProgram(db, ctx, program.id, { now: () => T1 })).toEqual({ ok: true });
    expect((await db.entity('programs').get(program.id))?.deleted_at).toBe(T1);
    expect(await restoreProgram(db, ctx, program.id)).toEqual({ ok: true });
    expect((await db.entity('programs').get(program.id))?.deleted_at).toBeNull();
  });
});

describe('item commands', () => {
  it('adds at the end, edits, deletes and restores in place', async () => {
    const program = await pulledProgram(db, ctx.userId);
    await pulledItems(db, program.id, 2);
    const added = await addItem(db, ctx, program.id, itemForm);
    if (!added.ok) throw new Error(added.message);
    expect(await db.entity('program_items').get(added.id)).toMatchObject({
      sort_order: 2,
      duration_periods: 2,
      objectives: null,
    });
    expect(
      await addItem(db, ctx, program.id, { ...itemForm, duration_periods: '0' }),
    ).toMatchObject({
      ok: false,
      field: 'duration_periods',
      message: PROGRAM_MESSAGES.periodsRange,
    });
    const updated = await updateItem(db, ctx, added.id, {
      ...itemForm,
      title: 'Unbalanced forces',
      syllabus_point_ids: ['3f0e5b8e-1d7c-4c55-9a51-0d5b0c3e7a01'],
    });
    // The answer says what the item gave lessons before and after the edit.
    expect(updated).toMatchObject({
      ok: true,
      before: { title: 'Balanced forces', syllabus_point_ids: [] },
      after: {
        title: 'Unbalanced forces',
        syllabus_point_ids: ['3f0e5b8e-1d7c-4c55-9a51-0d5b0c3e7a01'],
      },
    });
    expect(await liveTitles(program.id)).toEqual(['Item 1', 'Item 2', 'Unbalanced forces']);
    const [first] = await liveTitles(program.id);
    expect(first).toBe('Item 1');
    const items = await db.entity('program_items').where('program_id').equals(program.id).toArray();
    const item1 = items.find((item) => item.title === 'Item 1')!;
    await deleteItem(db, ctx, item1.id);
    expect(await liveTitles(program.id)).toEqual(['Item 2', 'Unbalanced forces']);
    await restoreItem(db, ctx, item1.id);
    expect(await liveTitles(program.id)).toEqual(['Item 1', 'Item 2', 'Unbalanced forces']);
  });

  it('reorders in one transaction, writing only the items that moved', async () => {
    const program = await pulledProgram(db, ctx.userId);
    const items = await pulledItems(db, program.id, 4);
    const ids = items.map((item) => item.id);
    const before = await db.outbox.count();
    expect(await reorderItems(db, ctx, program.id, [ids[0]!, ids[2]!, ids[1]!, ids[3]!])).toEqual({
      ok: true,
    });
    expect(await liveTitles(program.id)).toEqual(['Item 1', 'Item 3', 'Item 2', 'Item 4']);
    expect((await db.outbox.count()) - before).toBe(2);
    expect(await reorderItems(db, ctx, program.id, [crypto.randomUUID()])).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
  });
});
