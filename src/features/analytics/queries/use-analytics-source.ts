import { useMemo } from 'react';
import { useAnalyticsSource as useReplicaAnalyticsSource } from '@/db/analytics-source';
import type { CalendarOwner } from '@/domain/calendar';
import { useSession } from '@/shared/lib/session/session-context';

export type { AnalyticsSource } from '@/db/analytics-source';

/**
 * The signed-in teacher's analytics rows and calendar, live from the replica (so offline too, and
 * a reflection saved in the planner shows here at once). Undefined while the replica opens.
 */
export function useAnalyticsSource() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const owner = useMemo<CalendarOwner | null>(
    () =>
      userId === null
        ? null
        : schoolId === null
          ? { kind: 'teacher', userId }
          : { kind: 'school', schoolId },
    [userId, schoolId],
  );
  return useReplicaAnalyticsSource(userId, owner);
}
