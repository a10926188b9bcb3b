import type { CalendarOwner } from './calendar-owner';
import { inDayOrder, type SchedulePeriod } from './day-schedule';
import {
  EMPTY_SCHOOL_CALENDAR,
  toSchoolCalendar,
  type SchoolCalendar,
  type SchoolCalendarRow,
  type SchoolClosureRow,
} from './types';

/** Everything placing lessons in time needs: the calendar a teacher plans against. */
export type PlanningCalendar = {
  owner: CalendarOwner;
  calendar: SchoolCalendar;
  /** Periods and breaks of a teaching day, in the order of the day. */
  daySchedule: readonly SchedulePeriod[];
  /** False while the calendar's row has not reached this device (or was never set up). */
  configured: boolean;
};

/**
 * The fields of a replica `School` or `TeacherCalendar` row this reads (declared by shape: src/domain
 * may not import src/db; either row satisfies it, so a query passes its rows straight in).
 */
export type PlanningCalendarRow = SchoolCalendarRow & {
  readonly day_schedule: readonly SchedulePeriod[];
  readonly deleted_at: string | null;
};

/** The fields of a replica `SchoolClosure` row this reads. */
export type OwnedClosureRow = SchoolClosureRow & { readonly school_id: string | null };

/**
 * The calendar of `owner` from the rows a query read, with its closures:
 * - a school: its row and the closures carrying its `school_id`, plus `personalClosures`, that
 *   member's own closures (`owner_id`; personal off days, which never shift the school's cycle:
 *   read with `shifts_cycle` false whatever the row says), so their planner skips them too;
 * - a solo teacher: their `teacher_calendars` row (id = their user id) and the closures carrying
 *   their `owner_id` and no school (`personalClosures` is not read: those are the same rows).
 * A missing or tombstoned row gives the default 5-day cycle with no periods and `configured`
 * false, so callers always have something to lay a week out with.
 */
export function planningCalendarOf({
  owner,
  row,
  ownerClosures,
  personalClosures = [],
}: {
  owner: CalendarOwner;
  row: PlanningCalendarRow | undefined;
  /** A school: the closures with its `school_id`. A solo teacher: those with their `owner_id`. */
  ownerClosures: readonly OwnedClosureRow[];
  /** A school member's own closures (`owner_id`), when their planner should skip them. */
  personalClosures?: readonly SchoolClosureRow[];
}): PlanningCalendar {
  if (!row || row.deleted_at !== null) {
    return { owner, calendar: EMPTY_SCHOOL_CALENDAR, daySchedule: [], configured: false };
  }
  const closures =
    owner.kind === 'school'
      ? [...ownerClosures, ...personalClosures.map((own) => ({ ...own, shifts_cycle: false }))]
      : ownerClosures.filter((closure) => closure.school_id === null);
  return {
    owner,
    calendar: toSchoolCalendar(row, closures),
    daySchedule: inDayOrder(row.day_schedule),
    configured: true,
  };
}
