import { describe, expect, it } from 'vitest';
import { EMPTY_ANALYTICS_FILTER, type AnalyticsFilter } from './analytics-filter';
import {
  filterFromSearchParams,
  filterSearchKey,
  filterToSearchParams,
  withFilterSearchParams,
} from './filter-search-params';

const CLASS_A = '0b5a7c2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';
const CLASS_B = '9f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
const TERM = { start: '2026-10-12', end: '2026-12-18' };
const DEFAULTS: AnalyticsFilter = { ...EMPTY_ANALYTICS_FILTER, dateRange: TERM };

const fromUrl = (search: string) => filterFromSearchParams(new URLSearchParams(search), TERM);
const toUrl = (filter: AnalyticsFilter) => filterToSearchParams(filter, TERM).toString();

const EVERYTHING: AnalyticsFilter = {
  dateRange: { start: '2026-02-02', end: '2026-04-10' },
  classIds: [CLASS_A, CLASS_B],
  subjects: ['English', 'Mathematics'],
  years: [7, 8],
  syllabusStages: ['Stage 4'],
  status: ['COMPLETED', 'MISSED'],
  effectivenessRange: { min: 1, max: 4.5 },
  effectivenessRating: [4, 5],
  priorityLevels: ['HIGH', 'CRITICAL'],
};
const EVERYTHING_URL = [
  'from=2026-02-02',
  'to=2026-04-10',
  `class=${CLASS_A}`,
  `class=${CLASS_B}`,
  'subject=English',
  'subject=Mathematics',
  'year=7',
  'year=8',
  'stage=Stage+4',
  'status=COMPLETED',
  'status=MISSED',
  'eff=1-4.5',
  'rating=4',
  'rating=5',
  'priority=HIGH',
  'priority=CRITICAL',
].join('&');

describe('filterToSearchParams', () => {
  it('writes the default filter as no params at all', () => {
    expect(toUrl(DEFAULTS)).toBe('');
    expect(filterToSearchParams(EMPTY_ANALYTICS_FILTER).toString()).toBe('');
  });

  it('writes every field under its short key, in one order', () => {
    expect(toUrl(EVERYTHING)).toBe(EVERYTHING_URL);
  });

  it('writes the same URL for the same filter however its lists were ordered', () => {
    const shuffled: AnalyticsFilter = {
      ...EVERYTHING,
      classIds: [CLASS_B, CLASS_A],
      years: [8, 7, 8],
      status: ['MISSED', 'COMPLETED'],
      priorityLevels: ['CRITICAL', 'HIGH'],
    };
    expect(toUrl(shuffled)).toBe(EVERYTHING_URL);
  });

  it('writes every date as dates=all when the default is a range', () => {
    expect(toUrl({ ...DEFAULTS, dateRange: null })).toBe('dates=all');
    expect(filterToSearchParams(EMPTY_ANALYTICS_FILTER, null).toString()).toBe('');
  });

  it('writes both ends of a range that differs from the default in one end', () => {
    expect(toUrl({ ...DEFAULTS, dateRange: { start: '2026-11-01', end: TERM.end } })).toBe(
      'from=2026-11-01&to=2026-12-18',
    );
  });
});

