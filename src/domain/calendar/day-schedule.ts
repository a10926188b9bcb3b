/** One row of `schools.day_schedule` (DESIGN §5): a period or a break of a teaching day. */
export type SchedulePeriod = {
  readonly period_id: string;
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly kind: 'lesson' | 'break';
};

/**
 * The day as it is lived: periods by start time, so an edit that appended a period still reads in
 * order. Returns a new array; the stored order is left as it is.
 */
export function inDayOrder<T extends Pick<SchedulePeriod, 'start'>>(periods: readonly T[]): T[] {
  return [...periods].sort((a, b) => a.start.localeCompare(b.start));
}
