import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

export type ClassChoice = { id: string; name: string };
export type LessonChoice = {
  id: string;
  date: string;
  startTime: string | null;
  title: string | null;
};
export type LinkableLessons = { classes: ClassChoice[]; lessons: LessonChoice[] };

/** How many upcoming lessons the picker offers: about a term of one class's lessons. */
export const UPCOMING_LESSONS_MAX = 60;

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * What "Link to a lesson" offers: the teacher's active classes and, for the chosen class, its
 * lessons from `today` on (the next ones first). Live, so a lesson planned elsewhere shows.
 */
export async function readLinkableLessons(
  db: ReplicaDb,
  userId: string,
  classId: string | null,
  today: string,
): Promise<LinkableLessons> {
  const classes = (await db.entity('classes').where('owner_id').equals(userId).toArray())
    .filter((c) => c.deleted_at === null && c.archived_at === null)
    .sort((a, b) => NAME_ORDER.compare(a.name, b.name))
    .map((c) => ({ id: c.id, name: c.name }));
  if (classId === null || !classes.some((c) => c.id === classId)) return { classes, lessons: [] };
  const rows = await db
    .entity('lessons')
    .where('[class_id+date]')
    .between([classId, today], [classId, '\uffff'], true, true)
    .toArray();
  const lessons = rows
    .filter((lesson) => lesson.deleted_at === null && lesson.owner_id === userId)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || (a.start_time ?? '').localeCompare(b.start_time ?? ''),
    )
    .slice(0, UPCOMING_LESSONS_MAX)
    .map((lesson) => ({
      id: lesson.id,
      date: lesson.date,
      startTime: lesson.start_time,
      title: lesson.title,
    }));
  return { classes, lessons };
}

export function useLinkableLessons(
  userId: string | null,
  classId: string | null,
  today: string,
): LinkableLessons | undefined {
  const query = useCallback(
    (db: ReplicaDb) =>
      userId === null
        ? Promise.resolve({ classes: [], lessons: [] })
        : readLinkableLessons(db, userId, classId, today),
    [userId, classId, today],
  );
  return useReplicaQuery(query);
}
