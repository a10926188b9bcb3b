import { useCallback } from 'react';
import { readAnalyticsData } from '@/db/analytics-rows';
import { readCalendarRows } from '@/db/calendar-rows';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { indexAnalyticsData, type AnalyticsIndex } from '@/domain/analytics';
import { planningCalendarOf, type CalendarOwner, type PlanningCalendar } from '@/domain/calendar';
import { useSession } from '@/shared/lib/session/session-context';

/** What every analytics page counts from: the indexed rows and the teacher's calendar. */
export type AnalyticsSource = {
  readonly index: AnalyticsIndex;
  readonly calendar: PlanningCalendar;
};

/** Reads the analytics rows and the calendar in one pass, and indexes the rows once. */
export async function readAnalyticsSource(
  db: ReplicaDb,
  userId: string,
  owner: CalendarOwner,
): Promise<AnalyticsSource> {
  const [data, calendarRows] = await Promise.all([
    readAnalyticsData(db, userId),
    readCalendarRows(db, owner, userId),
  ]);
  return { index: indexAnalyticsData(data), calendar: planningCalendarOf(calendarRows) };
}

/**
 * The signed-in teacher's analytics rows, live from the replica (so offline too, and a reflection
 * saved in the planner shows here at once). Undefined while the replica opens.
 */
export function useAnalyticsSource(): AnalyticsSource | undefined {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const query = useCallback(
    async (db: ReplicaDb): Promise<AnalyticsSource | undefined> => {
      if (userId === null) return undefined;
      const owner: CalendarOwner =
        schoolId === null ? { kind: 'teacher', userId } : { kind: 'school', schoolId };
      return readAnalyticsSource(db, userId, owner);
    },
    [userId, schoolId],
  );
  return useReplicaQuery(query);
}
