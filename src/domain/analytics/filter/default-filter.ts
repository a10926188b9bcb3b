import {
  formatDayNumber,
  parseDayNumber,
  termRangeOf,
  type SchoolCalendar,
} from '@/domain/calendar';
import {
  EMPTY_ANALYTICS_FILTER,
  type AnalyticsDateRange,
  type AnalyticsFilter,
} from './analytics-filter';

/**
 * Days in the fallback range, today included: about a school term, so the first view is the same
 * size whether or not the school entered its terms (and stays quick: see docs/decisions.md).
 */
export const DEFAULT_RANGE_DAYS = 90;

/**
 * The date range analytics opens on: the term holding `today` when the calendar has one, else the
 * last 90 days ending today (a holiday, or no terms entered). Null only for a `today` that is not
 * a date, which the caller's clock never gives.
 */
export function defaultDateRange(
  today: string,
  calendar?: SchoolCalendar,
): AnalyticsDateRange | null {
  const todayNumber = parseDayNumber(today);
  if (todayNumber === null) return null;
  const term = calendar ? termRangeOf(calendar, today) : null;
  if (term) return { start: term.from, end: term.to };
  return { start: formatDayNumber(todayNumber - (DEFAULT_RANGE_DAYS - 1)), end: today };
}

/** The filter analytics opens on: the default date range and no other restriction. */
export function defaultAnalyticsFilter(today: string, calendar?: SchoolCalendar): AnalyticsFilter {
  return { ...EMPTY_ANALYTICS_FILTER, dateRange: defaultDateRange(today, calendar) };
}
