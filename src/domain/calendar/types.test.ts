import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR, toSchoolCalendar, type SchoolCalendarRow } from './types';

const school: SchoolCalendarRow = {
  timetable_cycle: {
    length: 10,
    mode: 'calendar',
    anchor_date: '2026-02-02',
    labels: ['Week A', 'Week B'],
  },
  term_dates: [{ term: 'Term 1', start: '2026-02-02', end: '2026-04-02' }],
};

describe('toSchoolCalendar', () => {
  it('renames the replica columns', () => {
    expect(
      toSchoolCalendar(school, [
        { date: '2026-03-03', reason: 'Staff day', shifts_cycle: false, deleted_at: null },
      ]),
    ).toEqual({
      cycle: {
        length: 10,
        mode: 'calendar',
        anchorDate: '2026-02-02',
        labels: ['Week A', 'Week B'],
      },
      terms: [{ term: 'Term 1', start: '2026-02-02', end: '2026-04-02' }],
      closures: [{ date: '2026-03-03', reason: 'Staff day', shiftsCycle: false }],
    });
  });

  it('drops tombstoned closures and turns a missing reason into an empty string', () => {
    const calendar = toSchoolCalendar(school, [
      { date: '2026-03-03', reason: null, shifts_cycle: true },
      {
        date: '2026-03-04',
        reason: 'Deleted',
        shifts_cycle: true,
        deleted_at: '2026-03-01T00:00:00Z',
      },
    ]);
    expect(calendar.closures).toEqual([{ date: '2026-03-03', reason: '', shiftsCycle: true }]);
  });

  it('copies the arrays, so editing the row later cannot change the calendar', () => {
    const labels = ['Week A', 'Week B'];
    const terms = [{ term: 'Term 1', start: '2026-02-02', end: '2026-04-02' }];
    const calendar = toSchoolCalendar(
      { timetable_cycle: { ...school.timetable_cycle, labels }, term_dates: terms },
      [],
    );
    labels.push('Week C');
    terms[0]!.end = '2026-12-31';
    expect(calendar.cycle.labels).toEqual(['Week A', 'Week B']);
    expect(calendar.terms[0]!.end).toBe('2026-04-02');
  });

  it('maps the column default to the empty calendar', () => {
    const row: SchoolCalendarRow = {
      timetable_cycle: { length: 5, mode: 'calendar', anchor_date: null, labels: [] },
      term_dates: [],
    };
    expect(toSchoolCalendar(row, [])).toEqual(EMPTY_SCHOOL_CALENDAR);
  });
});
