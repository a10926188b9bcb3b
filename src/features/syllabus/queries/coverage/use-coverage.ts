import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { readClassCoverage, type ClassCoverageView } from './read-class-coverage';
import { readCoverageOverview, type ClassCoverageSummary } from './read-coverage-overview';

export type { ClassCoverageSummary, ClassCoverageView };

/**
 * One class's coverage, live (an edit, a completed lesson or a pull shows at once). Undefined
 * while loading, null when the class is not on this device or not the teacher's.
 */
export function useClassCoverage(
  userId: string | null,
  classId: string,
  today: string,
): ClassCoverageView | null | undefined {
  const query = useCallback(
    (db: ReplicaDb) =>
      userId === null ? Promise.resolve(null) : readClassCoverage(db, userId, classId, today),
    [userId, classId, today],
  );
  return useReplicaQuery(query);
}

/** The teacher's classes with their coverage, live; undefined while loading. */
export function useCoverageOverview(
  userId: string | null,
  today: string,
): ClassCoverageSummary[] | undefined {
  const query = useCallback(
    (db: ReplicaDb) =>
      userId === null ? Promise.resolve([]) : readCoverageOverview(db, userId, today),
    [userId, today],
  );
  return useReplicaQuery(query);
}
