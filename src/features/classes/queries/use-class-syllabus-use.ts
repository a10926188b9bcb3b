import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

/** What a class has recorded against its syllabus: coverage that a change of syllabus sets aside. */
export type ClassSyllabusUse = {
  /** Distinct points its lessons link. */
  linkedPoints: number;
  /** Points with a mastery, confidence, priority or review status. */
  statuses: number;
};

/** Counts a class's links and statuses (live rows only). */
export async function readClassSyllabusUse(
  db: ReplicaDb,
  classId: string,
): Promise<ClassSyllabusUse> {
  const [lessons, statuses] = await Promise.all([
    db.entity('lessons').where('class_id').equals(classId).toArray(),
    db
      .entity('class_syllabus_status')
      .where('[class_id+syllabus_point_id]')
      .between([classId, ''], [classId, '\uffff'])
      .toArray(),
  ]);
  const lessonIds = lessons.filter((row) => row.deleted_at === null).map((row) => row.id);
  const links =
    lessonIds.length === 0
      ? []
      : await db.entity('lesson_syllabus_points').where('lesson_id').anyOf(lessonIds).toArray();
  return {
    linkedPoints: new Set(
      links.filter((row) => row.deleted_at === null).map((row) => row.syllabus_point_id),
    ).size,
    statuses: statuses.filter((row) => row.deleted_at === null).length,
  };
}

/** Live; null for a new class (nothing recorded), undefined while reading. */
export function useClassSyllabusUse(classId: string | null): ClassSyllabusUse | null | undefined {
  const query = useCallback(
    async (db: ReplicaDb) => (classId === null ? null : readClassSyllabusUse(db, classId)),
    [classId],
  );
  return useReplicaQuery(query);
}
