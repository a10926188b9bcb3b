import {
  WEEKDAY_NAMES,
  formatDayNumber,
  toDayNumber,
  type SchedulePeriod,
} from '@/domain/calendar';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue 10 Mar' for '2026-03-10': short enough for a refusal message, with the weekday to check. */
export function shortDate(date: string): string {
  const day = toDayNumber(date);
  // Day 0 (1970-01-01) was a Thursday: index 3 of the Monday-first names.
  const weekday = WEEKDAY_NAMES[(((day + 3) % 7) + 7) % 7] ?? '';
  const [, month, dayOfMonth] = date.split('-');
  return `${weekday.slice(0, 3)} ${Number(dayOfMonth)} ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** The period's name from the day schedule, or its id when the schedule no longer has it. */
export function periodName(daySchedule: readonly SchedulePeriod[], periodId: string): string {
  return daySchedule.find((period) => period.period_id === periodId)?.name ?? periodId;
}

/** '7 Maths B already has a planned lesson on Tue 10 Mar, Period 2'. */
export function occupiedMessage(className: string, date: string, period: string): string {
  return `${className} already has a planned lesson on ${shortDate(date)}, ${period}`;
}

/** Monday and Friday of the week holding `date` (YYYY-MM-DD). */
export function weekOf(date: string): { monday: string; friday: string } {
  const day = toDayNumber(date);
  const monday = day - ((((day + 3) % 7) + 7) % 7);
  return { monday: formatDayNumber(monday), friday: formatDayNumber(monday + 4) };
}

/** The date `days` after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  return formatDayNumber(toDayNumber(date) + days);
}
