import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR, type SchoolCalendar } from './types';
import { termRangeOf, weekRangeOf, yearRangeOf } from './date-ranges';

const calendar: SchoolCalendar = {
  ...EMPTY_SCHOOL_CALENDAR,
  terms: [
    { term: 'Term 2', start: '2026-04-20', end: '2026-06-26' },
    { term: 'Term 1', start: '2026-01-27', end: '2026-04-02' },
    { term: 'Term 1', start: '2027-01-28', end: '2027-04-09' },
  ],
};

describe('lesson ranges', () => {
  it('a week runs Monday to Sunday, whatever day is given', () => {
    expect(weekRangeOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRangeOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRangeOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('a term is the one holding the date; a holiday has none', () => {
    expect(termRangeOf(calendar, '2026-05-01')).toEqual({ from: '2026-04-20', to: '2026-06-26' });
    expect(termRangeOf(calendar, '2026-04-02')).toEqual({ from: '2026-01-27', to: '2026-04-02' });
    expect(termRangeOf(calendar, '2026-04-10')).toBeNull();
  });

  it('a year spans that calendar year’s terms, or the whole year without terms', () => {
    expect(yearRangeOf(calendar, '2026-08-01')).toEqual({ from: '2026-01-27', to: '2026-06-26' });
    expect(yearRangeOf(calendar, '2027-03-01')).toEqual({ from: '2027-01-28', to: '2027-04-09' });
    expect(yearRangeOf(EMPTY_SCHOOL_CALENDAR, '2026-03-01')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});
