import { useCallback } from 'react';
import type { SchoolClass } from '@/db/entities/planning';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { CLASS_NAME_ORDER } from '../model/class-rules';

export type { SchoolClass };

/** The user's classes, split the way /settings/classes shows them, each sorted by name. */
export type ClassLists = { active: SchoolClass[]; archived: SchoolClass[] };

/**
 * The classes the user owns, live from the replica (so offline too): tombstones left out.
 * Undefined while the replica opens.
 */
export function useClasses(userId: string | null): ClassLists | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<ClassLists> => {
      if (userId === null) return { active: [], archived: [] };
      const rows = await db.entity('classes').where('owner_id').equals(userId).toArray();
      const live = rows
        .filter((row) => row.deleted_at === null)
        .sort((a, b) => CLASS_NAME_ORDER.compare(a.name, b.name));
      return {
        active: live.filter((row) => row.archived_at === null),
        archived: live.filter((row) => row.archived_at !== null),
      };
    },
    [userId],
  );
  return useReplicaQuery(query);
}
