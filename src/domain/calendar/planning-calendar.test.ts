import { describe, expect, it } from 'vitest';
import type { SchedulePeriod } from './day-schedule';
import {
  planningCalendarOf,
  type OwnedClosureRow,
  type PlanningCalendarRow,
} from './planning-calendar';
import { EMPTY_SCHOOL_CALENDAR } from './types';

const DAY: SchedulePeriod[] = [
  { period_id: 'p2', name: 'Period 2', start: '09:40', end: '10:30', kind: 'lesson' },
  { period_id: 'recess', name: 'Recess', start: '10:30', end: '10:50', kind: 'break' },
  { period_id: 'p1', name: 'Period 1', start: '08:50', end: '09:40', kind: 'lesson' },
];

const ROW: PlanningCalendarRow = {
  timetable_cycle: { length: 10, mode: 'school_days', anchor_date: '2026-01-26', labels: [] },
  term_dates: [{ term: 'Term 1', start: '2026-01-27', end: '2026-04-02' }],
  day_schedule: DAY,
  deleted_at: null,
};

const closure = (date: string, parts: Partial<OwnedClosureRow> = {}): OwnedClosureRow => ({
  date,
  reason: 'Closed',
  shifts_cycle: true,
  school_id: 'school-1',
  ...parts,
});

const SCHOOL = { kind: 'school', schoolId: 'school-1' } as const;
const SOLO = { kind: 'teacher', userId: 'teacher-1' } as const;

describe('planningCalendarOf', () => {
  it("builds a school's calendar from its row and live closures, periods in day order", () => {
    const read = planningCalendarOf({
      owner: SCHOOL,
      row: ROW,
      ownerClosures: [closure('2026-03-06'), closure('2026-03-13', { deleted_at: 'gone' })],
    });
    expect(read.configured).toBe(true);
    expect(read.owner).toBe(SCHOOL);
    expect(read.calendar.cycle).toEqual({
      length: 10,
      mode: 'school_days',
      anchorDate: '2026-01-26',
      labels: [],
    });
    expect(read.calendar.terms).toEqual(ROW.term_dates);
    expect(read.calendar.closures).toEqual([
      { date: '2026-03-06', reason: 'Closed', shiftsCycle: true },
    ]);
    expect(read.daySchedule.map((period) => period.period_id)).toEqual(['p1', 'p2', 'recess']);
    expect(ROW.day_schedule[0]?.period_id).toBe('p2');
  });

  it("adds a member's own off days, which never shift the school's cycle", () => {
    const read = planningCalendarOf({
      owner: SCHOOL,
      row: ROW,
      ownerClosures: [closure('2026-03-06')],
      personalClosures: [closure('2026-03-10', { school_id: null, reason: null })],
    });
    expect(read.calendar.closures).toEqual([
      { date: '2026-03-06', reason: 'Closed', shiftsCycle: true },
      { date: '2026-03-10', reason: '', shiftsCycle: false },
    ]);
  });

  it("keeps a solo teacher's own closures as they are, leaving out any of a school", () => {
    const read = planningCalendarOf({
      owner: SOLO,
      row: ROW,
      ownerClosures: [closure('2026-03-10', { school_id: null }), closure('2026-03-11')],
      personalClosures: [closure('2026-03-12', { school_id: null })],
    });
    expect(read.calendar.closures).toEqual([
      { date: '2026-03-10', reason: 'Closed', shiftsCycle: true },
    ]);
  });

  it('gives the default cycle with no periods while the row is missing or deleted', () => {
    for (const row of [undefined, { ...ROW, deleted_at: '2026-03-01T00:00:00Z' }]) {
      expect(
        planningCalendarOf({ owner: SOLO, row, ownerClosures: [closure('2026-03-10')] }),
      ).toEqual({
        owner: SOLO,
        calendar: EMPTY_SCHOOL_CALENDAR,
        daySchedule: [],
        configured: false,
      });
    }
  });
});
