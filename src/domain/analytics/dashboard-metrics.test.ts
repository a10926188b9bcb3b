import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { analyticsClass, analyticsData, analyticsLesson } from '../test-support/analytics-records';
import { dashboardMetrics, formatMetric } from './dashboard-metrics';
import { metricWindows } from './metric-windows';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { indexAnalyticsData } from './metric-definitions';

describe('metricWindows', () => {
  it('takes the 28 days ending today, or the filter’s range, and the same length before', () => {
    expect(metricWindows(EMPTY_ANALYTICS_FILTER, TODAY)).toEqual({
      window: { start: '2026-10-28', end: '2026-11-24' },
      previousWindow: { start: '2026-09-30', end: '2026-10-27' },
    });
    const dateRange = { start: '2026-11-01', end: '2026-11-10' };
    expect(metricWindows({ ...EMPTY_ANALYTICS_FILTER, dateRange }, TODAY)).toEqual({
      window: dateRange,
      previousWindow: { start: '2026-10-22', end: '2026-10-31' },
    });
  });
});

describe('dashboardMetrics', () => {
  it('compares the window with the one before and lists gaps and new resources', () => {
    const metrics = dashboardMetrics(
      indexAnalyticsData(analyticsFixture()),
      EMPTY_ANALYTICS_FILTER,
      TODAY,
    );
    expect(metrics.cards).toEqual([
      { id: 'lessonsCompleted', label: 'Lessons taught', value: 4, previous: 0, trend: 'up' },
      {
        id: 'averageEffectiveness',
        label: 'Average lesson rating',
        value: 3.67,
        previous: null,
        trend: 'stable',
      },
      { id: 'teachingHours', label: 'Teaching hours', value: 4.25, previous: 0, trend: 'up' },
      { id: 'pointsTaught', label: 'Syllabus points taught', value: 2, previous: 0, trend: 'up' },
    ]);
    expect(metrics.recentActivity).toEqual([
      {
        type: 'coverage_gap',
        priority: 'high',
        title: '7A: 1 critical point not taught yet',
        detail: 'Plan a lesson for them from Coverage gaps.',
        date: TODAY,
        classId: 'class-7a',
        syllabusPointId: null,
        resourceId: null,
      },
      {
        type: 'resource_added',
        priority: 'low',
        title: 'Resource added: Fraction wall',
        detail: 'Link it to a lesson from the planner.',
        date: '2026-11-20',
        classId: null,
        syllabusPointId: null,
        resourceId: 'R1',
      },
    ]);
  });

  it('leaves recent activity out when asked to (the overview shows only the cards)', () => {
    const index = indexAnalyticsData(analyticsFixture());
    const cardsOnly = dashboardMetrics(index, EMPTY_ANALYTICS_FILTER, TODAY, {
      withActivity: false,
    });
    expect(cardsOnly.recentActivity).toEqual([]);
    expect(cardsOnly.cards).toEqual(dashboardMetrics(index, EMPTY_ANALYTICS_FILTER, TODAY).cards);
  });

  it('reports a class whose lessons are rated higher or lower than in the window before', () => {
    const rated = (id: string, classId: string, date: string, rating: number) =>
      analyticsLesson(id, {
        class_id: classId,
        date,
        status: 'COMPLETED',
        effectiveness_rating: rating,
      });
    const data = analyticsData({
      classes: [
        analyticsClass('up', { name: 'Rising', syllabus_id: null }),
        analyticsClass('down', { name: 'Falling', syllabus_id: null }),
        analyticsClass('steady', { name: 'Steady', syllabus_id: null }),
      ],
      lessons: [
        rated('a1', 'up', '2026-10-10', 2),
        rated('a2', 'up', '2026-11-10', 4),
        rated('b1', 'down', '2026-10-10', 4),
        rated('b2', 'down', '2026-11-10', 2),
        rated('c1', 'steady', '2026-10-10', 4),
        rated('c2', 'steady', '2026-11-10', 4),
      ],
    });
    const activity = dashboardMetrics(
      indexAnalyticsData(data),
      EMPTY_ANALYTICS_FILTER,
      TODAY,
    ).recentActivity;
    expect(
      activity.map(({ type, priority, title, detail }) => ({ type, priority, title, detail })),
    ).toEqual([
      {
        type: 'performance_improvement',
        priority: 'high',
        title: 'Falling: lessons rated lower',
        detail: 'Average rating 2 out of 5, from 4 in the previous period.',
      },
      {
        type: 'performance_improvement',
        priority: 'medium',
        title: 'Rising: lessons rated higher',
        detail: 'Average rating 4 out of 5, from 2 in the previous period.',
      },
    ]);
  });
});

describe('formatMetric', () => {
  it('writes each card as its kind of figure, and a dash for an average over nothing', () => {
    expect(formatMetric('averageEffectiveness', 4)).toBe('4.00');
    expect(formatMetric('teachingHours', 1.67)).toBe('1.67 h');
    expect(formatMetric('lessonsCompleted', 1200)).toBe((1200).toLocaleString());
    expect(formatMetric('averageEffectiveness', null)).toBe('—');
  });
});
