import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { METHOD_MESSAGES, type MethodViewer } from '../model/teaching-method-rules';
import {
  OTHER_SCHOOL_ID,
  pulledMethod,
  SCHOOL_ID,
  T0,
  T1,
} from '../test-support/teaching-method-rows';
import {
  addTeachingMethod,
  deleteTeachingMethod,
  editTeachingMethod,
  restoreTeachingMethod,
} from './teaching-methods';

let userId: string;
let db: ReplicaDb;
let owner: MethodViewer;
let teacher: MethodViewer;
let solo: MethodViewer;

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
  owner = { userId, schoolId: SCHOOL_ID, role: 'OWNER' };
  teacher = { userId, schoolId: SCHOOL_ID, role: 'TEACHER' };
  solo = { userId, schoolId: null, role: null };
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

const changes = async () =>
  (await db.outbox.toArray()).map(({ table, op, id, fields, base }) => ({
    table,
    op,
    id,
    fields,
    base,
  }));

describe('addTeachingMethod', () => {
  it('adds to the school’s list for its owner: the row and one outbox change together', async () => {
    const result = await addTeachingMethod(
      db,
      owner,
      { name: ' Think-pair-share ', description: 'Pairs, then the class' },
      { now: () => T1 },
    );
    if (!result.ok) throw new Error(result.message);
    const row = await db.entity('teaching_methods').get(result.id);
    expect(row).toMatchObject({
      school_id: SCHOOL_ID,
      owner_id: null,
      name: 'Think-pair-share',
      description: 'Pairs, then the class',
      created_at: T1,
      deleted_at: null,
    });
    expect(await changes()).toEqual([
      {
        table: 'teaching_methods',
        op: 'upsert',
        id: result.id,
        fields: {
          school_id: SCHOOL_ID,
          owner_id: null,
          name: 'Think-pair-share',
          description: 'Pairs, then the class',
        },
        base: {},
      },
    ]);
  });

  it('adds to a solo teacher’s own list', async () => {
    const result = await addTeachingMethod(db, solo, { name: 'Stations', description: '' });
    if (!result.ok) throw new Error(result.message);
    expect(await db.entity('teaching_methods').get(result.id)).toMatchObject({
      school_id: null,
      owner_id: userId,
      description: null,
    });
  });

  it('refuses a teacher in a school, a blank name and a duplicate in the same list', async () => {
    await pulledMethod(db, { school_id: SCHOOL_ID, name: 'Discussion' });
    // Same name elsewhere does not count: a built-in, another school's, a deleted one.
    await pulledMethod(db, { name: 'Stations' });
    await pulledMethod(db, { school_id: OTHER_SCHOOL_ID, name: 'Debate' });
    await pulledMethod(db, { school_id: SCHOOL_ID, name: 'Gallery walk', deleted_at: T0 });

    expect(await addTeachingMethod(db, teacher, { name: 'Debate', description: '' })).toEqual({
      ok: false,
      reason: 'not_allowed',
      message: METHOD_MESSAGES.notAllowed,
    });
    expect(await addTeachingMethod(db, owner, { name: '  ', description: '' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'name',
      message: METHOD_MESSAGES.nameRequired,
    });
    expect(await addTeachingMethod(db, owner, { name: 'discussion', description: '' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'name',
      message: METHOD_MESSAGES.duplicate('discussion'),
    });
    expect(await db.outbox.count()).toBe(0);

    for (const name of ['Stations', 'Debate', 'Gallery walk']) {
      expect(await addTeachingMethod(db, owner, { name, description: '' })).toMatchObject({
        ok: true,
      });
    }
    expect(await db.outbox.count()).toBe(3);
  });
});

describe('editTeachingMethod', () => {
  it('sends only the fields that moved, with their bases; nothing when nothing moved', async () => {
    const row = await pulledMethod(db, { school_id: SCHOOL_ID, name: 'Discussion' });
    expect(
      await editTeachingMethod(db, owner, row.id, { name: 'Discussion', description: '' }),
    ).toEqual({ ok: true, id: row.id });
    expect(await db.outbox.count()).toBe(0);

    await editTeachingMethod(
      db,
      owner,
      row.id,
      { name: 'Discussion', description: 'Whole class' },
      { now: () => T1 },
    );
    expect(await changes()).toEqual([
      {
        table: 'teaching_methods',
        op: 'upsert',
        id: row.id,
        fields: { description: 'Whole class' },
        base: { description: null },
      },
    ]);
    expect((await db.entity('teaching_methods').get(row.id))?.updated_at).toBe(T1);
  });

  it('refuses a built-in, another school’s, a teacher, a rename onto another name and a deleted row', async () => {
    const builtIn = await pulledMethod(db);
    const theirs = await pulledMethod(db, { school_id: OTHER_SCHOOL_ID });
    const ours = await pulledMethod(db, { school_id: SCHOOL_ID, name: 'Discussion' });
    await pulledMethod(db, { school_id: SCHOOL_ID, name: 'Debate' });
    const gone = await pulledMethod(db, { school_id: SCHOOL_ID, deleted_at: T0 });
    const input = { name: 'Renamed', description: '' };

    expect(await editTeachingMethod(db, owner, builtIn.id, input)).toMatchObject({
      reason: 'not_allowed',
    });
    expect(await editTeachingMethod(db, owner, theirs.id, input)).toMatchObject({
      reason: 'not_allowed',
    });
    expect(await editTeachingMethod(db, teacher, ours.id, input)).toMatchObject({
      reason: 'not_allowed',
    });
    expect(
      await editTeachingMethod(db, owner, ours.id, { name: 'DEBATE', description: '' }),
    ).toMatchObject({ reason: 'invalid', field: 'name' });
    expect(await editTeachingMethod(db, owner, gone.id, input)).toMatchObject({
      reason: 'deleted',
    });
    expect(await editTeachingMethod(db, owner, crypto.randomUUID(), input)).toMatchObject({
      reason: 'not_found',
    });
    // Renaming to its own name in another case is no clash with itself.
    expect(
      await editTeachingMethod(db, owner, ours.id, { name: 'DISCUSSION', description: '' }),
    ).toMatchObject({ ok: true });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('deleteTeachingMethod and restoreTeachingMethod', () => {
  it('delete is a tombstone; undo restores it as an upsert of deleted_at: null', async () => {
    const row = await pulledMethod(db, { owner_id: userId, name: 'Stations' });
    expect(await deleteTeachingMethod(db, solo, row.id, { now: () => T1 })).toEqual({
      ok: true,
      id: row.id,
    });
    expect((await db.entity('teaching_methods').get(row.id))?.deleted_at).toBe(T1);
    // A second click changes nothing.
    expect(await deleteTeachingMethod(db, solo, row.id)).toMatchObject({ ok: true });

    expect(await restoreTeachingMethod(db, solo, row.id)).toEqual({ ok: true, id: row.id });
    expect(await db.entity('teaching_methods').get(row.id)).toMatchObject({
      deleted_at: null,
      name: 'Stations',
    });
    expect((await changes()).map(({ op, fields, base }) => ({ op, fields, base }))).toEqual([
      { op: 'delete', fields: {}, base: {} },
      { op: 'upsert', fields: { deleted_at: null }, base: { deleted_at: T1 } },
    ]);
  });

  it('will not restore over a method given the same name meanwhile, nor touch what it may not', async () => {
    const row = await pulledMethod(db, { school_id: SCHOOL_ID, name: 'Stations' });
    await deleteTeachingMethod(db, owner, row.id);
    await addTeachingMethod(db, owner, { name: 'stations', description: '' });
    expect(await restoreTeachingMethod(db, owner, row.id)).toMatchObject({
      ok: false,
      reason: 'exists',
      field: 'name',
    });
    const builtIn = await pulledMethod(db);
    expect(await deleteTeachingMethod(db, owner, builtIn.id)).toMatchObject({
      reason: 'not_allowed',
    });
    expect(await deleteTeachingMethod(db, teacher, row.id)).toMatchObject({
      reason: 'not_allowed',
    });
  });
});
