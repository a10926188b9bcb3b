import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDayNumber,
  isWeekday,
  mod,
  mondayOnOrBefore,
  parseDayNumber,
  toDayNumber,
  weekdayIndex,
  weekdayOrdinal,
} from './calendar-date';

const MS_PER_DAY = 86_400_000;

describe('day numbers', () => {
  it('count days from 1970-01-01', () => {
    expect(parseDayNumber('1970-01-01')).toBe(0);
    expect(parseDayNumber('1969-12-31')).toBe(-1);
    expect(parseDayNumber('2000-01-03')).toBe(10959);
    expect(formatDayNumber(10959)).toBe('2000-01-03');
  });

  it('agree with the UTC calendar of Date and round-trip, years 0001–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        const iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
        expect(formatDayNumber(day)).toBe(iso);
        expect(parseDayNumber(iso)).toBe(day);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['2026-02-30', '2025-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-1-5', ''])(
    'refuse %j',
    (text) => {
      expect(parseDayNumber(text)).toBeNull();
      expect(() => toDayNumber(text, 'anchor date')).toThrow(
        `Calendar anchor date is not a YYYY-MM-DD date: '${text}'`,
      );
    },
  );

  it('accept leap days and keep two-digit years as written', () => {
    expect(formatDayNumber(toDayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(formatDayNumber(toDayNumber('2000-02-29'))).toBe('2000-02-29');
    expect(formatDayNumber(toDayNumber('0050-06-15'))).toBe('0050-06-15');
  });
});

describe('weekdays', () => {
  it('number Monday 0 to Sunday 6, before 1970 too', () => {
    expect(weekdayIndex(toDayNumber('2026-03-02'))).toBe(0);
    expect(weekdayIndex(toDayNumber('2026-03-08'))).toBe(6);
    expect(weekdayIndex(toDayNumber('1969-12-29'))).toBe(0);
    expect(isWeekday(toDayNumber('2026-03-06'))).toBe(true);
    expect(isWeekday(toDayNumber('2026-03-07'))).toBe(false);
  });

  it('find the Monday of the week', () => {
    expect(formatDayNumber(mondayOnOrBefore(toDayNumber('2026-03-08')))).toBe('2026-03-02');
    expect(formatDayNumber(mondayOnOrBefore(toDayNumber('2026-03-02')))).toBe('2026-03-02');
  });

  it('weekdayOrdinal differences count the weekdays in [a, b), whatever the signs', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.nat(60), (a, span) => {
        let count = 0;
        for (let day = a; day < a + span; day += 1) if (isWeekday(day)) count += 1;
        expect(weekdayOrdinal(a + span) - weekdayOrdinal(a)).toBe(count);
      }),
    );
  });

  it('mod is never negative', () => {
    expect(mod(-1, 5)).toBe(4);
    expect(mod(-10, 5)).toBe(0);
    expect(mod(7, 5)).toBe(2);
  });
});
