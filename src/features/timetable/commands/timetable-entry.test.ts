import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledEntry, T0, TEST_DAY_SCHEDULE } from '@/db/test-support/pulled-rows';
import { clearTimetableEntry } from './clear-timetable-entry';
import { saveTimetableEntry, type EntryInput } from './save-timetable-entry';

const T1 = '2026-11-23T09:00:00.000Z';
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

const input = (classId: string, more: Partial<EntryInput> = {}): EntryInput => ({
  classId,
  cycleDay: 2,
  periodId: 'p2',
  periodSpan: 2,
  room: ' M12 ',
  ...more,
});

describe('saveTimetableEntry', () => {
  it('creates an entry (a double over recess), then changes it in place', async () => {
    const maths = await pulledClassRow(db, userId);
    const created = await saveTimetableEntry(db, userId, input(maths.id), TEST_DAY_SCHEDULE, {
      now: () => T1,
    });
    if (!created.ok) throw new Error(created.message);
    expect(await db.entity('timetable_entries').get(created.id)).toMatchObject({
      owner_id: userId,
      class_id: maths.id,
      cycle_day: 2,
      period_id: 'p2',
      period_span: 2,
      room: 'M12',
      created_at: T1,
    });

    const moved = await saveTimetableEntry(
      db,
      userId,
      input(maths.id, { id: created.id, periodId: 'p5', room: '' }),
      TEST_DAY_SCHEDULE,
    );
    expect(moved).toEqual({ ok: true, id: created.id });
    const changes = await db.outbox.toArray();
    expect(changes.map((c) => [c.op, c.fields])).toEqual([
      [
        'upsert',
        {
          owner_id: userId,
          class_id: maths.id,
          cycle_day: 2,
          period_id: 'p2',
          period_span: 2,
          room: 'M12',
        },
      ],
      ['upsert', { class_id: maths.id, cycle_day: 2, period_id: 'p5', period_span: 2, room: null }],
    ]);
  });

  it('refuses an overlap, naming the period, the day and the class that has it', async () => {
    const maths = await pulledClassRow(db, userId);
    const science = await pulledClassRow(db, userId, { name: '8 Science B' });
    await pulledEntry(db, userId, maths.id, 2, 'p3');
    const result = await saveTimetableEntry(db, userId, input(science.id), TEST_DAY_SCHEDULE);
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'period_id',
      message: 'Period 3 on Day 2 is already taken by 7 Maths A',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a span past the day, a break, and a class that is not an active one of theirs', async () => {
    const maths = await pulledClassRow(db, userId);
    const archived = await pulledClassRow(db, userId, { archived_at: T0 });
    const theirs = await pulledClassRow(db, crypto.randomUUID());
    const save = (more: Partial<EntryInput>, classId = maths.id) =>
      saveTimetableEntry(db, userId, input(classId, more), TEST_DAY_SCHEDULE);
    expect(await save({ periodId: 'p6' })).toMatchObject({
      field: 'period_span',
      message: 'Period 6 is the last lesson period of the day, so the span can only be 1',
    });
    expect(await save({ periodId: 'recess' })).toMatchObject({ field: 'period_id' });
    expect(await save({}, archived.id)).toMatchObject({ field: 'class_id' });
    expect(await save({}, theirs.id)).toMatchObject({ field: 'class_id' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('clearTimetableEntry', () => {
  it('tombstones the entry once; another user’s entry is not found', async () => {
    const maths = await pulledClassRow(db, userId);
    const entry = await pulledEntry(db, userId, maths.id, 1, 'p1');
    const other = await pulledEntry(db, crypto.randomUUID(), maths.id, 1, 'p2');
    expect(await clearTimetableEntry(db, userId, entry.id, { now: () => T1 })).toEqual({
      ok: true,
      id: entry.id,
    });
    expect((await db.entity('timetable_entries').get(entry.id))?.deleted_at).toBe(T1);
    expect(await clearTimetableEntry(db, userId, entry.id)).toEqual({ ok: true, id: entry.id });
    expect(await clearTimetableEntry(db, userId, other.id)).toMatchObject({ reason: 'not_found' });
    expect((await db.outbox.toArray()).map((c) => c.op)).toEqual(['delete']);
  });
});
