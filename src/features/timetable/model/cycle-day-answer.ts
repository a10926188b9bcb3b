import {
  WEEKDAY_NAMES,
  cycleDayOf,
  isTeachingDay,
  isWeekday,
  parseDayNumber,
  weekdayIndex,
  type SchoolCalendar,
} from '@/domain/calendar';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Monday 9 March 2026' for '2026-03-09' (no Date, so no time zone can shift it). */
export function longDate(iso: string): string {
  const day = parseDayNumber(iso);
  if (day === null) return iso;
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayIndex(day)]} ${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * The set-up screen's answer for a date: 'Monday 9 March 2026 is Day 7 (Week B)', or why it is not
 * a teaching day (weekend, outside term, or the closure and its reason). Null for a date that is
 * not a real YYYY-MM-DD date (an empty date picker).
 */
export function describeCycleDay(calendar: SchoolCalendar, iso: string): string | null {
  const day = parseDayNumber(iso);
  if (day === null) return null;
  const name = longDate(iso);
  if (isTeachingDay(calendar, iso)) return `${name} is ${cycleDayOf(calendar, iso)!.name}`;
  if (!isWeekday(day)) return `${name} is not a teaching day (weekend)`;
  const closure = calendar.closures.find((c) => c.date === iso);
  if (closure) {
    const reason = closure.reason.trim() === '' ? 'no reason given' : closure.reason;
    return `${name} is not a teaching day (closure: ${reason})`;
  }
  return `${name} is not a teaching day (outside term)`;
}
