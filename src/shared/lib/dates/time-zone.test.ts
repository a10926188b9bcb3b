import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, browserTimeZone, isValidTimeZone, todayIsoDate } from './time-zone';

describe('todayIsoDate', () => {
  it.each<[string, string, string]>([
    ['2026-03-01T23:30:00Z', 'UTC', '2026-03-01'],
    ['2026-03-01T23:30:00Z', 'Pacific/Auckland', '2026-03-02'],
    ['2026-03-01T23:30:00Z', 'Pacific/Kiritimati', '2026-03-02'],
    ['2026-03-01T23:30:00Z', 'America/Los_Angeles', '2026-03-01'],
    ['2026-01-01T04:59:59Z', 'America/New_York', '2025-12-31'],
    ['2026-01-01T05:00:00Z', 'America/New_York', '2026-01-01'],
    ['2026-01-05T14:59:59Z', 'Australia/Sydney', '2026-01-06'],
    ['2026-01-04T12:59:59Z', 'Australia/Sydney', '2026-01-04'],
    ['2026-01-04T13:00:00Z', 'Australia/Sydney', '2026-01-05'],
    ['2026-07-04T14:00:00Z', 'Australia/Sydney', '2026-07-05'],
    ['2026-07-04T13:59:59Z', 'Australia/Sydney', '2026-07-04'],
    ['2024-02-29T23:00:00Z', 'Europe/London', '2024-02-29'],
    ['2024-02-29T23:00:00Z', 'Europe/Berlin', '2024-03-01'],
    ['2026-03-01T23:30:00Z', 'Not/AZone', '2026-03-01'],
    ['2026-03-01T23:30:00Z', '', '2026-03-01'],
  ])('at %s in %j it is %s', (instant, timeZone, expected) => {
    expect(todayIsoDate(timeZone, new Date(instant))).toBe(expected);
  });
});

describe('browserTimeZone', () => {
  it('reports the runtime zone by default', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  it.each<[string, () => string | undefined, string]>([
    ['a known zone', () => 'Australia/Sydney', 'Australia/Sydney'],
    ['no zone', () => undefined, 'UTC'],
    ['an empty zone', () => '', 'UTC'],
    ['an unknown zone', () => 'Mars/Olympus_Mons', 'UTC'],
    [
      'a throwing runtime',
      () => {
        throw new RangeError('no Intl');
      },
      'UTC',
    ],
  ])('%s → %s', (_case, readTimeZone, expected) => {
    expect(browserTimeZone(readTimeZone)).toBe(expected);
  });

  it('falls back to UTC', () => {
    expect(FALLBACK_TIME_ZONE).toBe('UTC');
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/London', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
  ])('%j → %s', (timeZone, expected) => {
    expect(isValidTimeZone(timeZone)).toBe(expected);
  });
});
