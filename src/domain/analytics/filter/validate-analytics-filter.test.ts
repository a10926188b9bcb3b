import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYTICS_FILTER, type AnalyticsFilter } from './analytics-filter';
import {
  FILTER_TEXT_MAX_CHARS,
  FILTER_VALUES_MAX,
  PROBLEMS_PER_FIELD_MAX,
  validateAnalyticsFilter,
} from './validate-analytics-filter';

const CLASS_A = '0b5a7c2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const CLASS_B = '9f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
const TERM = { start: '2026-10-12', end: '2026-12-18' };
/** The default filter analytics opens on: a date range and nothing else. */
const DEFAULTS: AnalyticsFilter = { ...EMPTY_ANALYTICS_FILTER, dateRange: TERM };

const validate = (input: Record<string, unknown>) =>
  validateAnalyticsFilter({ ...DEFAULTS, ...input }, DEFAULTS);

describe('validateAnalyticsFilter: a good filter', () => {
  it('comes back as given, with no problems', () => {
    const filter: AnalyticsFilter = {
      dateRange: { start: '2026-02-02', end: '2026-04-10' },
      classIds: [CLASS_A, CLASS_B],
      subjects: ['English', 'Mathematics'],
      years: [7, 8],
      syllabusStages: ['Stage 4'],
      status: ['COMPLETED', 'PENDING_REFLECTION'],
      effectivenessRange: { min: 1, max: 4 },
      effectivenessRating: [4, 5],
      priorityLevels: ['HIGH', 'CRITICAL'],
    };
    expect(validateAnalyticsFilter(filter)).toEqual({ filter, problems: [] });
  });

  it('is normalized: lists deduplicated and in one order, ids lower case, text trimmed', () => {
    const { filter, problems } = validate({
      classIds: [CLASS_B.toUpperCase(), CLASS_A, CLASS_B],
      subjects: [' Mathematics ', 'English', 'Mathematics'],
      years: [8, '7', 8],
      status: ['completed', 'PLANNED'],
      effectivenessRating: [5, 1],
      priorityLevels: ['critical', 'LOW'],
      effectivenessRange: '1.5 - 4',
    });
    expect(problems).toEqual([]);
    expect(filter).toMatchObject({
      classIds: [CLASS_A, CLASS_B],
      subjects: ['English', 'Mathematics'],
      years: [7, 8],
      status: ['PLANNED', 'COMPLETED'],
      effectivenessRating: [1, 5],
      priorityLevels: ['LOW', 'CRITICAL'],
      effectivenessRange: { min: 1.5, max: 4 },
    });
  });

  it('reads null ranges as every date and any effectiveness', () => {
    const { filter, problems } = validate({ dateRange: null, effectivenessRange: null });
    expect(problems).toEqual([]);
    expect(filter.dateRange).toBeNull();
    expect(filter.effectivenessRange).toBeNull();
  });

  it('takes the fallback for fields left out', () => {
    expect(validateAnalyticsFilter({}, DEFAULTS)).toEqual({ filter: DEFAULTS, problems: [] });
    expect(validateAnalyticsFilter(undefined, DEFAULTS)).toEqual({
      filter: DEFAULTS,
      problems: [],
    });
  });
});

describe('validateAnalyticsFilter: dates', () => {
  it.each([
    ['2026-13-40', 'Start date must be in YYYY-MM-DD format'],
    ['2026-02-30', 'Start date must be in YYYY-MM-DD format'],
    ['2025-02-29', 'Start date must be in YYYY-MM-DD format'],
    ['24/11/2026', 'Start date must be in YYYY-MM-DD format'],
    ['2026-1-5', 'Start date must be in YYYY-MM-DD format'],
    [20261124, 'Start date must be in YYYY-MM-DD format'],
  ])('a start of %s is named with the spec message and the range falls back', (start, message) => {
    const { filter, problems } = validate({ dateRange: { start, end: '2026-12-01' } });
    expect(problems).toEqual([{ field: 'dateRange', message }]);
    expect(filter.dateRange).toEqual(TERM);
  });

  it('names a bad end date with the same wording', () => {
    const { filter, problems } = validate({
      dateRange: { start: '2026-01-01', end: '2026-00-10' },
    });
    expect(problems).toEqual([
      { field: 'dateRange', message: 'End date must be in YYYY-MM-DD format' },
    ]);
    expect(filter.dateRange).toEqual(TERM);
  });

  it('names both ends when both are bad', () => {
    const { problems } = validate({ dateRange: { start: 'soon', end: '' } });
    expect(problems.map(({ message }) => message)).toEqual([
      'Start date must be in YYYY-MM-DD format',
      'End date must be in YYYY-MM-DD format',
    ]);
  });

  it('refuses a range that ends before it starts, and accepts a single day', () => {
    const backwards = validate({ dateRange: { start: '2026-05-02', end: '2026-05-01' } });
    expect(backwards.problems).toEqual([
      { field: 'dateRange', message: 'End date must be on or after the start date' },
    ]);
    expect(backwards.filter.dateRange).toEqual(TERM);
    const oneDay = { start: '2024-02-29', end: '2024-02-29' };
    expect(validate({ dateRange: oneDay }).filter.dateRange).toEqual(oneDay);
  });

  it('names a range that is not an object with a start and an end', () => {
    expect(validate({ dateRange: '2026-01-01' }).problems).toEqual([
      { field: 'dateRange', message: 'Date range must have a start date and an end date' },
    ]);
  });
});

