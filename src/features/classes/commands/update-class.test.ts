import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { CLASS_MESSAGES, type ClassFieldsInput } from '../model/class-rules';
import { ownerIn, pulledClass, pulledSyllabus, T0, T1 } from '../test-support/class-rows';
import { updateClass } from './update-class';

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

/** The form's values for a stored class, as the dialog sends them when nothing is touched. */
const unchanged = (row: Awaited<ReturnType<typeof pulledClass>>): ClassFieldsInput => ({
  name: row.name,
  subject: row.subject ?? '',
  year: row.year ?? 1,
  syllabus_id: row.syllabus_id,
  syllabus_stage: row.syllabus_stage,
  academic_year: row.academic_year ?? '',
  room: row.room,
  colour: row.colour ?? '',
  notes: row.notes,
});

describe('updateClass', () => {
  it('writes only the changed fields, with the values this device held as their base', async () => {
    const row = await pulledClass(db, userId);
    const result = await updateClass(
      db,
      ownerIn(userId),
      row.id,
      { ...unchanged(row), name: '7 Maths Extension', room: '', year: 8 },
      { now: () => T1 },
    );
    expect(result).toEqual({ ok: true });

    expect(await db.entity('classes').get(row.id)).toEqual({
      ...row,
      name: '7 Maths Extension',
      room: null,
      year: 8,
      updated_at: T1,
    });
    const changes = await db.outbox.toArray();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      table: 'classes',
      op: 'upsert',
      id: row.id,
      fields: { name: '7 Maths Extension', room: null, year: 8 },
      base: { name: '7 Maths A', room: 'M12', year: 7 },
      created_at: T1,
    });
    expect(Object.keys(changes[0]?.fields ?? {}).sort()).toEqual(['name', 'room', 'year']);
  });

  it('writes nothing when nothing changed', async () => {
    const row = await pulledClass(db, userId);
    expect(await updateClass(db, ownerIn(userId), row.id, unchanged(row))).toEqual({ ok: true });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.entity('classes').get(row.id))?.updated_at).toBe(T0);
  });

  it('refuses invalid fields and writes nothing', async () => {
    const row = await pulledClass(db, userId);
    expect(
      await updateClass(db, ownerIn(userId), row.id, { ...unchanged(row), subject: '' }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'subject',
      message: CLASS_MESSAGES.subjectRequired,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a class that is missing, another user’s, or deleted on another device', async () => {
    const mine = await pulledClass(db, userId);
    const theirs = await pulledClass(db, crypto.randomUUID());
    const deleted = await pulledClass(db, userId, { deleted_at: T0 });

    const missing = await updateClass(db, ownerIn(userId), crypto.randomUUID(), unchanged(mine));
    expect(missing).toMatchObject({ ok: false, reason: 'not_found' });
    const other = await updateClass(db, ownerIn(userId), theirs.id, {
      ...unchanged(theirs),
      name: 'Mine',
    });
    expect(other).toMatchObject({ ok: false, reason: 'not_found' });
    const gone = await updateClass(db, ownerIn(userId), deleted.id, {
      ...unchanged(deleted),
      name: 'Back',
    });
    expect(gone).toMatchObject({ ok: false, reason: 'deleted' });

    expect(await db.outbox.count()).toBe(0);
    expect((await db.entity('classes').get(theirs.id))?.name).toBe('7 Maths A');
  });

  it('makes a class stranded in a school the teacher can no longer write to their own', async () => {
    // Left the school (no school now), or moved to another one: the old school refuses the change.
    for (const writable of [null, crypto.randomUUID()]) {
      await db.outbox.clear();
      const row = await pulledClass(db, userId);
      const result = await updateClass(
        db,
        ownerIn(userId, writable),
        row.id,
        { ...unchanged(row), room: 'M14' },
        { now: () => T1 },
      );
      expect(result).toEqual({ ok: true });
      expect(await db.entity('classes').get(row.id)).toMatchObject({
        room: 'M14',
        school_id: null,
      });
      const [change] = await db.outbox.toArray();
      expect(change).toMatchObject({ fields: { room: 'M14', school_id: null } });
    }
  });

  it('keeps the school of a class the teacher still writes in, and writes nothing unchanged', async () => {
    const row = await pulledClass(db, userId);
    await updateClass(db, ownerIn(userId), row.id, { ...unchanged(row), room: 'M14' });
    expect((await db.entity('classes').get(row.id))?.school_id).toBe(row.school_id);
    expect((await db.outbox.toArray())[0]?.fields).not.toHaveProperty('school_id');

    const stranded = await pulledClass(db, userId);
    await db.outbox.clear();
    expect(await updateClass(db, ownerIn(userId, null), stranded.id, unchanged(stranded))).toEqual({
      ok: true,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('changes the syllabus and stage together; what the class had stays (nothing deleted)', async () => {
    const before = await pulledSyllabus(db, { name: 'NSW Mathematics K–10', levels: ['Stage 4'] });
    const after = await pulledSyllabus(db);
    const row = await pulledClass(db, userId, {
      syllabus_id: before.id,
      syllabus_stage: 'Stage 4',
    });
    const result = await updateClass(
      db,
      ownerIn(userId),
      row.id,
      { ...unchanged(row), syllabus_id: after.id, syllabus_stage: 'Year 7' },
      { now: () => T1 },
    );
    expect(result).toEqual({ ok: true });
    const [change] = await db.outbox.toArray();
    expect(change).toMatchObject({
      fields: { syllabus_id: after.id, syllabus_stage: 'Year 7' },
      base: { syllabus_id: before.id, syllabus_stage: 'Stage 4' },
    });
  });

  it('keeps a retired syllabus and an old stage when other fields change, but refuses a new bad stage', async () => {
    const retired = await pulledSyllabus(db, { retired_at: T0 });
    const row = await pulledClass(db, userId, {
      syllabus_id: retired.id,
      syllabus_stage: 'Stage 4',
    });
    expect(
      await updateClass(db, ownerIn(userId), row.id, { ...unchanged(row), room: 'M14' }),
    ).toEqual({ ok: true });
    expect(
      await updateClass(db, ownerIn(userId), row.id, {
        ...unchanged(row),
        syllabus_stage: 'Stage 5',
      }),
    ).toMatchObject({ ok: false, reason: 'invalid', field: 'syllabus_stage' });
    expect(
      await updateClass(db, ownerIn(userId), row.id, {
        ...unchanged(row),
        syllabus_id: crypto.randomUUID(),
      }),
    ).toMatchObject({ ok: false, field: 'syllabus_id', message: CLASS_MESSAGES.syllabusMissing });
    expect(await db.outbox.count()).toBe(1);
  });
});
