import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import {
  EMPTY_SCHOOL_CALENDAR,
  toSchoolCalendar,
  type CalendarOwner,
  type SchoolCalendar,
} from '../model/calendar';
import type { SchedulePeriod } from '../model/lessons';

/** Everything the planner needs to place lessons in time, read from the replica. */
export type PlannerCalendar = {
  owner: CalendarOwner;
  calendar: SchoolCalendar;
  /** Periods and breaks of a teaching day, in the order of the day. */
  daySchedule: readonly SchedulePeriod[];
  /** False while the calendar's row has not reached this device (or was never set up). */
  configured: boolean;
};

/**
 * The calendar of `owner` as this device knows it, with its live closures:
 * - a school: the school row and the school's closures, plus, when `userId` is given, that
 *   member's own closures (`owner_id`; personal off days, which never shift the school's cycle:
 *   read with `shifts_cycle` false whatever the row says), so their planner skips them too;
 * - a solo teacher: their `teacher_calendars` row (id = their user id) and their own closures.
 * Missing rows give the default 5-day cycle with no periods, so callers always have something to
 * lay a week out with.
 */
export async function readPlannerCalendar(
  db: ReplicaDb,
  owner: CalendarOwner,
  userId?: string,
): Promise<PlannerCalendar> {
  const closures = db.entity('school_closures');
  const personalOf = (id: string | undefined) =>
    id === undefined ? Promise.resolve([]) : closures.where('owner_id').equals(id).toArray();
  if (owner.kind === 'school') {
    const [school, schoolClosures, personal] = await Promise.all([
      db.entity('schools').get(owner.schoolId),
      closures.where('school_id').equals(owner.schoolId).toArray(),
      personalOf(userId),
    ]);
    if (!school || school.deleted_at !== null) return unconfigured(owner);
    const own = personal.map((row) => ({ ...row, shifts_cycle: false }));
    return {
      owner,
      calendar: toSchoolCalendar(school, [...schoolClosures, ...own]),
      daySchedule: byStartTime(school.day_schedule),
      configured: true,
    };
  }
  const [calendar, own] = await Promise.all([
    db.entity('teacher_calendars').get(owner.userId),
    personalOf(owner.userId),
  ]);
  if (!calendar || calendar.deleted_at !== null) return unconfigured(owner);
  return {
    owner,
    calendar: toSchoolCalendar(
      calendar,
      own.filter((row) => row.school_id === null),
    ),
    daySchedule: byStartTime(calendar.day_schedule),
    configured: true,
  };
}

function unconfigured(owner: CalendarOwner): PlannerCalendar {
  return { owner, calendar: EMPTY_SCHOOL_CALENDAR, daySchedule: [], configured: false };
}

/** The day as it is lived: by start time, so an edit that appends a period still reads in order. */
function byStartTime(slots: readonly SchedulePeriod[]): SchedulePeriod[] {
  return [...slots].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The signed-in teacher's calendar, live (an OWNER's edit on another device shows here after the
 * next pull). Undefined while the replica opens or nobody is signed in.
 */
export function usePlannerCalendar(): PlannerCalendar | undefined {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const kind = user === null ? null : user.schoolId === null ? 'teacher' : 'school';
  const key = user === null ? null : (user.schoolId ?? user.id);
  const userId = user?.id;
  const query = useCallback(
    async (db: ReplicaDb): Promise<PlannerCalendar | undefined> => {
      if (kind === null || key === null) return undefined;
      const owner: CalendarOwner =
        kind === 'school' ? { kind, schoolId: key } : { kind, userId: key };
      return readPlannerCalendar(db, owner, userId);
    },
    [kind, key, userId],
  );
  return useReplicaQuery(query);
}
