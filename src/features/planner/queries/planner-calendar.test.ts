import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTestReplica } from '@/test-support/test-replica';
import { readPlannerCalendar } from './planner-calendar';
import {
  pulledClosure,
  pulledSchool,
  TEST_DAY_SCHEDULE,
  TEST_SCHOOL_ID,
  TEST_TERMS,
} from '@/db/test-support/pulled-rows';

const school = { kind: 'school', schoolId: TEST_SCHOOL_ID } as const;

describe('readPlannerCalendar', () => {
  it("builds a school's calendar from its row and its live closures, periods in day order", async () => {
    const { db } = await openTestReplica();
    const row = await pulledSchool(db);
    await db.entity('schools').update(row.id, { day_schedule: [...row.day_schedule].reverse() });
    await pulledClosure(db, '2026-03-06');
    await pulledClosure(db, '2026-03-13', { deleted_at: T_DELETED });
    await pulledClosure(db, '2026-03-20', { school_id: crypto.randomUUID() });

    const read = await readPlannerCalendar(db, school);

    expect(read.configured).toBe(true);
    expect(read.calendar.cycle).toEqual({
      length: 10,
      mode: 'calendar',
      anchorDate: '2026-01-26',
      labels: ['Week A', 'Week B'],
    });
    expect(read.calendar.terms).toHaveLength(4);
    expect(read.calendar.closures.map((closure) => closure.date)).toEqual(['2026-03-06']);
    expect(read.daySchedule.map((slot) => slot.period_id)).toEqual([
      'p1',
      'p2',
      'recess',
      'p3',
      'p4',
      'lunch',
      'p5',
      'p6',
    ]);
  });

  it('gives the default cycle with no periods while the school row has not arrived', async () => {
    const { db } = await openTestReplica();
    const read = await readPlannerCalendar(db, school);
    expect(read).toMatchObject({ configured: false, daySchedule: [] });
    expect(read.calendar.cycle.length).toBe(5);
  });
});

describe('readPlannerCalendar: personal closures and solo teachers', () => {
  it("adds a member's own off days to the school's closures, never shifting the cycle", async () => {
    const { db, userId } = await openTestReplica();
    await pulledSchool(db);
    await pulledClosure(db, '2026-03-06');
    const own = { school_id: null, owner_id: userId, reason: 'Dentist', shifts_cycle: true };
    await pulledClosure(db, '2026-03-10', own);
    await pulledClosure(db, '2026-03-11', { ...own, owner_id: crypto.randomUUID() });

    const read = await readPlannerCalendar(db, school, userId);

    expect(read.calendar.closures).toEqual([
      { date: '2026-03-06', reason: 'Staff development day', shiftsCycle: false },
      { date: '2026-03-10', reason: 'Dentist', shiftsCycle: false },
    ]);
    // Without a user only the school's own closures count.
    expect((await readPlannerCalendar(db, school)).calendar.closures).toHaveLength(1);
  });

  it("reads a solo teacher's own calendar row and their closures", async () => {
    const { db, userId } = await openTestReplica();
    const solo = { kind: 'teacher', userId } as const;
    expect(await readPlannerCalendar(db, solo)).toMatchObject({ configured: false });

    await db.entity('teacher_calendars').put({
      id: userId,
      timetable_cycle: { length: 5, mode: 'school_days', anchor_date: null, labels: [] },
      term_dates: TEST_TERMS,
      day_schedule: [...TEST_DAY_SCHEDULE].reverse(),
      created_at: T_DELETED,
      updated_at: T_DELETED,
      deleted_at: null,
      txid: '513',
    });
    const own = { school_id: null, owner_id: userId, shifts_cycle: true };
    await pulledClosure(db, '2026-03-10', own);
    await pulledClosure(db, '2026-03-12', { ...own, deleted_at: T_DELETED });

    const read = await readPlannerCalendar(db, solo);

    expect(read.configured).toBe(true);
    expect(read.calendar.cycle).toEqual({
      length: 5,
      mode: 'school_days',
      anchorDate: null,
      labels: [],
    });
    expect(read.calendar.terms).toEqual(TEST_TERMS);
    expect(read.calendar.closures).toEqual([
      { date: '2026-03-10', reason: 'Staff development day', shiftsCycle: true },
    ]);
    expect(read.daySchedule[0]?.period_id).toBe('p1');
  });
});

const T_DELETED = '2026-11-24T08:00:00.000Z';
