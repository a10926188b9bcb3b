import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_ORDER_MESSAGE,
  END_DATE_FORMAT_MESSAGE,
  ISO_DATE_FORMAT_MESSAGE,
  START_DATE_FORMAT_MESSAGE,
  dateRangeSchema,
  isoDateSchema,
} from './iso-date-schema';

describe('isoDateSchema', () => {
  it.each(['2026-01-05', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (text) => {
    expect(isoDateSchema.safeParse(text)).toEqual({ success: true, data: text });
  });

  it.each<unknown>([
    '2026-02-30',
    '2025-02-29',
    '2100-02-29',
    '2026-1-5',
    '2026-01-05T10:00',
    '',
    20260105,
    null,
  ])('rejects %j with the format message', (value) => {
    const result = isoDateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ISO_DATE_FORMAT_MESSAGE]);
  });
});

describe('dateRangeSchema (spec §5 analytics dates)', () => {
  it.each([
    ['2026-01-05', '2026-03-31'],
    ['2026-01-05', '2026-01-05'],
  ])('accepts %s to %s', (startDate, endDate) => {
    expect(dateRangeSchema.safeParse({ startDate, endDate }).success).toBe(true);
  });

  it.each<[string, unknown, unknown, [string, string][]]>([
    ['bad start', '2026-1-5', '2026-03-31', [['startDate', START_DATE_FORMAT_MESSAGE]]],
    ['bad end', '2026-01-05', '2026-02-30', [['endDate', END_DATE_FORMAT_MESSAGE]]],
    ['missing end', '2026-01-05', undefined, [['endDate', END_DATE_FORMAT_MESSAGE]]],
    [
      'both bad',
      '05/01/2026',
      'soon',
      [
        ['startDate', START_DATE_FORMAT_MESSAGE],
        ['endDate', END_DATE_FORMAT_MESSAGE],
      ],
    ],
    ['end before start', '2026-03-31', '2026-01-05', [['endDate', DATE_RANGE_ORDER_MESSAGE]]],
  ])('%s', (_case, startDate, endDate, expected) => {
    const result = dateRangeSchema.safeParse({ startDate, endDate });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expected,
    );
  });

  it('uses the exact spec wording', () => {
    expect(START_DATE_FORMAT_MESSAGE).toBe('Start date must be in YYYY-MM-DD format');
    expect(END_DATE_FORMAT_MESSAGE).toBe('End date must be in YYYY-MM-DD format');
  });
});
