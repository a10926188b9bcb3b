import { useCallback } from 'react';
import { readCalendarRows } from '@/db/calendar-rows';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import { planningCalendarOf, type CalendarOwner, type PlanningCalendar } from '@/domain/calendar';

/**
 * The calendar of `owner` as this device knows it, with its live closures (see
 * `planningCalendarOf` for which closures count):
 * - a school: the school row and the school's closures, plus, when `userId` is given, that
 *   member's own closures (personal off days), so their planner skips them too;
 * - a solo teacher: their `teacher_calendars` row (id = their user id) and their own closures.
 */
export async function readPlannerCalendar(
  db: ReplicaDb,
  owner: CalendarOwner,
  userId?: string,
): Promise<PlanningCalendar> {
  return planningCalendarOf(await readCalendarRows(db, owner, userId));
}

/**
 * The signed-in teacher's calendar, live (an OWNER's edit on another device shows here after the
 * next pull). Undefined while the replica opens or nobody is signed in.
 */
export function usePlannerCalendar(): PlanningCalendar | undefined {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const kind = user === null ? null : user.schoolId === null ? 'teacher' : 'school';
  const key = user === null ? null : (user.schoolId ?? user.id);
  const userId = user?.id;
  const query = useCallback(
    async (db: ReplicaDb): Promise<PlanningCalendar | undefined> => {
      if (kind === null || key === null) return undefined;
      const owner: CalendarOwner =
        kind === 'school' ? { kind, schoolId: key } : { kind, userId: key };
      return readPlannerCalendar(db, owner, userId);
    },
    [kind, key, userId],
  );
  return useReplicaQuery(query);
}
