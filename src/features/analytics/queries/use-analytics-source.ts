import { useAnalyticsSource as useReplicaAnalyticsSource } from '@/db/analytics-source';
import { useSession } from '@/shared/lib/session/session-context';

export type { AnalyticsSource } from '@/db/analytics-source';

/**
 * The signed-in teacher's analytics rows and calendar, live from the replica (so offline too, and
 * a reflection saved in the planner shows here at once). Undefined while the replica opens.
 */
export function useAnalyticsSource() {
  const session = useSession();
  return useReplicaAnalyticsSource(session.status === 'signed-in' ? session.user : null);
}
