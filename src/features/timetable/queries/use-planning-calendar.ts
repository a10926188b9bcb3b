import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { planningCalendarOf, type CalendarOwner, type PlanningCalendar } from '@/domain/calendar';
import { readOwnerClosures } from './owner-closures';

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
  const [row, ownerClosures, personalClosures] = await Promise.all([
    owner.kind === 'school'
      ? db.entity('schools').get(owner.schoolId)
      : db.entity('teacher_calendars').get(owner.userId),
    readOwnerClosures(db, owner),
    owner.kind === 'school'
      ? db.entity('school_closures').where('owner_id').equals(userId).toArray()
      : [],
  ]);
  return planningCalendarOf({ owner, row, ownerClosures, personalClosures });
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
