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
let ctx: { userId: string; schoolId: string | null };
beforeEach(() => {
  db = replica.db;
  ctx = { userId: replica.userId, schoolId: TEST_SCHOOL_ID };
});

const form = { ...programFormInput(), name: 'Forces', subject: 'Science', year: '8' };
const itemForm = {
  title: 'Balanced forces',
  objectives: '',
  success_criteria: '',
  activities: '',
  duration_periods: '2',
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
    await updateItem(db, ctx, added.id, { ...itemForm, title: 'Unbalanced forces' });
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
