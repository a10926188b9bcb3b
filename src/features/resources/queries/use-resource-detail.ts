import { useCallback } from 'react';
import type { Resource } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

/** A lesson that uses the resource, as the detail lists it. */
export type ResourceLesson = {
  linkId: string;
  lessonId: string;
  date: string;
  startTime: string | null;
  classId: string;
  className: string;
  title: string | null;
};

export type ResourceDetail = {
  resource: Resource;
  /** The owner's name when a colleague owns it and their profile is on this device. */
  ownerName: string | null;
  lessons: ResourceLesson[];
} | null;

/** One resource with the lessons using it, live; null when it is not (or no longer) here. */
export async function readResourceDetail(
  db: ReplicaDb,
  resourceId: string,
): Promise<ResourceDetail> {
  const resource = await db.entity('resources').get(resourceId);
  if (!resource || resource.deleted_at !== null) return null;
  const links = (
    await db.entity('lesson_resources').where('resource_id').equals(resourceId).toArray()
  ).filter((link) => link.deleted_at === null);
  const lessons = await db.entity('lessons').bulkGet(links.map((link) => link.lesson_id));
  const classIds = [...new Set(lessons.flatMap((lesson) => (lesson ? [lesson.class_id] : [])))];
  const classes = await db.entity('classes').bulkGet(classIds);
  const className = new Map(classes.flatMap((c) => (c ? [[c.id, c.name] as const] : [])));
  const seen = new Set<string>();
  const used: ResourceLesson[] = [];
  links.forEach((link, index) => {
    const lesson = lessons[index];
    if (!lesson || lesson.deleted_at !== null || seen.has(lesson.id)) return;
    seen.add(lesson.id);
    used.push({
      linkId: link.id,
      lessonId: lesson.id,
      date: lesson.date,
      startTime: lesson.start_time,
      classId: lesson.class_id,
      className: className.get(lesson.class_id) ?? 'Class not on this device',
      title: lesson.title,
    });
  });
  used.sort((a, b) => a.date.localeCompare(b.date) || a.className.localeCompare(b.className));
  const owner = await db.entity('profiles').get(resource.owner_id);
  return { resource, ownerName: owner?.full_name ?? null, lessons: used };
}

export function useResourceDetail(resourceId: string): ResourceDetail | undefined {
  const query = useCallback((db: ReplicaDb) => readResourceDetail(db, resourceId), [resourceId]);
  return useReplicaQuery(query);
}
