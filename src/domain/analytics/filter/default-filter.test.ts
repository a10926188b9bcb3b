import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR, type SchoolCalendar } from '@/domain/calendar';
import { EMPTY_ANALYTICS_FILTER } from './analytics-filter';
import { DEFAULT_RANGE_DAYS, defaultAnalyticsFilter, defaultDateRange } from './default-filter';

const TERMS: SchoolCalendar = {
  ...EMPTY_SCHOOL_CALENDAR,
  terms: [
    { term: 'Term 3', start: '2026-07-20', end: '2026-09-25' },
    { term: 'Term 4', start: '2026-10-12', end: '2026-12-18' },
  ],
};

describe('defaultDateRange', () => {
  it('is the term holding today when the calendar has one', () => {
    expect(defaultDateRange('2026-11-24', TERMS)).toEqual({
      start: '2026-10-12',
      end: '2026-12-18',
    });
    expect(defaultDateRange('2026-10-12', TERMS)).toEqual({
      start: '2026-10-12',
      end: '2026-12-18',
    });
  });

  it('is the last 90 days, today included, in a holiday or without terms', () => {
    const last90 = { start: '2026-08-27', end: '2026-11-24' };
    expect(DEFAULT_RANGE_DAYS).toBe(90);
    expect(defaultDateRange('2026-11-24')).toEqual(last90);
    expect(defaultDateRange('2026-11-24', EMPTY_SCHOOL_CALENDAR)).toEqual(last90);
    expect(defaultDateRange('2026-10-01', TERMS)).toEqual({
      start: '2026-07-04',
      end: '2026-10-01',
    });
  });

  it('counts back across a leap day and a year end', () => {
    expect(defaultDateRange('2028-03-01')).toEqual({ start: '2027-12-03', end: '2028-03-01' });
  });

  it('is null rather than throwing for a today that is not a date', () => {
    expect(defaultDateRange('2026-02-30')).toBeNull();
    expect(defaultDateRange('')).toBeNull();
  });
});

describe('defaultAnalyticsFilter', () => {
  it('restricts only the dates', () => {
    expect(defaultAnalyticsFilter('2026-11-24', TERMS)).toEqual({
      ...EMPTY_ANALYTICS_FILTER,
      dateRange: { start: '2026-10-12', end: '2026-12-18' },
    });
  });
});
