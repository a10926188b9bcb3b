import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_TXID } from '@/db/entities';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { CLASS_MESSAGES, type ClassFieldsInput } from '../model/class-rules';
import { pulledSyllabus, SCHOOL_ID, T0, T1 } from '../test-support/class-rows';
import { createClass } from './create-class';

const FIELDS: ClassFieldsInput = {
  name: ' 7 Maths A ',
  subject: 'Mathematics',
  year: 7,
  syllabus_id: null,
  syllabus_stage: 'Stage 4',
  academic_year: '2026',
  room: '',
  colour: '#2563EB',
  notes: null,
};

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

describe('createClass', () => {
  it('writes the whole row and one outbox change with every field, in one go', async () => {
    const result = await createClass(db, { userId, schoolId: SCHOOL_ID }, FIELDS, {
      now: () => T1,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);

    const columns = {
      owner_id: userId,
      school_id: SCHOOL_ID,
      name: '7 Maths A',
      subject: 'Mathematics',
      year: 7,
      syllabus_stage: 'Stage 4',
      academic_year: '2026',
      room: null,
      colour: '#2563eb',
      syllabus_id: null,
      notes: null,
      archived_at: null,
    };
    expect(await db.entity('classes').get(result.id)).toEqual({
      id: result.id,
      ...columns,
      created_at: T1,
      updated_at: T1,
      deleted_at: null,
      txid: LOCAL_TXID,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      table: 'classes',
      op: 'upsert',
      id: result.id,
      base: {},
      created_at: T1,
    });
    // Every editable column, nothing the server maintains (the id travels as the change's id).
    expect(changes[0]?.fields).toEqual(columns);
  });

  it('creates a solo teacher’s class with no school, each with its own id', async () => {
    const first = await createClass(db, { userId, schoolId: null }, FIELDS);
    const second = await createClass(db, { userId, schoolId: null }, FIELDS);
    if (!first.ok || !second.ok) throw new Error('expected both to be created');
    expect(first.id).not.toBe(second.id);
    expect((await db.entity('classes').get(first.id))?.school_id).toBeNull();
    expect(await db.outbox.count()).toBe(2);
  });

  it('refuses fields that break a rule, naming the field, and writes nothing', async () => {
    const owner = { userId, schoolId: null };
    expect(await createClass(db, owner, { ...FIELDS, name: '  ' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'name',
      message: CLASS_MESSAGES.nameRequired,
    });
    expect(await createClass(db, owner, { ...FIELDS, year: 13 })).toMatchObject({
      field: 'year',
      message: CLASS_MESSAGES.yearRange,
    });
    expect(await createClass(db, owner, { ...FIELDS, academic_year: '26' })).toMatchObject({
      field: 'academic_year',
      message: CLASS_MESSAGES.academicYearShape,
    });
    expect(await db.entity('classes').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('follows a syllabus on this device at one of its levels', async () => {
    const syllabus = await pulledSyllabus(db);
    const result = await createClass(
      db,
      { userId, schoolId: SCHOOL_ID },
      {
        ...FIELDS,
        syllabus_id: syllabus.id,
        syllabus_stage: 'Year 7',
      },
    );
    if (!result.ok) throw new Error(result.message);
    expect(await db.entity('classes').get(result.id)).toMatchObject({
      syllabus_id: syllabus.id,
      syllabus_stage: 'Year 7',
    });
    const [change] = await db.outbox.toArray();
    expect(change?.fields).toMatchObject({ syllabus_id: syllabus.id, syllabus_stage: 'Year 7' });
  });

  it('refuses a syllabus not on this device, a retired one, or a stage it does not have', async () => {
    const owner = { userId, schoolId: null };
    const retired = await pulledSyllabus(db, { retired_at: T0 });
    const live = await pulledSyllabus(db);
    expect(await createClass(db, owner, { ...FIELDS, syllabus_id: crypto.randomUUID() })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'syllabus_id',
      message: CLASS_MESSAGES.syllabusMissing,
    });
    expect(await createClass(db, owner, { ...FIELDS, syllabus_id: retired.id })).toMatchObject({
      field: 'syllabus_id',
    });
    expect(
      await createClass(db, owner, { ...FIELDS, syllabus_id: live.id, syllabus_stage: 'Stage 4' }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'syllabus_stage',
      message: CLASS_MESSAGES.stageNotInSyllabus(live.name, live.levels),
    });
    expect(await db.entity('classes').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
