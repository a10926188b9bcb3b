import type { CalendarOwner } from '@/domain/calendar';
import type { School, SchoolClosure, TeacherCalendar } from './entities/school';
import type { ReplicaDb } from './replica-db';

/** The replica rows a planning calendar is built from (`planningCalendarOf` in src/domain). */
export type CalendarRows = {
  owner: CalendarOwner;
  row: School | TeacherCalendar | undefined;
  ownerClosures: SchoolClosure[];
  personalClosures: SchoolClosure[];
};

/**
 * The one read of a calendar's rows, shared by the planner and timetable set-up: a school's row
 * and the closures carrying its `school_id`, plus `memberId`'s own closures (personal off days)
 * when given; a solo teacher's `teacher_calendars` row (id = their user id) and their closures.
 */
export async function readCalendarRows(
  db: ReplicaDb,
  owner: CalendarOwner,
  memberId?: string,
): Promise<CalendarRows> {
  const closures = db.entity('school_closures');
  if (owner.kind === 'school') {
    const [row, ownerClosures, personalClosures] = await Promise.all([
      db.entity('schools').get(owner.schoolId),
      closures.where('school_id').equals(owner.schoolId).toArray(),
      memberId === undefined ? [] : closures.where('owner_id').equals(memberId).toArray(),
    ]);
    return { owner, row, ownerClosures, personalClosures };
  }
  const [row, ownerClosures] = await Promise.all([
    db.entity('teacher_calendars').get(owner.userId),
    closures.where('owner_id').equals(owner.userId).toArray(),
  ]);
  return { owner, row, ownerClosures, personalClosures: [] };
}