describe('filterFromSearchParams', () => {
  it('reads every field back', () => {
    expect(fromUrl(EVERYTHING_URL)).toEqual({ filter: EVERYTHING, problems: [] });
  });

  it('reads no params as the default filter, and dates=all as every date', () => {
    expect(fromUrl('')).toEqual({ filter: DEFAULTS, problems: [] });
    expect(fromUrl('dates=all').filter.dateRange).toBeNull();
    expect(fromUrl('dates=ALL').filter.dateRange).toBeNull();
  });

  it('fills a missing end from the default range', () => {
    expect(fromUrl('from=2026-11-01').filter.dateRange).toEqual({
      start: '2026-11-01',
      end: TERM.end,
    });
    expect(fromUrl('to=2026-11-30').filter.dateRange).toEqual({
      start: TERM.start,
      end: '2026-11-30',
    });
  });

  it('names a lone end when there is no default range to fill the other', () => {
    const { filter, problems } = filterFromSearchParams(new URLSearchParams('from=2026-11-01'));
    expect(problems).toEqual([
      { field: 'dateRange', message: 'End date must be in YYYY-MM-DD format' },
    ]);
    expect(filter.dateRange).toBeNull();
  });

  it.each([
    ['from=2026-13-40', 'Start date must be in YYYY-MM-DD format'],
    ['from=2026-02-30&to=2026-03-01', 'Start date must be in YYYY-MM-DD format'],
    ['from=&to=2026-03-01', 'Start date must be in YYYY-MM-DD format'],
    ['to=tomorrow', 'End date must be in YYYY-MM-DD format'],
    ['from=2026-03-01&to=2026-3-9', 'End date must be in YYYY-MM-DD format'],
    ['from=2026-03-02&to=2026-03-01', 'End date must be on or after the start date'],
    ['dates=some', "Dates must be 'all' or left out"],
  ])('%s: "%s", and the default range', (search, message) => {
    expect(fromUrl(search)).toEqual({
      filter: DEFAULTS,
      problems: [{ field: 'dateRange', message }],
    });
  });

  it.each([
    ['class=7a', 'classIds', "Class id must be a UUID (got '7a')"],
    ['subject=', 'subjects', 'Subject must not be blank'],
    ['year=13', 'years', "Year must be a whole number from 1 to 12 (got '13')"],
    ['year=1e1', 'years', "Year must be a whole number from 1 to 12 (got '1e1')"],
    ['stage=+', 'syllabusStages', 'Syllabus stage must not be blank'],
    [
      'status=DONE',
      'status',
      "Status must be one of PLANNED, UNPLANNED, COMPLETED, MISSED, PENDING_REFLECTION (got 'DONE')",
    ],
    ['eff=4-1', 'effectivenessRange', 'Effectiveness range minimum must not be above its maximum'],
    [
      'eff=high',
      'effectivenessRange',
      "Effectiveness range must be two numbers from 0 to 5, written as min-max (for example 1-4) (got 'high')",
    ],
    [
      'rating=0',
      'effectivenessRating',
      "Effectiveness rating must be a whole number from 1 to 5 (got '0')",
    ],
    [
      'priority=NOW',
      'priorityLevels',
      "Priority must be one of LOW, MEDIUM, HIGH, CRITICAL (got 'NOW')",
    ],
  ])('%s: names %s with "%s" and falls back', (search, field, message) => {
    expect(fromUrl(search)).toEqual({ filter: DEFAULTS, problems: [{ field, message }] });
  });

  it('keeps the good values beside a bad one', () => {
    const { filter, problems } = fromUrl(`class=${CLASS_A}&class=nope&year=7&year=99`);
    expect(filter.classIds).toEqual([CLASS_A]);
    expect(filter.years).toEqual([7]);
    expect(problems.map(({ field }) => field)).toEqual(['classIds', 'years']);
  });

  it('reads words in any case and ignores keys it does not own', () => {
    const { filter, problems } = fromUrl('status=completed&priority=High&sort=date&page=2');
    expect(problems).toEqual([]);
    expect(filter).toEqual({ ...DEFAULTS, status: ['COMPLETED'], priorityLevels: ['HIGH'] });
  });
});

describe('withFilterSearchParams', () => {
  it("replaces the filter's keys, puts them first and keeps the page's own", () => {
    const current = new URLSearchParams('sort=date&year=9&class=bad&dir=asc');
    const next = withFilterSearchParams(current, { ...DEFAULTS, years: [7] }, TERM);
    expect(next.toString()).toBe('year=7&sort=date&dir=asc');
  });
});

describe('filterSearchKey', () => {
  const key = (search: string) => filterSearchKey(new URLSearchParams(search));

  it('is the filter as the URL writes it, whatever the order, without the page’s own keys', () => {
    expect(key(`class=${CLASS_B}&sort=date&class=${CLASS_A}&from=2026-11-01&to=2026-11-30`)).toBe(
      key(`from=2026-11-01&to=2026-11-30&class=${CLASS_A}&class=${CLASS_B}&period=monthly`),
    );
    expect(key('sort=date')).toBe('');
  });

  it('tells apart what the URL says differently: no dates, every date, a range', () => {
    const keys = new Set([key(''), key('dates=all'), key('from=2026-11-01&to=2026-11-30')]);
    expect(keys.size).toBe(3);
  });
});
