import { useCallback } from 'react';
import type { UserPreferences } from '@/db/entities/user';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

export type { UserPreferences };

/**
 * The user's preferences row, live: undefined while the replica opens, null while the row is not
 * on this device yet (the first sync after a first sign-in) or is a tombstone.
 */
export function useUserPreferences(userId: string | null): UserPreferences | null | undefined {
  const query = useCallback(
    async (db: ReplicaDb) => {
      if (userId === null) return null;
      const row = await db.entity('user_preferences').get(userId);
      return row && row.deleted_at === null ? row : null;
    },
    [userId],
  );
  return useReplicaQuery(query);
}
