import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { analyticsLesson } from '../test-support/analytics-records';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import {
  applyFilter,
  indexAnalyticsData,
  meanOf,
  teachingSeconds,
  trendOf,
} from './metric-definitions';

const lessonIds = (filter: Partial<typeof EMPTY_ANALYTICS_FILTER>) => {
  const scope = applyFilter(
    indexAnalyticsData(analyticsFixture()),
    { ...EMPTY_ANALYTICS_FILTER, ...filter },
    TODAY,
  );
  return [...scope.lessonsByClass.values()]
    .flat()
    .map((lesson) => lesson.id)
    .sort();
};

describe('trendOf', () => {
  it.each([
    [105, 100, 'up'],
    [104.9, 100, 'stable'],
    [95, 100, 'down'],
    [95.1, 100, 'stable'],
    [1, 0, 'up'],
    [0, 0, 'stable'],
    [null, 3, 'stable'],
    [3, null, 'stable'],
  ] as const)('%s against %s is %s', (current, previous, trend) => {
    expect(trendOf(current, previous)).toBe(trend);
  });
});

describe('meanOf and teachingSeconds', () => {
  it('averages the present values to two decimals, null when none', () => {
    expect(meanOf([4, null, 2, 5])).toBe(3.67);
    expect(meanOf([null, null])).toBeNull();
  });

  it('counts end − start of COMPLETED lessons only, in either time spelling', () => {
    const taught = { status: 'COMPLETED' as const };
    expect(
      teachingSeconds(
        analyticsLesson('a', { ...taught, start_time: '09:00', end_time: '10:30:30' }),
      ),
    ).toBe(5430);
    expect(teachingSeconds(analyticsLesson('b', { ...taught, end_time: null }))).toBe(0);
    expect(
      teachingSeconds(analyticsLesson('c', { ...taught, start_time: '11:00', end_time: '10:00' })),
    ).toBe(0);
    expect(teachingSeconds(analyticsLesson('d', { status: 'PLANNED' }))).toBe(0);
  });
});

describe('applyFilter', () => {
  it('counts live lessons of live classes only', () => {
    expect(lessonIds({})).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L7', 'L8']);
  });

  it('applies each restriction', () => {
    expect(lessonIds({ dateRange: { start: '2026-11-03', end: '2026-11-16' } })).toEqual([
      'L2',
      'L3',
      'L7',
      'L8',
    ]);
    expect(lessonIds({ classIds: ['class-8b'] })).toEqual(['L7', 'L8']);
    expect(lessonIds({ subjects: ['English'] })).toEqual(['L7', 'L8']);
    expect(lessonIds({ years: [7] })).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(lessonIds({ syllabusStages: ['Year 7'] })).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(lessonIds({ status: ['PENDING_REFLECTION'] })).toEqual(['L4']);
    expect(lessonIds({ effectivenessRange: { min: 2, max: 4 } })).toEqual(['L1', 'L2']);
    expect(lessonIds({ effectivenessRating: [5] })).toEqual(['L7']);
  });
});
