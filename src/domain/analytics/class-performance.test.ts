import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { classPerformance } from './class-performance';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { applyFilter, indexAnalyticsData } from './metric-definitions';

const rowsFor = (filter = EMPTY_ANALYTICS_FILTER) =>
  classPerformance(applyFilter(indexAnalyticsData(analyticsFixture()), filter, TODAY));

describe('classPerformance', () => {
  it('gives spec §3’s row per live class, by name', () => {
    expect(rowsFor()).toEqual([
      {
        classId: 'class-7a',
        className: '7A',
        subject: 'Mathematics',
        year: 7,
        syllabusStage: 'Year 7',
        totalLessons: 5,
        lessonsWithRatings: 2,
        averageEffectiveness: 3,
        averageTeacherSatisfaction: 5,
        averageTeacherEffectiveness: 3.5,
        totalSyllabusPoints: 3,
        coveredSyllabusPoints: 2,
        coveragePercentage: 66.7,
        lastLessonDate: '2026-11-16',
        followUpRequired: 1,
      },
      {
        classId: 'class-8b',
        className: '8B',
        subject: 'English',
        year: 8,
        syllabusStage: null,
        totalLessons: 2,
        lessonsWithRatings: 1,
        averageEffectiveness: 5,
        averageTeacherSatisfaction: 4,
        averageTeacherEffectiveness: 5,
        totalSyllabusPoints: 0,
        coveredSyllabusPoints: 0,
        coveragePercentage: 0,
        lastLessonDate: '2026-11-03',
        followUpRequired: 0,
      },
    ]);
  });

  it('counts coverage from the lessons the filter lets through, and of the listed priorities', () => {
    const [sevenA] = rowsFor({
      ...EMPTY_ANALYTICS_FILTER,
      dateRange: { start: '2026-11-05', end: '2026-11-30' },
    });
    expect(sevenA).toMatchObject({
      totalLessons: 4,
      coveredSyllabusPoints: 1,
      lastLessonDate: '2026-11-16',
    });
    const [high] = rowsFor({ ...EMPTY_ANALYTICS_FILTER, priorityLevels: ['HIGH'] });
    expect(high).toMatchObject({
      totalSyllabusPoints: 2,
      coveredSyllabusPoints: 1,
      coveragePercentage: 50,
    });
  });

  it('shows null averages and no last lesson for a class with nothing taught', () => {
    const [sevenA] = rowsFor({ ...EMPTY_ANALYTICS_FILTER, status: ['PLANNED'] });
    expect(sevenA).toMatchObject({
      totalLessons: 1,
      lessonsWithRatings: 0,
      averageEffectiveness: null,
      averageTeacherSatisfaction: null,
      lastLessonDate: null,
      coveredSyllabusPoints: 0,
    });
  });
});
