import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { LESSON_DELETED, LESSON_NOT_FOUND, type LessonRefusal } from './lesson-command-result';

/** The stores a single-lesson edit reads and writes. */
export const LESSON_STORES = ['lessons', 'lesson_resources', 'lesson_syllabus_points'] as const;

/** The teacher's live lesson, or why there is none to edit. */
export async function readOwnLesson(
  db: ReplicaDb,
  userId: string,
  lessonId: string,
): Promise<{ ok: true; lesson: Lesson } | LessonRefusal> {
  const lesson = await db.entity('lessons').get(lessonId);
  if (!lesson || lesson.owner_id !== userId) return LESSON_NOT_FOUND;
  if (lesson.deleted_at !== null) return LESSON_DELETED;
  return { ok: true, lesson };
}

/** Whether the lesson has a live linked resource or syllabus point (links count as content). */
export async function hasLiveLinks(db: ReplicaDb, lessonId: string): Promise<boolean> {
  const [resources, points] = await Promise.all([
    db.entity('lesson_resources').where('lesson_id').equals(lessonId).toArray(),
    db.entity('lesson_syllabus_points').where('lesson_id').equals(lessonId).toArray(),
  ]);
  return [...resources, ...points].some((link) => link.deleted_at === null);
}
