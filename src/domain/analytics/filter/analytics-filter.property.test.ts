import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITY_LEVELS } from '@/domain/coverage';
import { LESSON_STATUSES } from '@/domain/lessons';
import type { AnalyticsDateRange, AnalyticsFilter } from './analytics-filter';
import { FILTER_PARAM, filterFromSearchParams, filterToSearchParams } from './filter-search-params';
import { validateAnalyticsFilter } from './validate-analytics-filter';

/*
 * Whatever arrives (a hand-edited URL, a stale stored filter), validation and the URL codec never
 * throw and always hand back a filter that is itself valid; a valid filter survives the URL.
 */

const isoDateArb = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const rangeArb: fc.Arbitrary<AnalyticsDateRange> = fc
  .tuple(isoDateArb, isoDateArb)
  .map(([a, b]) => (a <= b ? { start: a, end: b } : { start: b, end: a }));

const textArb = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((text) => text.trim())
  .filter((text) => text !== '');

const effectivenessArb = fc
  .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }))
  .map(([a, b]) => ({ min: Math.min(a, b) / 100, max: Math.max(a, b) / 100 }));

const validFilterArb: fc.Arbitrary<AnalyticsFilter> = fc.record({
  dateRange: fc.option(rangeArb),
  classIds: fc.array(fc.uuid(), { maxLength: 5 }),
  subjects: fc.array(textArb, { maxLength: 4 }),
  years: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
  syllabusStages: fc.array(textArb, { maxLength: 3 }),
  status: fc.array(fc.constantFrom(...LESSON_STATUSES), { maxLength: 5 }),
  effectivenessRange: fc.option(effectivenessArb),
  effectivenessRating: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
  priorityLevels: fc.array(fc.constantFrom(...PRIORITY_LEVELS), { maxLength: 4 }),
});

/** URL-ish input: the filter's own keys (and others) with values near and far from good ones. */
const searchArb = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...Object.values(FILTER_PARAM)), fc.string({ maxLength: 6 })),
      fc.oneof(
        fc.string(),
        isoDateArb,
        fc.uuid(),
        fc.constantFrom('all', '1-4', '4-1', '0-5', '7', '13', 'completed', 'HIGH', ' ', ''),
      ),
    ),
    { maxLength: 12 },
  )
  .map((pairs) => new URLSearchParams(pairs));

describe('analytics filter properties', () => {
  it('validation never throws and its answer is a valid, normalized filter', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.object(), validFilterArb), (input) => {
        const { filter } = validateAnalyticsFilter(input);
        expect(validateAnalyticsFilter(filter)).toEqual({ filter, problems: [] });
      }),
    );
  });

  it('field values of any kind never throw', () => {
    const anyFieldsArb = fc.record(
      {
        dateRange: fc.anything(),
        classIds: fc.anything(),
        subjects: fc.array(fc.anything()),
        years: fc.array(fc.anything()),
        syllabusStages: fc.anything(),
        status: fc.array(fc.anything()),
        effectivenessRange: fc.oneof(fc.anything(), fc.string()),
        effectivenessRating: fc.array(fc.anything()),
        priorityLevels: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(anyFieldsArb, (input) => {
        const { filter } = validateAnalyticsFilter(input);
        expect(validateAnalyticsFilter(filter).problems).toEqual([]);
      }),
    );
  });

  it('a valid filter is accepted without problems', () => {
    fc.assert(
      fc.property(validFilterArb, (filter) => {
        expect(validateAnalyticsFilter(filter).problems).toEqual([]);
      }),
    );
  });

  it('a valid filter survives the URL, which is canonical', () => {
    fc.assert(
      fc.property(validFilterArb, fc.option(rangeArb), (input, defaultRange) => {
        const { filter } = validateAnalyticsFilter(input);
        const params = filterToSearchParams(filter, defaultRange);
        const back = filterFromSearchParams(new URLSearchParams(params.toString()), defaultRange);
        expect(back).toEqual({ filter, problems: [] });
        expect(filterToSearchParams(back.filter, defaultRange).toString()).toBe(params.toString());
      }),
    );
  });

  it('any URL gives a valid filter and never throws', () => {
    fc.assert(
      fc.property(searchArb, fc.option(rangeArb), (params, defaultRange) => {
        const { filter } = filterFromSearchParams(params, defaultRange);
        expect(validateAnalyticsFilter(filter).problems).toEqual([]);
      }),
    );
  });
});
