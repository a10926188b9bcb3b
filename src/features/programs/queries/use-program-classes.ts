import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { programProgress, type ProgramProgress } from '@/domain/programs';

export type ClassChoice = { id: string; name: string };

/** A class's progress through the program, with its name. */
export type ClassProgress = ProgramProgress & { className: string };

export type ProgramClasses = { choices: ClassChoice[]; progress: ClassProgress[] };

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The teacher's active classes (what a program can be applied to) and, for each class with
 * lessons from this program's items, how far through it the class is. Live, so an apply or an
 * undo shows at once.
 */
export function useProgramClasses(
  userId: string | null,
  itemIds: readonly string[],
): ProgramClasses | undefined {
  const key = itemIds.join(',');
  const query = useCallback(
    async (db: ReplicaDb): Promise<ProgramClasses> => {
      if (userId === null) return { choices: [], progress: [] };
      const ids = key === '' ? [] : key.split(',');
      const [classes, lessons] = await Promise.all([
        db.entity('classes').where('owner_id').equals(userId).toArray(),
        ids.length === 0
          ? Promise.resolve([])
          : db.entity('lessons').where('program_item_id').anyOf(ids).toArray(),
      ]);
      const live = classes
        .filter((c) => c.deleted_at === null)
        .sort((a, b) => NAME_ORDER.compare(a.name, b.name));
      const names = new Map(live.map((c) => [c.id, c.name]));
      const progress = programProgress(
        ids,
        lessons.filter((l) => l.deleted_at === null && l.owner_id === userId),
      )
        .filter((entry) => names.has(entry.classId))
        .map((entry) => ({ ...entry, className: names.get(entry.classId) as string }))
        .sort((a, b) => NAME_ORDER.compare(a.className, b.className));
      return {
        choices: live
          .filter((c) => c.archived_at === null)
          .map((c) => ({ id: c.id, name: c.name })),
        progress,
      };
    },
    [userId, key],
  );
  return useReplicaQuery(query);
}
