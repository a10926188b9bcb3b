import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import type { TeachingProfile } from '../model/class-prefill-rules';

/**
 * The subjects and year levels the user chose in onboarding, live from their profiles row:
 * undefined while the replica opens, null when the row is not on this device (yet) or is a
 * tombstone.
 */
export function useTeachingProfile(userId: string | null): TeachingProfile | null | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<TeachingProfile | null> => {
      if (userId === null) return null;
      const row = await db.entity('profiles').get(userId);
      if (!row || row.deleted_at !== null) return null;
      return { subjects: row.subjects, yearLevels: row.year_levels };
    },
    [userId],
  );
  return useReplicaQuery(query);
}
