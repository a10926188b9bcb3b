import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

/** A syllabus this device holds, as the import screens list it. */
export type AvailableSyllabus = {
  id: string;
  key: string;
  name: string;
  version: string | null;
  subject: string | null;
  levels: string[];
  source: string | null;
  attribution: string | null;
  /** null: published to everyone; else the school that imported it. */
  schoolId: string | null;
  /** Points in use (retired ones left out). */
  pointCount: number;
};

const NAME_ORDER = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Every syllabus the replica holds (published ones and, for a school member, the school's own):
 * RLS decided what was pulled, so this lists what the user may see. Retired syllabuses and
 * tombstones are left out; points are counted without the retired ones.
 */
export async function readAvailableSyllabuses(db: ReplicaDb): Promise<AvailableSyllabus[]> {
  const syllabuses = (await db.entity('syllabuses').toArray()).filter(
    (row) => row.deleted_at === null && row.retired_at === null,
  );
  const pointCounts = new Map<string, number>();
  await db.entity('syllabus_points').each((point) => {
    if (point.deleted_at !== null || point.retired_at !== null) return;
    pointCounts.set(point.syllabus_id, (pointCounts.get(point.syllabus_id) ?? 0) + 1);
  });
  return syllabuses
    .map((row) => ({
      id: row.id,
      key: row.source_key,
      name: row.name,
      version: row.version,
      subject: row.subject,
      levels: row.levels,
      source: row.source,
      attribution: row.attribution,
      schoolId: row.school_id,
      pointCount: pointCounts.get(row.id) ?? 0,
    }))
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name));
}

/** Live; undefined while the replica opens. */
export function useAvailableSyllabuses(): AvailableSyllabus[] | undefined {
  return useReplicaQuery(readAvailableSyllabuses);
}
