import { useCallback } from 'react';
import type { Syllabus } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { CLASS_NAME_ORDER } from '../model/class-rules';
import { choosableSyllabuses } from '../model/class-syllabus-rules';

/**
 * The syllabuses a class may follow, live from the replica: published ones and the school's own
 * (the replica holds only what the server lets this user read), live and not retired, plus
 * `currentId` when the class already follows one that was retired. Sorted by name.
 */
export function useSyllabusChoices(currentId: string | null): Syllabus[] | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<Syllabus[]> =>
      choosableSyllabuses(await db.entity('syllabuses').toArray(), currentId).sort((a, b) =>
        CLASS_NAME_ORDER.compare(a.name, b.name),
      ),
    [currentId],
  );
  return useReplicaQuery(query);
}
