import { metricWindows } from './metric-windows';
import type { AnalyticsDateRange, AnalyticsFilter } from './filter';

/**
 * The lesson dates a page's figures count under a filter: every lesson outside them could be
 * left out of the rows without changing a figure. Null when the figures may count any lesson
 * (a filter with no date range, coverage gaps "so far", the dashboard's recent activity). A page
 * that declares its dates can paint on an app start from a read of just those lessons
 * (src/db/analytics-source.ts); analytics.property.test.ts checks each declaration below.
 */
export type LessonDatesCounted = (
  filter: AnalyticsFilter,
  today: string,
) => AnalyticsDateRange | null;

/**
 * The shapes built from `applyFilter(index, filter)` alone (class performance, lesson
 * effectiveness, syllabus coverage, teaching method usage, period coverage, the summary): the
 * filter's range. Coverage under a scope counts only the scope's COMPLETED lessons and their
 * links; points, statuses, classes and methods are read whole whatever the dates.
 */
export const scopeDates: LessonDatesCounted = (filter) => filter.dateRange;

/**
 * analyticsOverview: the filter's range and the trend cards' windows (metricWindows), whose
 * previous window is the same number of days just before the range.
 */
export const overviewDates: LessonDatesCounted = (filter, today) => {
  const range = filter.dateRange;
  if (range === null) return null;
  const { window, previousWindow } = metricWindows(filter, today);
  const dates = [range, window, previousWindow].flatMap(({ start, end }) => [start, end]).sort();
  return { start: dates[0]!, end: dates[dates.length - 1]! };
};

/** Whether rows holding the lessons of `held` ('all': every lesson) hold those of `needed`. */
export function datesHold(
  held: AnalyticsDateRange | 'all',
  needed: AnalyticsDateRange | null,
): boolean {
  if (held === 'all') return true;
  return needed !== null && held.start <= needed.start && needed.end <= held.end;
}
