import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, isIsoDate, parseIsoDate } from './iso-date';
import { isoDateSchema } from './iso-date-schema';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Strings shaped like YYYY-MM-DD, with month and day ranges wide enough to hit impossible days. */
const isoShaped = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);

describe('ISO dates (properties)', () => {
  it('a formatted date always parses back to the same calendar day', () => {
    const dates = fc.date({
      min: new Date('0001-01-01T12:00:00Z'),
      max: new Date('9999-12-30T12:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        const text = formatIsoDate(date);
        const parsed = parseIsoDate(text);
        expect(parsed.ok && formatIsoDate(parsed.date)).toBe(text);
      }),
    );
  });

  it('the zod schema and isIsoDate agree on every YYYY-MM-DD shaped string', () => {
    fc.assert(
      fc.property(isoShaped, (text) => {
        expect(isoDateSchema.safeParse(text).success).toBe(isIsoDate(text));
      }),
      { numRuns: 2000 },
    );
  });
});