describe('validateAnalyticsFilter: lists', () => {
  it('keeps the good classes and names the bad id', () => {
    const { filter, problems } = validate({ classIds: [CLASS_A, 'class-7a'] });
    expect(filter.classIds).toEqual([CLASS_A]);
    expect(problems).toEqual([
      { field: 'classIds', message: "Class id must be a UUID (got 'class-7a')" },
    ]);
  });

  it.each([
    ['years', [0], 'Year must be a whole number from 1 to 12 (got 0)'],
    ['years', [13], 'Year must be a whole number from 1 to 12 (got 13)'],
    ['years', [7.5], 'Year must be a whole number from 1 to 12 (got 7.5)'],
    ['years', ['seven'], "Year must be a whole number from 1 to 12 (got 'seven')"],
    ['effectivenessRating', [0], 'Effectiveness rating must be a whole number from 1 to 5 (got 0)'],
    [
      'effectivenessRating',
      ['6'],
      "Effectiveness rating must be a whole number from 1 to 5 (got '6')",
    ],
    [
      'status',
      ['DONE'],
      "Status must be one of PLANNED, UNPLANNED, COMPLETED, MISSED, PENDING_REFLECTION (got 'DONE')",
    ],
    [
      'priorityLevels',
      ['URGENT'],
      "Priority must be one of LOW, MEDIUM, HIGH, CRITICAL (got 'URGENT')",
    ],
    ['subjects', ['  '], 'Subject must not be blank'],
    ['subjects', [42], 'Subject must be text (got 42)'],
    [
      'syllabusStages',
      ['x'.repeat(FILTER_TEXT_MAX_CHARS + 1)],
      'Syllabus stage must be at most 100 characters',
    ],
    ['years', 7, 'Years must be a list (got 7)'],
    ['classIds', CLASS_A, `Classes must be a list (got '${CLASS_A.slice(0, 40)}')`],
  ])('%s %j: "%s", and the field falls back', (field, value, message) => {
    const { filter, problems } = validate({ [field]: value });
    expect(problems).toEqual([{ field, message }]);
    expect(filter).toEqual(DEFAULTS);
  });

  it('names at most a few bad values of one field', () => {
    const { problems } = validate({ years: [20, 21, 22, 23, 24] });
    expect(problems).toHaveLength(PROBLEMS_PER_FIELD_MAX);
  });

  it('uses only the first 100 values of a list, and says so', () => {
    const subjects = Array.from(
      { length: FILTER_VALUES_MAX + 5 },
      (_, index) => `S${1000 + index}`,
    );
    const { filter, problems } = validate({ subjects });
    expect(filter.subjects).toHaveLength(FILTER_VALUES_MAX);
    expect(problems).toEqual([
      { field: 'subjects', message: 'Only the first 100 subjects are used' },
    ]);
  });

  it('keeps an empty list as "no restriction"', () => {
    expect(
      validateAnalyticsFilter({ years: [] }, { ...DEFAULTS, years: [7] }).filter.years,
    ).toEqual([]);
  });
});

describe('validateAnalyticsFilter: effectiveness range', () => {
  it('accepts min-max text and rounds to two decimals', () => {
    expect(validate({ effectivenessRange: '0-5' }).filter.effectivenessRange).toEqual({
      min: 0,
      max: 5,
    });
    expect(validate({ effectivenessRange: { min: 1.234, max: '3.999' } }).filter).toMatchObject({
      effectivenessRange: { min: 1.23, max: 4 },
    });
  });

  it.each(['6-7', '-1-4', '1-', 'abc', '1–4', '1-4-5'])('names %j and falls back', (value) => {
    const { filter, problems } = validate({ effectivenessRange: value });
    expect(problems).toEqual([
      {
        field: 'effectivenessRange',
        message: `Effectiveness range must be two numbers from 0 to 5, written as min-max (for example 1-4) (got '${value}')`,
      },
    ]);
    expect(filter.effectivenessRange).toBeNull();
  });

  it('refuses a minimum above the maximum', () => {
    expect(validate({ effectivenessRange: { min: 4, max: 2 } }).problems).toEqual([
      {
        field: 'effectivenessRange',
        message: 'Effectiveness range minimum must not be above its maximum',
      },
    ]);
  });
});

describe('validateAnalyticsFilter: anything else', () => {
  it.each([null, 'filter', 42, [DEFAULTS]])('falls back entirely for %j, naming it', (input) => {
    const { filter, problems } = validateAnalyticsFilter(input, DEFAULTS);
    expect(filter).toBe(DEFAULTS);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe('filter');
  });

  it('ignores fields it does not know and inherited ones', () => {
    const inherited = Object.create({ years: ['bad'] }) as object;
    expect(validateAnalyticsFilter(inherited, DEFAULTS)).toEqual({
      filter: DEFAULTS,
      problems: [],
    });
    expect(validateAnalyticsFilter({ colour: 'red' }, DEFAULTS).problems).toEqual([]);
  });
});
