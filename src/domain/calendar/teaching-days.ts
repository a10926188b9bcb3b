import { formatDayNumber, toDayNumber } from './calendar-date';
import { calendarIndex, isTeachingDayNumber } from './calendar-index';
import type { SchoolCalendar } from './types';

/**
 * Whether lessons happen on `date` (DESIGN §7): a weekday (Monday–Friday), inside a term when the
 * school has terms (a school with none entered yet teaches every weekday, so a new school's
 * planner is not empty), and not a closure, whether or not that closure shifts the cycle.
 *
 * `date` is 'YYYY-MM-DD' and was validated where it entered the app; anything else throws (a bug).
 * O(log terms) after the calendar's first use (see `calendarIndex`).
 */
export function isTeachingDay(calendar: SchoolCalendar, date: string): boolean {
  return isTeachingDayNumber(calendarIndex(calendar), toDayNumber(date));
}

/**
 * The teaching days from `from` to `to`, both included, in date order; [] when `from` is after
 * `to`. One pass over the range.
 */
export function teachingDaysBetween(calendar: SchoolCalendar, from: string, to: string): string[] {
  const index = calendarIndex(calendar);
  const last = toDayNumber(to, 'range end');
  const days: string[] = [];
  for (let day = toDayNumber(from, 'range start'); day <= last; day += 1) {
    if (isTeachingDayNumber(index, day)) days.push(formatDayNumber(day));
  }
  return days;
}
