import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTestReplica } from '@/test/test-replica';
import { readPlannerCalendar } from './planner-calendar';
import { pulledClosure, pulledSchool, TEST_SCHOOL_ID } from './planner-test-rows';

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

const T_DELETED = '2026-11-24T08:00:00.000Z';
