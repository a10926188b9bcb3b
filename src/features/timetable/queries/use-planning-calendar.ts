import { useCallback } from 'react';
import { readCalendarRows } from '@/db/calendar-rows';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { planningCalendarOf, type CalendarOwner, type PlanningCalendar } from '@/domain/calendar';

/**
 * The calendar `userId` plans against, as saved (the planner reads the same rows; see
 * `planningCalendarOf`): the owner's row and closures, plus a school member's own off days, so
 * the cycle-day helper answers for their planner.
 */
export async function readPlanningCalendar(
  db: ReplicaDb,
  owner: CalendarOwner,
  userId: string,
): Promise<PlanningCalendar> {
  return planningCalendarOf(await readCalendarRows(db, owner, userId));
}

/** The signed-in user's saved calendar, live. Undefined while the replica opens. */
export function usePlanningCalendar(
  owner: CalendarOwner | null,
  userId: string | null,
): PlanningCalendar | undefined {
  const kind = owner?.kind ?? null;
  const key = owner === null ? null : owner.kind === 'school' ? owner.schoolId : owner.userId;
  const query = useCallback(
    async (db: ReplicaDb): Promise<PlanningCalendar | undefined> => {
      if (kind === null || key === null || userId === null) return undefined;
      const keyed: CalendarOwner =
        kind === 'school' ? { kind, schoolId: key } : { kind, userId: key };
      return readPlanningCalendar(db, keyed, userId);
    },
    [kind, key, userId],
  );
  return useReplicaQuery(query);
}
