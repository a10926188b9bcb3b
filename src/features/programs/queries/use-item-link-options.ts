import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

/** A syllabus point an item may link, as the picker lists and searches it. */
export type PointOption = {
  id: string;
  code: string;
  description: string;
  /** The heading it is listed under: its syllabus (when several) and strand. */
  group: string;
};

/** A resource an item may link: the teacher's own, or one shared with their school. */
export type ResourceOption = {
  id: string;
  title: string;
  kind: 'link' | 'note' | 'file';
  /** Shared with the school (colleagues applying the program can link it too). */
  shared: boolean;
  mine: boolean;
};

export type ItemLinkOptions = { points: PointOption[]; resources: ResourceOption[] };

const TITLE_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * What the item editor's pickers offer, live from the replica (so offline too): the points of the
 * program's syllabus, or of every syllabus on the device when the program names none (never
 * retired points), in syllabus order; and the teacher's resources with the school's shared ones,
 * by title. Read only while the editor is open.
 */
export function useItemLinkOptions(
  userId: string | null,
  schoolId: string | null,
  syllabusId: string | null,
): ItemLinkOptions | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<ItemLinkOptions> => {
      if (userId === null) return { points: [], resources: [] };
      const [syllabuses, points, own, shared] = await Promise.all([
        db.entity('syllabuses').toArray(),
        syllabusId === null
          ? db.entity('syllabus_points').toArray()
          : db
              .entity('syllabus_points')
              .where('[syllabus_id+sort_order]')
              .between([syllabusId, -Infinity], [syllabusId, Infinity], true, true)
              .toArray(),
        db.entity('resources').where('owner_id').equals(userId).toArray(),
        schoolId === null
          ? Promise.resolve([])
          : db.entity('resources').where('school_id').equals(schoolId).toArray(),
      ]);
      const live = syllabuses
        .filter((s) => s.deleted_at === null && s.retired_at === null)
        .sort((a, b) => TITLE_ORDER.compare(a.name, b.name));
      const rank = new Map(live.map((s, index) => [s.id, index]));
      const names = new Map(live.map((s) => [s.id, s.name]));
      const several = syllabusId === null && live.length > 1;
      const pointOptions = points
        .filter((p) => p.deleted_at === null && p.retired_at === null && rank.has(p.syllabus_id))
        .sort(
          (a, b) =>
            (rank.get(a.syllabus_id) ?? 0) - (rank.get(b.syllabus_id) ?? 0) ||
            a.sort_order - b.sort_order,
        )
        .map((p) => ({
          id: p.id,
          code: p.code,
          description: p.description,
          group: [several ? names.get(p.syllabus_id) : null, p.strand ?? 'Other points']
            .filter(Boolean)
            .join(' · '),
        }));
      const resources = [...own, ...shared.filter((r) => r.is_shared && r.owner_id !== userId)]
        .filter((r) => r.deleted_at === null)
        // Own first, then the school's: the picker lists them under those two headings.
        .sort(
          (a, b) =>
            Number(a.owner_id !== userId) - Number(b.owner_id !== userId) ||
            TITLE_ORDER.compare(a.title, b.title),
        )
        .map((r) => ({
          id: r.id,
          title: r.title,
          kind: r.kind,
          shared: r.is_shared,
          mine: r.owner_id === userId,
        }));
      return { points: pointOptions, resources };
    },
    [userId, schoolId, syllabusId],
  );
  return useReplicaQuery(query);
}
