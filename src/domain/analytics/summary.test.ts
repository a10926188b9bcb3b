import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { applyFilter, indexAnalyticsData } from './metric-definitions';
import { analyticsSummary } from './summary';

const summaryFor = (filter = EMPTY_ANALYTICS_FILTER) =>
  analyticsSummary(applyFilter(indexAnalyticsData(analyticsFixture()), filter, TODAY));

describe('analyticsSummary', () => {
  it('totals every counted lesson; the range is the lessons’ span without a filter range', () => {
    expect(summaryFor()).toEqual({
      totals: {
        classes: 2,
        lessons: 7,
        completedLessons: 4,
        lessonsWithRatings: 3,
        followUpRequired: 1,
        teachingHours: 4.25,
      },
      averageRating: 3.67,
      coverage: { totalSyllabusPoints: 3, coveredSyllabusPoints: 2, coveragePercentage: 66.7 },
      dateRange: { start: '2026-11-02', end: '2026-11-30' },
    });
  });

  it('reports the filter’s range, and nothing counted when no lesson is in it', () => {
    const dateRange = { start: '2026-12-01', end: '2026-12-31' };
    expect(summaryFor({ ...EMPTY_ANALYTICS_FILTER, dateRange })).toEqual({
      totals: {
        classes: 2,
        lessons: 0,
        completedLessons: 0,
        lessonsWithRatings: 0,
        followUpRequired: 0,
        teachingHours: 0,
      },
      averageRating: null,
      coverage: { totalSyllabusPoints: 3, coveredSyllabusPoints: 0, coveragePercentage: 0 },
      dateRange,
    });
  });
});
