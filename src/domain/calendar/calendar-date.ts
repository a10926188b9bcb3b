/**
 * Calendar dates as integer day numbers: the arithmetic every calendar rule here rests on.
 *
 * A date is 'YYYY-MM-DD' everywhere in the app (the replica's `date` columns, the planner's
 * `?week=`). The rules convert it to a day number (days since 1970-01-01, proleptic Gregorian) and
 * do plain integer math: the next day is `n + 1`, the weekday is `n mod 7`, the weeks between two
 * dates are a division. No `Date` is involved, so no time zone is either:
 *
 * - Local-midnight Dates are 23 or 25 hours apart across a daylight-saving change, so dividing a
 *   difference of timestamps by 86,400,000 miscounts by one there (and `addDays` on such Dates
 *   depends on the zone the code runs in).
 * - `new Date('2026-03-02')` is UTC midnight while date-fns' `getDay` reads the local zone: in any
 *   zone west of Greenwich that date is a Sunday evening.
 *
 * The conversions are Howard Hinnant's `days_from_civil` / `civil_from_days` (public domain,
 * http://howardhinnant.github.io/date_algorithms.html): exact for every year 0000–9999 and O(1).
 */

/** Days since 1970-01-01 (day 0). Negative before 1970. */
export type DayNumber = number;

/** Day number of Monday 1970-01-05, the origin of the weekday arithmetic below. */
const MONDAY_EPOCH_DAY = 4;
/** Days in a week; weekdays are Monday–Friday, the first five of each ISO week. */
const DAYS_PER_WEEK = 7;
const WEEKDAYS_PER_WEEK = 5;

/** ISO weekday names, Monday first (index = `weekdayIndex`). */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `a mod n` in [0, n) for negative `a` too (JavaScript's `%` keeps the sign of `a`). */
export function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function daysFromCivil(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/**
 * The day number of a 'YYYY-MM-DD' string, or null when it is not one or names a day that does not
 * exist (2026-02-30, 2025-02-29): never rolled over the way `new Date` does.
 */
export function parseDayNumber(iso: string): DayNumber | null {
  const match = ISO_DATE_SHAPE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

/**
 * Like `parseDayNumber`, for dates that were validated where they entered (the replica's zod
 * schemas, the date picker): a bad one here is a bug, so it throws, naming what it was.
 */
export function toDayNumber(iso: string, what = 'date'): DayNumber {
  const day = parseDayNumber(iso);
  if (day === null) throw new RangeError(`Calendar ${what} is not a YYYY-MM-DD date: '${iso}'`);
  return day;
}

/** The 'YYYY-MM-DD' string of a day number. */
export function formatDayNumber(dayNumber: DayNumber): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** ISO weekday, Monday = 0 … Sunday = 6. */
export function weekdayIndex(dayNumber: DayNumber): number {
  return mod(dayNumber - MONDAY_EPOCH_DAY, DAYS_PER_WEEK);
}

/** Monday to Friday. Saturdays and Sundays are never teaching days and never advance a cycle. */
export function isWeekday(dayNumber: DayNumber): boolean {
  return weekdayIndex(dayNumber) < WEEKDAYS_PER_WEEK;
}

/** The Monday of the ISO week (Monday–Sunday) that holds the day. */
export function mondayOnOrBefore(dayNumber: DayNumber): DayNumber {
  return dayNumber - weekdayIndex(dayNumber);
}

/**
 * A signed count of weekdays from the Monday epoch: the number of weekdays in [epoch, day) for
 * days after it, minus the number in [day, epoch) for days before it. Only differences matter:
 * `weekdayOrdinal(b) - weekdayOrdinal(a)` is the number of weekdays in [a, b) for a ≤ b. O(1): five
 * per whole week plus the weekdays of the part week (a Saturday or Sunday adds none).
 */
export function weekdayOrdinal(dayNumber: DayNumber): number {
  const offset = dayNumber - MONDAY_EPOCH_DAY;
  const weeks = Math.floor(offset / DAYS_PER_WEEK);
  return weeks * WEEKDAYS_PER_WEEK + Math.min(mod(offset, DAYS_PER_WEEK), WEEKDAYS_PER_WEEK);
}
