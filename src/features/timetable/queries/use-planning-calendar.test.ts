import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  pulledClosure,
  pulledSchool,
  TEST_DAY_SCHEDULE,
  TEST_SCHOOL_ID,
  TEST_TERMS,
} from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { readPlanningCalendar } from './use-planning-calendar';

const school = { kind: 'school', schoolId: TEST_SCHOOL_ID } as const;
const T_DELETED = '2026-11-24T08:00:00.000Z';

describe('readPlanningCalendar', () => {
  it("reads a member's school calendar with the school's closures and their own off days", async () => {
    const { db, userId } = await openTestReplica();
    await pulledSchool(db);
    await pulledClosure(db, '2026-03-06');
    await pulledClosure(db, '2026-03-13', { deleted_at: T_DELETED });
    const own = { school_id: null, owner_id: userId, reason: 'Dentist', shifts_cycle: true };
    await pulledClosure(db, '2026-03-10', own);
    await pulledClosure(db, '2026-03-11', { ...own, owner_id: crypto.randomUUID() });

    const read = await readPlanningCalendar(db, school, userId);

    expect(read.configured).toBe(true);
    expect(read.calendar.cycle.labels).toEqual(['Week A', 'Week B']);
    expect(read.calendar.closures).toEqual([
      { date: '2026-03-06', reason: 'Staff development day', shiftsCycle: false },
      { date: '2026-03-10', reason: 'Dentist', shiftsCycle: false },
    ]);
    expect(read.daySchedule.map((period) => period.period_id)).toEqual(
      TEST_DAY_SCHEDULE.map((period) => period.period_id),
    );
  });

  it("reads a solo teacher's own row and closures, and nothing before the row arrives", async () => {
    const { db, userId } = await openTestReplica();
    const solo = { kind: 'teacher', userId } as const;
    expect(await readPlanningCalendar(db, solo, userId)).toMatchObject({ configured: false });

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
    await pulledClosure(db, '2026-03-10', { school_id: null, owner_id: userId });

    const read = await readPlanningCalendar(db, solo, userId);

    expect(read.configured).toBe(true);
    expect(read.calendar.cycle.mode).toBe('school_days');
    expect(read.calendar.closures).toEqual([
      { date: '2026-03-10', reason: 'Staff development day', shiftsCycle: false },
    ]);
    expect(read.daySchedule[0]?.period_id).toBe('p1');
  });
});
