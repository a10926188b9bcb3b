import { useCallback } from 'react';
import { programProgress } from '@/domain/programs';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

/** One program a class follows: how many of its items the class was taught, and has planned. */
export type ClassProgram = {
  programId: string;
  programName: string;
  taught: number;
  planned: number;
  items: number;
};

/** Programs per class id, by program name. */
export type ClassPrograms = ReadonlyMap<string, readonly ClassProgram[]>;

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Which programs each of the teacher's classes follows, and how far through each it is: a class
 * follows a program when one of its lessons came from the program's items (applying a program
 * stamps `program_item_id` on the lessons it fills). Reads only the live programs on the device
 * (the teacher's and the school's shared ones), their items, and the lessons made from those items.
 */
export function useClassPrograms(userId: string | null): ClassPrograms | undefined {
  const query = useCallback(
    async (db: ReplicaDb): Promise<ClassPrograms> => {
      const byClass = new Map<string, ClassProgram[]>();
      if (userId === null) return byClass;
      const programs = (await db.entity('programs').toArray()).filter((p) => p.deleted_at === null);
      if (programs.length === 0) return byClass;
      const liveItems = (
        await Promise.all(
          programs.map((program) =>
            db
              .entity('program_items')
              .where('[program_id+sort_order]')
              .between([program.id, -Infinity], [program.id, Infinity], true, true)
              .toArray(),
          ),
        )
      )
        .flat()
        .filter((item) => item.deleted_at === null);
      if (liveItems.length === 0) return byClass;
      const lessons = (
        await db
          .entity('lessons')
          .where('program_item_id')
          .anyOf(liveItems.map((item) => item.id))
          .toArray()
      ).filter((lesson) => lesson.deleted_at === null && lesson.owner_id === userId);
      for (const program of programs) {
        const itemIds = liveItems.filter((i) => i.program_id === program.id).map((i) => i.id);
        for (const entry of programProgress(itemIds, lessons)) {
          const list = byClass.get(entry.classId) ?? [];
          list.push({
            programId: program.id,
            programName: program.name,
            taught: entry.taught,
            planned: entry.planned,
            items: entry.items,
          });
          byClass.set(entry.classId, list);
        }
      }
      for (const list of byClass.values())
        list.sort((a, b) => NAME_ORDER.compare(a.programName, b.programName));
      return byClass;
    },
    [userId],
  );
  return useReplicaQuery(query);
}
