import { formatDayNumber, mondayOnOrBefore, parseDayNumber, toDayNumber } from '@/domain/calendar';

/**
 * The planner's week: dates are 'YYYY-MM-DD' strings and weeks are named by their Monday. The
 * arithmetic is the calendar rules' day numbers (no Date, so no time zone or daylight-saving
 * slips). date-fns is not used: its `format` (with its locale) cost the planner route ~8 KB gzip
 * for what three getters do.
 */

/** Days in a planner week, Monday to Sunday. */
export const DAYS_PER_WEEK = 7;

/** The local date of an instant: the teacher's today, from the injected clock. */
export function localDateOf(now: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The Monday of the week holding `date` (validated 'YYYY-MM-DD'). */
export function weekStartOf(date: string): string {
  return formatDayNumber(mondayOnOrBefore(toDayNumber(date)));
}

/**
 * `?week=` as the planner reads it: any real date names the week holding it (a Wednesday opens
 * that week); anything else (missing, '2026-02-30', 'next') opens this week rather than failing.
 */
export function parseWeekParam(raw: string | null, today: string): string {
  const day = raw === null ? null : parseDayNumber(raw.trim());
  return day === null ? weekStartOf(today) : formatDayNumber(mondayOnOrBefore(day));
}

/** The `?week=` value of a week: its Monday. */
export function formatWeekParam(weekStart: string): string {
  return weekStartOf(weekStart);
}

/** The week `weeks` weeks after (negative: before) `weekStart`. */
export function shiftWeek(weekStart: string, weeks: number): string {
  return formatDayNumber(mondayOnOrBefore(toDayNumber(weekStart)) + weeks * DAYS_PER_WEEK);
}

export const previousWeek = (weekStart: string) => shiftWeek(weekStart, -1);
export const nextWeek = (weekStart: string) => shiftWeek(weekStart, 1);
export const thisWeek = (today: string) => weekStartOf(today);

/** Monday to Sunday of the week. */
export function datesOfWeek(weekStart: string): string[] {
  const monday = mondayOnOrBefore(toDayNumber(weekStart));
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => formatDayNumber(monday + i));
}

/** The last day (Sunday) of the week. */
export const weekEndOf = (weekStart: string) =>
  formatDayNumber(mondayOnOrBefore(toDayNumber(weekStart)) + DAYS_PER_WEEK - 1);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayMonth(date: string): { day: number; month: string; year: string } {
  const [year = '', month = '1', day = '1'] = date.split('-');
  return { day: Number(day), month: MONTHS[Number(month) - 1] ?? '', year };
}

/** '2 – 8 Mar 2026', '30 Mar – 5 Apr 2026', '29 Dec 2025 – 4 Jan 2026': Monday to Sunday. */
export function weekRangeLabel(weekStart: string): string {
  const start = dayMonth(weekStart);
  const end = dayMonth(weekEndOf(weekStart));
  if (start.year !== end.year) {
    return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  }
  if (start.month !== end.month) {
    return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  }
  return `${start.day} – ${end.day} ${end.month} ${end.year}`;
}

/** 'Mon 2 Mar': a day's column heading. */
export function shortDayLabel(date: string, weekdayName: string): string {
  const { day, month } = dayMonth(date);
  return `${weekdayName.slice(0, 3)} ${day} ${month}`;
}
