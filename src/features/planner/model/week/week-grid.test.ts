import { describe, expect, it } from 'vitest';
import type { SchedulePeriod, SchoolCalendar } from '@/domain/calendar';
import { weekDaysOf } from './week-days';
import { buildWeekGrid, cellKey, freeSlots, lessonsByDay, OTHER_ROW_ID } from './week-grid';
import type { WeekLesson } from './week-lesson';
import { matchesWeekFilters, parseWeekFilters, weekFiltersKey } from './week-filters';

const calendar: SchoolCalendar = {
  cycle: { length: 5, mode: 'calendar', anchorDate: null, labels: [] },
  terms: [],
  closures: [],
};
const schedule: SchedulePeriod[] = [
  { period_id: 'p1', name: 'Period 1', start: '09:00', end: '10:00', kind: 'lesson' },
  { period_id: 'recess', name: 'Recess', start: '10:00', end: '10:20', kind: 'break' },
  { period_id: 'p2', name: 'Period 2', start: '10:20', end: '11:20', kind: 'lesson' },
];
const lesson = (overrides: Partial<WeekLesson>): WeekLesson => ({
  id: crypto.randomUUID(),
  classId: 'c1',
  className: '7 Maths',
  classColour: '#2563eb',
  classArchived: false,
  date: '2026-03-02',
  periodId: 'p1',
  startTime: null,
  endTime: null,
  title: null,
  status: 'UNPLANNED',
  marked: false,
  ...overrides,
});

describe('buildWeekGrid', () => {
  const days = weekDaysOf(calendar, '2026-03-02');

  it('shows Monday to Friday and the schedule rows, breaks included', () => {
    const grid = buildWeekGrid({ days, daySchedule: schedule, lessons: [lesson({})] });
    expect(grid.days.map((day) => day.weekday)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(grid.rows.map((row) => row.kind)).toEqual(['lesson', 'break', 'lesson']);
    expect(grid.cells.get(cellKey('2026-03-02', 'p1'))).toHaveLength(1);
  });

  it('adds Saturday when it holds a lesson, and an Other row for unknown periods', () => {
    const grid = buildWeekGrid({
      days,
      daySchedule: schedule,
      lessons: [lesson({ date: '2026-03-07' }), lesson({ periodId: 'gone' })],
    });
    expect(grid.days.map((day) => day.weekday)).toContain('Saturday');
    expect(grid.days.map((day) => day.weekday)).not.toContain('Sunday');
    expect(grid.rows.at(-1)?.periodId).toBe(OTHER_ROW_ID);
    expect(grid.cells.get(cellKey('2026-03-02', OTHER_ROW_ID))).toHaveLength(1);
  });

  it('lists free lesson slots and groups lessons by day', () => {
    const grid = buildWeekGrid({ days, daySchedule: schedule, lessons: [lesson({})] });
    const free = freeSlots(grid);
    expect(free).toHaveLength(9);
    expect(free[0]).toEqual({ date: '2026-03-02', periodId: 'p2', label: 'Mon 2 Mar, Period 2' });
    expect(lessonsByDay(grid.days, [lesson({})])[0]?.lessons).toHaveLength(1);
  });
});

describe('week filters', () => {
  it('parses the URL, dropping unknown statuses, and matches lessons', () => {
    const filters = parseWeekFilters(new URLSearchParams('class=b,a&status=MISSED,bogus,PLANNED'));
    expect(filters).toEqual({ classIds: ['a', 'b'], statuses: ['PLANNED', 'MISSED'] });
    expect(weekFiltersKey(filters)).toBe('class=a%2Cb&status=PLANNED%2CMISSED');
    expect(matchesWeekFilters({ classId: 'a', status: 'PLANNED' }, filters)).toBe(true);
    expect(matchesWeekFilters({ classId: 'c', status: 'PLANNED' }, filters)).toBe(false);
    expect(matchesWeekFilters({ classId: 'a', status: 'UNPLANNED' }, filters)).toBe(false);
  });
});
