import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { applyFilter, indexAnalyticsData } from './metric-definitions';
import { periodCoverage, periodOf, type PeriodType } from './period-coverage';

const TERMS = [
  { term: '3', start: '2026-07-13', end: '2026-09-18' },
  { term: '4', start: '2026-10-05', end: '2026-11-06' },
];

const rowsFor = (type: PeriodType) =>
  periodCoverage(
    applyFilter(indexAnalyticsData(analyticsFixture()), EMPTY_ANALYTICS_FILTER, TODAY),
    type,
    TERMS,
  );

describe('periodOf', () => {
  it.each([
    ['daily', '2026-11-04', { start: '2026-11-04', end: '2026-11-04' }],
    ['weekly', '2026-11-08', { start: '2026-11-02', end: '2026-11-08' }],
    ['weekly', '2026-11-09', { start: '2026-11-09', end: '2026-11-15' }],
    ['monthly', '2024-02-10', { start: '2024-02-01', end: '2024-02-29' }],
    ['monthly', '2026-12-31', { start: '2026-12-01', end: '2026-12-31' }],
    ['term', '2026-11-06', { start: '2026-10-05', end: '2026-11-06' }],
    ['term', '2026-11-09', null],
    ['yearly', '2026-03-01', { start: '2026-01-01', end: '2026-12-31' }],
  ] as const)('%s period of %s', (type, date, expected) => {
    expect(periodOf(type, date, TERMS)).toEqual(expected);
  });
});

describe('periodCoverage', () => {
  it('buckets COMPLETED lessons by class and week (weeks start Monday)', () => {
    const week = (start: string, end: string) => ({
      periodType: 'weekly',
      periodStart: start,
      periodEnd: end,
    });
    const sevenA = { classId: 'class-7a', className: '7A', subject: 'Mathematics' };
    expect(rowsFor('weekly')).toEqual([
      {
        ...week('2026-11-02', '2026-11-08'),
        ...sevenA,
        pointsTaught: 2,
        pointsMastered: 1,
        teachingHours: 1,
        lessonsCompleted: 1,
      },
      {
        ...week('2026-11-09', '2026-11-15'),
        ...sevenA,
        pointsTaught: 1,
        pointsMastered: 1,
        teachingHours: 1.5,
        lessonsCompleted: 1,
      },
      {
        ...week('2026-11-16', '2026-11-22'),
        ...sevenA,
        pointsTaught: 0,
        pointsMastered: 0,
        teachingHours: 0.75,
        lessonsCompleted: 1,
      },
      {
        ...week('2026-11-02', '2026-11-08'),
        classId: 'class-8b',
        className: '8B',
        subject: 'English',
        pointsTaught: 0,
        pointsMastered: 0,
        teachingHours: 1,
        lessonsCompleted: 1,
      },
    ]);
  });

  it('counts a point once per period and leaves holiday lessons out of terms', () => {
    expect(rowsFor('monthly')[0]).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      pointsTaught: 2,
      teachingHours: 3.25,
      lessonsCompleted: 3,
    });
    expect(rowsFor('term').map((row) => [row.classId, row.lessonsCompleted])).toEqual([
      ['class-7a', 1],
      ['class-8b', 1],
    ]);
  });
});
