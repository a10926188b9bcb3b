import { describe, expect, it } from 'vitest';
import * as shared from '@/shared/lib/dates/iso-date-schema';
import {
  DATE_RANGE_ORDER_MESSAGE,
  END_DATE_FORMAT_MESSAGE,
  QUOTED_VALUE_MAX_CHARS,
  START_DATE_FORMAT_MESSAGE,
  describeValue,
} from './filter-messages';

describe('filter messages', () => {
  it("are spec §5's words, the same as the date schema's", () => {
    expect(START_DATE_FORMAT_MESSAGE).toBe('Start date must be in YYYY-MM-DD format');
    expect(END_DATE_FORMAT_MESSAGE).toBe('End date must be in YYYY-MM-DD format');
    expect(START_DATE_FORMAT_MESSAGE).toBe(shared.START_DATE_FORMAT_MESSAGE);
    expect(END_DATE_FORMAT_MESSAGE).toBe(shared.END_DATE_FORMAT_MESSAGE);
    expect(DATE_RANGE_ORDER_MESSAGE).toBe(shared.DATE_RANGE_ORDER_MESSAGE);
  });
});

describe('describeValue', () => {
  it('quotes text, cutting a long value short', () => {
    expect(describeValue('abc')).toBe("'abc'");
    expect(describeValue('x'.repeat(500))).toBe(`'${'x'.repeat(QUOTED_VALUE_MAX_CHARS)}…'`);
  });

  it('names what it cannot quote, even an object String() would throw on', () => {
    expect(describeValue(7)).toBe('7');
    expect(describeValue(null)).toBe('nothing');
    expect(describeValue([1])).toBe('a list');
    expect(describeValue(Object.create(null))).toBe('an object');
    expect(describeValue(Symbol('s'))).toBe('a symbol');
    expect(describeValue(undefined)).toBe('nothing');
  });
});
