import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  formatLocalDateTime,
  isIsoDate,
  parseIsoDate,
  type IsoDateParseFailure,
} from './iso-date';

function localDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setFullYear(year, monthIndex, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

describe('formatIsoDate', () => {
  it.each<[string, Date, string]>([
    ['zero pads month and day', new Date(2026, 0, 5), '2026-01-05'],
    ['keeps two-digit parts', new Date(2026, 10, 25), '2026-11-25'],
    [
      'uses the calendar day, not the UTC one, late at night',
      new Date(2026, 11, 31, 23, 59, 59),
      '2026-12-31',
    ],
    ['leap day', new Date(2024, 1, 29), '2024-02-29'],
    ['zero pads the year', localDate(999, 0, 1), '0999-01-01'],
    [
      'a TZDate is formatted in its own zone',
      new TZDate(2026, 0, 5, 23, 30, 'Asia/Tokyo'),
      '2026-01-05',
    ],
  ])('%s', (_case, date, expected) => {
    expect(formatIsoDate(date)).toBe(expected);
  });

  it('throws on an Invalid Date, which can only come from a bug', () => {
    expect(() => formatIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parseIsoDate', () => {
  it.each<[string, number, number, number]>([
    ['2026-01-05', 2026, 0, 5],
    ['2026-12-31', 2026, 11, 31],
    ['2024-02-29', 2024, 1, 29],
    ['2000-02-29', 2000, 1, 29],
    ['0050-06-15', 50, 5, 15],
  ])('%s is a date at local midnight', (text, year, monthIndex, day) => {
    const result = parseIsoDate(text);
    expect(result).toEqual({ ok: true, date: localDate(year, monthIndex, day) });
    if (result.ok) expect(formatIsoDate(result.date)).toBe(text);
  });

  it.each<[string, IsoDateParseFailure]>([
    ['2026-02-30', 'not-a-calendar-date'],
    ['2026-04-31', 'not-a-calendar-date'],
    ['2025-02-29', 'not-a-calendar-date'],
    ['1900-02-29', 'not-a-calendar-date'],
    ['2100-02-29', 'not-a-calendar-date'],
    ['2026-13-01', 'not-a-calendar-date'],
    ['2026-00-10', 'not-a-calendar-date'],
    ['2026-01-00', 'not-a-calendar-date'],
    ['2026-01-32', 'not-a-calendar-date'],
    ['2026-1-5', 'not-iso-format'],
    ['2026/01/05', 'not-iso-format'],
    ['20260105', 'not-iso-format'],
    [' 2026-01-05', 'not-iso-format'],
    ['2026-01-05T00:00:00Z', 'not-iso-format'],
    ['05-01-2026', 'not-iso-format'],
    ['+02026-01-05', 'not-iso-format'],
    ['٢٠٢٦-٠١-٠٥', 'not-iso-format'],
    ['', 'not-iso-format'],
  ])('%j is rejected: %s', (text, reason) => {
    expect(parseIsoDate(text)).toEqual({ ok: false, reason });
  });
});

describe('isIsoDate', () => {
  it.each<[unknown, boolean]>([
    ['2026-01-05', true],
    ['2024-02-29', true],
    ['2026-02-30', false],
    ['2026-1-5', false],
    [20260105, false],
    [new Date(2026, 0, 5), false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('formatLocalDateTime', () => {
  it('gives local time to the minute, the date year-month-day, zero padded (spec §9)', () => {
    expect(formatLocalDateTime(new Date(2026, 10, 3, 8, 5).toISOString())).toBe('2026-11-03 08:05');
    expect(formatLocalDateTime(new Date(2026, 0, 9, 23, 59, 59).toISOString())).toBe(
      '2026-01-09 23:59',
    );
  });
});
