import { describe, expect, it } from 'vitest';
import type { SchoolCalendar } from '@/domain/calendar';
import { weekCycleLabel, weekDaysOf } from './week-days';

const calendar: SchoolCalendar = {
  cycle: { length: 10, mode: 'calendar', anchorDate: '2026-01-26', labels: ['Week A', 'Week B'] },
  terms: [{ term: 'Term 1', start: '2026-01-27', end: '2026-04-02' }],
  closures: [
    { date: '2026-03-06', reason: 'Staff development day', shiftsCycle: false },
    { date: '2026-03-05', reason: '', shiftsCycle: false },
  ],
};

describe('weekDaysOf', () => {
  it('gives each day its cycle day and label, and closed days their reason', () => {
    const days = weekDaysOf(calendar, '2026-03-02');
    expect(days.map((day) => day.cycleDayName)).toEqual([
      'Day 6 (Week B)',
      'Day 7 (Week B)',
      'Day 8 (Week B)',
      null,
      null,
      null,
      null,
    ]);
    expect(days.map((day) => day.closedReason)).toEqual([
      null,
      null,
      null,
      'School closed',
      'Staff development day',
      'Weekend',
      'Weekend',
    ]);
    expect(days[0]).toMatchObject({ weekday: 'Monday', label: 'Mon 2 Mar', teaching: true });
    expect(weekCycleLabel(days)).toBe('Week B');
  });

  it('says school holidays outside the terms, with no cycle label', () => {
    const days = weekDaysOf(calendar, '2026-04-06');
    expect(days.every((day) => !day.teaching)).toBe(true);
    expect(days[0]?.closedReason).toBe('School holidays');
    expect(weekCycleLabel(days)).toBeNull();
  });
});
