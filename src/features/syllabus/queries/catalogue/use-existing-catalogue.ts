import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import type { ExistingCatalogue } from '../../model/import/diff-catalogue';

const EMPTY: ExistingCatalogue = { syllabuses: [], points: [], objectives: [], criteria: [] };

/**
 * What the device holds of the syllabuses a file would update: those in the import's scope
 * (`schoolId` null: published) whose key the file has, with all their points, objectives and
 * criteria, retired ones included (a point coming back counts as changed). Tombstones are left
 * out. Only the matching syllabuses' rows are read, so a replica with many learning areas stays
 * quick.
 */
export async function readExistingCatalogue(
  db: ReplicaDb,
  schoolId: string | null,
  keys: ReadonlySet<string>,
): Promise<ExistingCatalogue> {
  if (keys.size === 0) return EMPTY;
  const syllabuses = (await db.entity('syllabuses').toArray()).filter(
    (row) => row.deleted_at === null && row.school_id === schoolId && keys.has(row.source_key),
  );
  if (syllabuses.length === 0) return EMPTY;
  const syllabusIds = new Set(syllabuses.map((row) => row.id));
  const points = (
    await db
      .entity('syllabus_points')
      .filter((row) => syllabusIds.has(row.syllabus_id))
      .toArray()
  ).filter((row) => row.deleted_at === null);
  const pointIds = points.map((row) => row.id);
  const objectives = (
    await db.entity('syllabus_objectives').where('syllabus_point_id').anyOf(pointIds).toArray()
  ).filter((row) => row.deleted_at === null);
  const criteria = (
    await db
      .entity('syllabus_criteria')
      .filter((row) => row.syllabus_id !== null && syllabusIds.has(row.syllabus_id))
      .toArray()
  )
    .filter((row) => row.deleted_at === null)
    .map((row) => ({ ...row, syllabus_id: row.syllabus_id ?? '' }));
  return { syllabuses, points, objectives, criteria };
}

/**
 * Live, for the preview's diff: re-read when a sync brings the imported rows, so importing the
 * same file again then reads "Already up to date". Undefined while it reads.
 */
export function useExistingCatalogue(
  schoolId: string | null,
  keys: ReadonlySet<string>,
): ExistingCatalogue | undefined {
  const query = useCallback(
    (db: ReplicaDb) => readExistingCatalogue(db, schoolId, keys),
    [schoolId, keys],
  );
  return useReplicaQuery(query);
}
