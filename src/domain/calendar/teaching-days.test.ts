import { describe, expect, it } from 'vitest';
import { isTeachingDay, teachingDaysBetween } from './teaching-days';
import { TERMS_2026, closure, makeCalendar } from '../test-support/calendars';

describe('isTeachingDay', () => {
  const noTerms = makeCalendar({});
  const withTerms = makeCalendar({ terms: TERMS_2026 });

  it('is every weekday when the school has no terms', () => {
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']) {
      expect(isTeachingDay(noTerms, date)).toBe(true);
    }
    // School holidays are only known through terms.
    expect(isTeachingDay(noTerms, '2026-01-05')).toBe(true);
  });

  it('is never a Saturday or Sunday, in term or not', () => {
    expect(isTeachingDay(noTerms, '2026-03-07')).toBe(false);
    expect(isTeachingDay(noTerms, '2026-03-08')).toBe(false);
    expect(isTeachingDay(withTerms, '2026-03-07')).toBe(false);
  });

  it('includes both ends of a term and nothing outside', () => {
    expect(isTeachingDay(withTerms, '2026-01-30')).toBe(false);
    expect(isTeachingDay(withTerms, '2026-02-02')).toBe(true);
    expect(isTeachingDay(withTerms, '2026-04-02')).toBe(true);
    expect(isTeachingDay(withTerms, '2026-04-03')).toBe(false); // Good Friday, holidays begin
    expect(isTeachingDay(withTerms, '2026-04-13')).toBe(false); // a Monday in the break
    expect(isTeachingDay(withTerms, '2026-04-17')).toBe(false);
    expect(isTeachingDay(withTerms, '2026-04-20')).toBe(true);
    expect(isTeachingDay(withTerms, '2026-06-26')).toBe(true);
    expect(isTeachingDay(withTerms, '2026-06-29')).toBe(false);
  });

  it('is not a closure, whether it shifts the cycle or not', () => {
    const calendar = makeCalendar({
      terms: TERMS_2026,
      closures: [closure('2026-03-03', true), closure('2026-03-04', false)],
    });
    expect(isTeachingDay(calendar, '2026-03-02')).toBe(true);
    expect(isTeachingDay(calendar, '2026-03-03')).toBe(false);
    expect(isTeachingDay(calendar, '2026-03-04')).toBe(false);
    expect(isTeachingDay(calendar, '2026-03-05')).toBe(true);
  });

  it('merges overlapping terms instead of failing on them', () => {
    const calendar = makeCalendar({
      terms: [
        { term: 'A', start: '2026-02-02', end: '2026-02-20' },
        { term: 'B', start: '2026-02-16', end: '2026-03-06' },
        { term: 'Backwards', start: '2026-05-01', end: '2026-04-01' },
      ],
    });
    expect(isTeachingDay(calendar, '2026-02-18')).toBe(true);
    expect(isTeachingDay(calendar, '2026-03-06')).toBe(true);
    expect(isTeachingDay(calendar, '2026-04-15')).toBe(false);
  });

  it('teaches on no day when the only term ends before it starts (terms exist, none covers a day)', () => {
    const calendar = makeCalendar({
      terms: [{ term: 'Typo', start: '2026-04-02', end: '2026-02-02' }],
    });
    expect(teachingDaysBetween(calendar, '2026-01-01', '2026-06-30')).toEqual([]);
  });

  it('throws on a date that is not YYYY-MM-DD (a bug in the caller)', () => {
    expect(() => isTeachingDay(noTerms, '2026-02-30')).toThrow(RangeError);
    expect(() => isTeachingDay(noTerms, '2 March 2026')).toThrow(RangeError);
  });
});

describe('teachingDaysBetween', () => {
  it('lists teaching days in order, both ends included', () => {
    const calendar = makeCalendar({ terms: TERMS_2026, closures: [closure('2026-03-31', true)] });
    expect(teachingDaysBetween(calendar, '2026-03-27', '2026-04-20')).toEqual([
      '2026-03-27',
      '2026-03-30',
      '2026-04-01',
      '2026-04-02',
      '2026-04-20',
    ]);
  });

  it('is one day for a one-day teaching range and empty for a weekend or a reversed range', () => {
    const calendar = makeCalendar({});
    expect(teachingDaysBetween(calendar, '2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(teachingDaysBetween(calendar, '2026-03-07', '2026-03-08')).toEqual([]);
    expect(teachingDaysBetween(calendar, '2026-03-06', '2026-03-02')).toEqual([]);
  });

  it('crosses months and leap days', () => {
    const calendar = makeCalendar({});
    expect(teachingDaysBetween(calendar, '2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});
