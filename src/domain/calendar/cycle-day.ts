import { type DayNumber, formatDayNumber, mod, toDayNumber } from './calendar-date';
import {
  type CalendarIndex,
  calendarIndex,
  countedBefore,
  isCountedDay,
  isTeachingDayNumber,
} from './calendar-index';
import type { SchoolCalendar } from './types';

/**
 * Which day of the timetable cycle a date is (DESIGN §7 "Cycle day of a date").
 *
 * The rules:
 * 1. Only teaching days have a cycle day: weekends, days outside every term (when terms exist)
 *    and closures get null, because no timetable runs on them.
 * 2. Day 1 is the anchor (see `cycleAnchorDate` for the default when the school has none).
 * 3. Counting from the anchor, each *counted* day takes the next cycle day, wrapping from `length`
 *    back to 1:
 *    - 'calendar' mode counts every weekday, teaching day or not. A holiday or closure uses up its
 *      cycle day, so Week A/B stay locked to calendar weeks: with a 10-day cycle anchored on a
 *      Monday, that week is Week A and the next Week B, whatever is closed in between.
 *    - 'school_days' mode counts in-term weekdays except closures with `shiftsCycle` true; those
 *      and term breaks are skipped as if absent, so the days after them shift. A closure with
 *      `shiftsCycle` false is counted (its cycle day is used up, untaught) and shifts nothing.
 * 4. Dates before the anchor count backwards the same way: the counted day just before Day 1 is
 *    Day `length`. A date's cycle day depends only on the calendar, never on the range asked about.
 *
 * Cost: O(1) in 'calendar' mode and O(log terms + log closures) in 'school_days' mode (prefix
 * sums over the terms and a binary search over the shifting closures; nothing walks the days
 * since the anchor), after the calendar's first use builds its index.
 */
export type CycleDay = {
  /** 1..length: the `cycle_day` of the timetable entries that run on this date. */
  readonly day: number;
  /**
   * The block the day falls in when the cycle has labels: the labels split the cycle into equal
   * consecutive blocks, so ['Week A', 'Week B'] on a 10-day cycle are Days 1–5 and Days 6–10.
   * null when the cycle has no labels.
   */
  readonly label: string | null;
  /**
   * The display name: 'Day 7', or with a label 'Day 7 (Week B)'. The day number leads because it
   * is what the timetable grid and every cycle-day column show; the label says which week it is.
   * Weekday names are not used: in 'school_days' mode a cycle day falls on any weekday.
   */
  readonly name: string;
};

export type DatedCycleDay = {
  readonly date: string;
  /** null on days that are not teaching days. */
  readonly cycleDay: CycleDay | null;
};

/** The cycle day of `date` ('YYYY-MM-DD', validated where it entered; anything else throws). */
export function cycleDayOf(calendar: SchoolCalendar, date: string): CycleDay | null {
  const index = calendarIndex(calendar);
  const day = toDayNumber(date);
  if (!isTeachingDayNumber(index, day)) return null;
  return describe(index, position(index, day));
}

/**
 * Every date from `from` to `to`, both included, with its cycle day (null when not a teaching day):
 * [] when `from` is after `to`. Equal to calling `cycleDayOf` for each date, but it places the
 * first date once and then walks, advancing on counted days: O(range). For generating a term or
 * a year of lessons, and for the planner's week.
 */
export function cycleDaysBetween(
  calendar: SchoolCalendar,
  from: string,
  to: string,
): DatedCycleDay[] {
  const index = calendarIndex(calendar);
  const last = toDayNumber(to, 'range end');
  const result: DatedCycleDay[] = [];
  let day = toDayNumber(from, 'range start');
  let current = position(index, day);
  for (; day <= last; day += 1) {
    const cycleDay = isTeachingDayNumber(index, day) ? describe(index, current) : null;
    result.push({ date: formatDayNumber(day), cycleDay });
    if (isCountedDay(index, day)) current += 1;
  }
  return result;
}

/**
 * The date Day 1 is counted from for this calendar: its anchor date (the Monday of that week in
 * 'calendar' mode); with none, the Monday of the week the earliest term starts; with no terms
 * either, Monday 2000-01-03 (`DEFAULT_CYCLE_ANCHOR_DATE`). For the set-up screen's helper text.
 */
export function cycleAnchorDate(calendar: SchoolCalendar): string {
  return formatDayNumber(calendarIndex(calendar).anchorDay);
}

/**
 * Counted days from Day 1 to `day` (0 for Day 1 itself, negative before the anchor). For a day
 * that is not counted it is the position the next counted day will take.
 */
function position(index: CalendarIndex, day: DayNumber): number {
  return countedBefore(index, day) - index.anchorCount;
}

function describe(index: CalendarIndex, position: number): CycleDay {
  const day = mod(position, index.length) + 1;
  // floor((day - 1) × labels / length) splits the cycle into equal blocks when the label count
  // divides the length (validation insists on it) and still gives every day one label otherwise.
  const labelCount = index.labels.length;
  const label =
    labelCount === 0
      ? null
      : (index.labels[Math.floor(((day - 1) * labelCount) / index.length)] ?? null);
  return { day, label, name: label === null ? `Day ${day}` : `Day ${day} (${label})` };
}
