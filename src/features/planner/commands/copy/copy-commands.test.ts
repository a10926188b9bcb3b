import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { toSchoolCalendar } from '@/domain/calendar';
import {
  TEST_DAY_SCHEDULE,
  pulledClassRow,
  pulledEntry,
  pulledLesson,
  pulledSchool,
} from '@/db/test-support/pulled-rows';
import { rolloverClass } from '../rollover/rollover-class';
import { copyLesson } from './copy-lesson';
import { copyWeek } from './copy-week';

let userId: string;
let db: ReplicaDb;
let time: Parameters<typeof copyLesson>[4];

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId);
  const school = await pulledSchool(db);
  time = { calendar: toSchoolCalendar(school, []), daySchedule: TEST_DAY_SCHEDULE };
});
afterEach(async () => {
  db.close();
  await deleteReplica(userId);
});

async function linkResource(lessonId: string) {
  await db.entity('lesson_resources').put({
    id: crypto.randomUUID(),
    owner_id: userId,
    lesson_id: lessonId,
    resource_id: crypto.randomUUID(),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    txid: '1',
  });
}

describe('copyLesson', () => {
  it('creates the lesson and its links at a free slot, never the status or reflection', async () => {
    const a = await pulledClassRow(db, userId);
    const b = await pulledClassRow(db, userId, { name: '7 Maths B' });
    const source = await pulledLesson(db, userId, a.id, '2026-03-02', 'p1', {
      title: 'Fractions',
      status: 'COMPLETED',
      reflection_notes: 'Good',
      completed_at: '2026-03-02T10:00:00.000Z',
    });
    await linkResource(source.id);

    const result = await copyLesson(
      db,
      userId,
      source.id,
      { classId: b.id, date: '2026-03-10', periodId: 'p2' },
      time,
    );
    expect(result).toEqual({ ok: true, copied: 1, notCopied: [] });
    const [copy] = await db.entity('lessons').where('class_id').equals(b.id).toArray();
    expect(copy).toMatchObject({
      date: '2026-03-10',
      period_id: 'p2',
      start_time: '09:40',
      end_time: '10:30',
      title: 'Fractions',
      status: 'PLANNED',
      reflection_notes: null,
      completed_at: null,
    });
    const links = await db.entity('lesson_resources').where('lesson_id').equals(copy!.id).toArray();
    expect(links).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('fills an empty lesson and refuses a planned one by name, writing nothing', async () => {
    const a = await pulledClassRow(db, userId);
    const b = await pulledClassRow(db, userId, { name: '7 Maths B' });
    const source = await pulledLesson(db, userId, a.id, '2026-03-02', 'p1', { title: 'Fractions' });
    const empty = await pulledLesson(db, userId, b.id, '2026-03-09', 'p1');
    await pulledLesson(db, userId, b.id, '2026-03-10', 'p2', { title: 'Mine' });

    expect(
      await copyLesson(
        db,
        userId,
        source.id,
        { classId: b.id, date: '2026-03-10', periodId: 'p2' },
        time,
      ),
    ).toEqual({
      ok: false,
      message: '7 Maths B already has a planned lesson on Tue 10 Mar, Period 2',
    });
    expect(await db.outbox.count()).toBe(0);

    await copyLesson(
      db,
      userId,
      source.id,
      { classId: b.id, date: '2026-03-09', periodId: 'p1' },
      time,
    );
    expect(await db.entity('lessons').get(empty.id)).toMatchObject({
      title: 'Fractions',
      status: 'PLANNED',
    });
  });
});

describe('copyWeek', () => {
  it('copies planned lessons by position and reports what the target week cannot hold', async () => {
    const a = await pulledClassRow(db, userId);
    const b = await pulledClassRow(db, userId, { name: '7 Maths B' });
    // B is taught only on Monday of Week A (cycle day 1), so only one of A's lessons fits.
    await pulledEntry(db, userId, b.id, 1, 'p3');
    await pulledLesson(db, userId, a.id, '2026-03-02', 'p1', { title: 'One' });
    await pulledLesson(db, userId, a.id, '2026-03-04', 'p1', { title: 'Two' });

    const result = await copyWeek(
      db,
      userId,
      {
        classId: a.id,
        weekStart: '2026-03-02',
        targetWeekStart: '2026-03-09',
        targetClassId: b.id,
      },
      time,
    );
    expect(result).toEqual({
      ok: true,
      copied: 1,
      notCopied: ['Two: 7 Maths B has fewer lessons that week'],
    });
    const copies = await db.entity('lessons').where('class_id').equals(b.id).toArray();
    expect(copies).toMatchObject([{ date: '2026-03-09', period_id: 'p3', title: 'One' }]);
  });
});

describe('rolloverClass', () => {
  it('makes next year’s class, copies the timetable and maps lessons onto new slots in one batch', async () => {
    const school = await pulledSchool(db, {
      term_dates: [
        { term: 'Term 4', start: '2026-10-05', end: '2026-12-16' },
        { term: 'Term 1', start: '2027-02-01', end: '2027-02-12' },
      ],
    });
    time = { calendar: toSchoolCalendar(school, []), daySchedule: TEST_DAY_SCHEDULE };
    const a = await pulledClassRow(db, userId);
    await pulledEntry(db, userId, a.id, 1, 'p1');
    await pulledEntry(db, userId, a.id, 6, 'p1');
    for (const [date, title] of [
      ['2026-10-05', 'First'],
      ['2026-10-12', null],
      ['2026-10-19', 'Third'],
    ] as const) {
      await pulledLesson(db, userId, a.id, date, 'p1', { title });
    }

    const result = await rolloverClass(db, userId, { classId: a.id }, time);
    if (!result.ok) throw new Error(result.message);
    // Two weeks of term with two lessons a fortnight: slots on 1 and 8 Feb only.
    expect(result).toMatchObject({
      copied: 1,
      notCopied: ['Third (Mon 19 Oct): no lesson left in the new year'],
    });
    const next = await db.entity('classes').get(result.classId!);
    expect(next).toMatchObject({ name: '7 Maths A', academic_year: '2027', room: 'M12' });
    expect(await db.entity('timetable_entries').where('class_id').equals(next!.id).count()).toBe(2);
    const lessons = await db.entity('lessons').where('class_id').equals(next!.id).toArray();
    expect(lessons).toMatchObject([{ title: 'First', status: 'PLANNED' }]);

    // Run again: the class and timetable are reused, the planned slot is reported, not overwritten.
    const again = await rolloverClass(db, userId, { classId: a.id }, time);
    expect(again).toMatchObject({ ok: true, copied: 0 });
    expect(again.ok && again.notCopied[0]).toBe(
      'First (Mon 5 Oct): its slot in the new year is already planned',
    );
    expect(await db.entity('timetable_entries').where('class_id').equals(next!.id).count()).toBe(2);
    expect(await db.entity('classes').count()).toBe(2);
  });
});
