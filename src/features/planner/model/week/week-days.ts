import {
  WEEKDAY_NAMES,
  cycleDaysBetween,
  isTeachingDay,
  isWeekday,
  toDayNumber,
  weekdayIndex,
  type SchoolCalendar,
} from '@/domain/calendar';
import { datesOfWeek, shortDayLabel, weekEndOf } from './week-dates';

/** One day of the planner's week, as the grid's column heading shows it. */
export type WeekDay = {
  readonly date: string;
  /** 'Monday' … 'Sunday'. */
  readonly weekday: string;
  /** 'Mon 2 Mar'. */
  readonly label: string;
  readonly isWeekend: boolean;
  /** Lessons run on this day (a weekday, in term, not a closure). */
  readonly teaching: boolean;
  /** 1..cycle length on teaching days; null otherwise. */
  readonly cycleDay: number | null;
  /** 'Day 7 (Week B)' on teaching days; null otherwise. */
  readonly cycleDayName: string | null;
  /** 'Week B' when the cycle has labels and this is a teaching day. */
  readonly cycleLabel: string | null;
  /** Why no lessons run: the closure's reason, 'Weekend' or 'School holidays'; null when teaching. */
  readonly closedReason: string | null;
};

/** A closure with no reason given still says what it is. */
const CLOSURE_WITHOUT_REASON = 'School closed';

function closedReasonOf(calendar: SchoolCalendar, date: string): string {
  const closure = calendar.closures.find((candidate) => candidate.date === date);
  if (closure) return closure.reason.trim() === '' ? CLOSURE_WITHOUT_REASON : closure.reason;
  if (!isWeekday(toDayNumber(date))) return 'Weekend';
  return 'School holidays';
}

/** Monday to Sunday of `weekStart` with each day's cycle day and, off teaching days, why. */
export function weekDaysOf(calendar: SchoolCalendar, weekStart: string): WeekDay[] {
  const dates = datesOfWeek(weekStart);
  const cycleDays = cycleDaysBetween(calendar, dates[0] ?? weekStart, weekEndOf(weekStart));
  return dates.map((date, index) => {
    const weekday = WEEKDAY_NAMES[weekdayIndex(toDayNumber(date))] ?? '';
    const cycleDay = cycleDays[index]?.cycleDay ?? null;
    const teaching = isTeachingDay(calendar, date);
    return {
      date,
      weekday,
      label: shortDayLabel(date, weekday),
      isWeekend: !isWeekday(toDayNumber(date)),
      teaching,
      cycleDay: cycleDay?.day ?? null,
      cycleDayName: cycleDay?.name ?? null,
      cycleLabel: cycleDay?.label ?? null,
      closedReason: teaching ? null : closedReasonOf(calendar, date),
    };
  });
}

/**
 * The week's cycle label for the header ('Week A'): the label of its teaching days, or of several
 * joined when a 'school_days' cycle changes label mid-week; null when the cycle has no labels or
 * the week has no teaching day.
 */
export function weekCycleLabel(days: readonly WeekDay[]): string | null {
  const labels = [...new Set(days.flatMap((day) => (day.cycleLabel ? [day.cycleLabel] : [])))];
  return labels.length === 0 ? null : labels.join(' / ');
}
