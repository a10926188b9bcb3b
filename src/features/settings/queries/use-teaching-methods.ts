import { useCallback } from 'react';
import type { TeachingMethod } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { METHOD_NAME_ORDER, methodListOf } from '../model/teaching-method-rules';

export type { TeachingMethod };

/** The three lists /settings/teaching-methods shows, each sorted by name. */
export type TeachingMethodLists = {
  builtIn: TeachingMethod[];
  /** The current school's own; [] for a solo teacher. */
  school: TeachingMethod[];
  /** The user's own (kept while solo; still shown after joining a school). */
  own: TeachingMethod[];
};

/** Splits live rows into the lists, leaving out other schools' and other owners' rows. */
export function teachingMethodLists(
  rows: readonly TeachingMethod[],
  viewer: { userId: string; schoolId: string | null },
): TeachingMethodLists {
  const live = rows
    .filter((row) => row.deleted_at === null)
    .sort((a, b) => METHOD_NAME_ORDER.compare(a.name, b.name));
  return {
    builtIn: live.filter((row) => methodListOf(row) === 'built-in'),
    school: live.filter((row) => row.school_id !== null && row.school_id === viewer.schoolId),
    own: live.filter((row) => methodListOf(row) === 'own' && row.owner_id === viewer.userId),
  };
}

/** The teaching methods on this device, live (offline too); undefined while the replica opens. */
export function useTeachingMethods(
  userId: string | null,
  schoolId: string | null,
): TeachingMethodLists | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<TeachingMethodLists> => {
      if (userId === null) return { builtIn: [], school: [], own: [] };
      return teachingMethodLists(await db.entity('teaching_methods').toArray(), {
        userId,
        schoolId,
      });
    },
    [userId, schoolId],
  );
  return useReplicaQuery(query);
}
