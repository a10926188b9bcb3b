import { formatDayNumber, parseDayNumber } from '../calendar';
import type { AnalyticsFilter } from './filter';
import { DEFAULT_WINDOW_DAYS } from './metric-definitions';

// Apart from dashboard-metrics.ts: every analytics page needs the windows (lesson-dates.ts), and
// importing them from there put the dashboard's whole count into every page's first chunk.

/**
 * The window: the filter's date range, else the DEFAULT_WINDOW_DAYS days ending today. The
 * previous window is the same number of days ending the day before the window starts.
 */
export function metricWindows(filter: AnalyticsFilter, today: string) {
  const todayNumber = parseDayNumber(today) ?? 0;
  const start =
    parseDayNumber(filter.dateRange?.start ?? '') ?? todayNumber - DEFAULT_WINDOW_DAYS + 1;
  const end = parseDayNumber(filter.dateRange?.end ?? '') ?? todayNumber;
  const length = Math.max(1, end - start + 1);
  return {
    window: { start: formatDayNumber(start), end: formatDayNumber(end) },
    previousWindow: { start: formatDayNumber(start - length), end: formatDayNumber(start - 1) },
  };
}
