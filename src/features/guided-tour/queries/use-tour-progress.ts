import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import type { TourProgress } from '../model/tour-start-rules';

/**
 * Whether the signed-in user's profile has completed the tour, live from the replica: undefined
 * while it opens, null while the profile has not reached this device (or nobody is signed in).
 */
export function useTourProgress(userId: string | null): TourProgress | null | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<TourProgress | null> => {
      if (userId === null) return null;
      const row = await db.entity('profiles').get(userId);
      return row && row.deleted_at === null ? { completed: row.guided_tour_completed } : null;
    },
    [userId],
  );
  return useReplicaQuery(query);
}
