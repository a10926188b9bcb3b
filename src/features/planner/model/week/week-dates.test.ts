import { describe, expect, it } from 'vitest';
import {
  datesOfWeek,
  localDateOf,
  nextWeek,
  parseWeekParam,
  previousWeek,
  thisWeek,
  weekEndOf,
  weekRangeLabel,
  weekStartOf,
} from './week-dates';

describe('week dates', () => {
  it('finds the Monday of any date, across months and years', () => {
    expect(weekStartOf('2026-03-04')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
  });

  it('normalises ?week= to its Monday and falls back to this week when invalid', () => {
    const today = '2026-05-14';
    expect(parseWeekParam('2026-03-05', today)).toBe('2026-03-02');
    expect(parseWeekParam(null, today)).toBe('2026-05-11');
    expect(parseWeekParam('2026-02-30', today)).toBe('2026-05-11');
    expect(parseWeekParam('next', today)).toBe('2026-05-11');
    expect(parseWeekParam('', today)).toBe('2026-05-11');
  });

  it('steps weeks and lists Monday to Sunday', () => {
    expect(previousWeek('2026-03-02')).toBe('2026-02-23');
    expect(nextWeek('2026-12-28')).toBe('2027-01-04');
    expect(thisWeek('2026-03-08')).toBe('2026-03-02');
    expect(datesOfWeek('2026-03-02')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekEndOf('2026-03-02')).toBe('2026-03-08');
  });

  it("reads today from the injected clock's local date", () => {
    expect(localDateOf(new Date(2026, 2, 4, 23, 59))).toBe('2026-03-04');
  });

  it('labels the range', () => {
    expect(weekRangeLabel('2026-03-02')).toBe('2 – 8 Mar 2026');
    expect(weekRangeLabel('2026-03-30')).toBe('30 Mar – 5 Apr 2026');
    expect(weekRangeLabel('2025-12-29')).toBe('29 Dec 2025 – 4 Jan 2026');
  });
});
