import { useCallback } from 'react';
import type { Profile } from '@/db/entities/user';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

export type { Profile };

/**
 * The user's profiles row, live: undefined while the replica opens, null while the row is not on
 * this device yet (the first sync after a first sign-in) or is a tombstone.
 */
export function useProfile(userId: string): Profile | null | undefined {
  const query = useCallback(
    async (db: ReplicaDb) => {
      const row = await db.entity('profiles').get(userId);
      return row && row.deleted_at === null ? row : null;
    },
    [userId],
  );
  return useReplicaQuery(query);
}
