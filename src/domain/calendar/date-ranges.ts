import { formatDayNumber, mondayOnOrBefore, toDayNumber } from './calendar-date';
import type { SchoolCalendar } from './types';

/** Inclusive YYYY-MM-DD bounds of a stretch of days to generate or bump over. */
export type DateRange = { readonly from: string; readonly to: string };

/** The week (Monday to Sunday) holding `date`. */
export function weekRangeOf(date: string): DateRange {
  const monday = mondayOnOrBefore(toDayNumber(date));
  return { from: formatDayNumber(monday), to: formatDayNumber(monday + 6) };
}

/** The term holding `date`, or null in a holiday (or when the calendar has no terms). */
export function termRangeOf(calendar: SchoolCalendar, date: string): DateRange | null {
  const term = calendar.terms.find(({ start, end }) => start <= date && date <= end);
  return term ? { from: term.start, to: term.end } : null;
}

/**
 * The school year holding `date`: from the first to the last day of the terms that start in
 * `date`'s calendar year (schools here run January to December). With no terms that year, the
 * whole calendar year, whose weekdays all teach (see isTeachingDay).
 */
export function yearRangeOf(calendar: SchoolCalendar, date: string): DateRange {
  const year = date.slice(0, 4);
  const terms = calendar.terms.filter(({ start }) => start.startsWith(year));
  if (terms.length === 0) return { from: `${year}-01-01`, to: `${year}-12-31` };
  return {
    from: terms.reduce((min, { start }) => (start < min ? start : min), terms[0]?.start ?? ''),
    to: terms.reduce((max, { end }) => (end > max ? end : max), terms[0]?.end ?? ''),
  };
}
