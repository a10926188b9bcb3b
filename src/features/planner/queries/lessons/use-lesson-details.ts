import { useCallback } from 'react';
import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';

export type { Lesson };

/** A linked resource or syllabus point: the link row's id and what it points at. */
export type LessonLink = { linkId: string; targetId: string; label: string };
/** Something the teacher may link or choose. */
export type LessonOption = { id: string; label: string };

export type LessonDetails = {
  lesson: Lesson;
  className: string;
  resources: LessonLink[];
  syllabusPoints: LessonLink[];
  /** Resources on this device the lesson does not link yet; [] hides the picker. */
  resourceOptions: LessonOption[];
  /** Syllabus points of the catalogue (may be empty) the lesson does not link yet. */
  syllabusPointOptions: LessonOption[];
  /** Teaching methods the teacher can see (the replica holds only those). */
  teachingMethods: LessonOption[];
  /** Another device overwrote this lesson's text and the conflict is still open. */
  hasOpenConflict: boolean;
};

const live = <T extends { deleted_at: string | null }>(rows: T[]) =>
  rows.filter((row) => row.deleted_at === null);
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/**
 * The points a lesson of the class may link: its syllabus's, in syllabus order, when the class
 * has one; otherwise the whole catalogue on this device (often empty: it is uploaded by
 * developers).
 */
function readSyllabusPoints(db: ReplicaDb, syllabusId: string | null) {
  const points = db.entity('syllabus_points');
  return syllabusId === null
    ? points.toArray()
    : points
        .where('[syllabus_id+sort_order]')
        .between([syllabusId, -Infinity], [syllabusId, Infinity])
        .toArray();
}

/**
 * One lesson with what its panel shows, live (an edit from another tab or a pull shows at once).
 * Null when the lesson is not on this device or was deleted.
 */
export async function readLessonDetails(
  db: ReplicaDb,
  lessonId: string,
): Promise<LessonDetails | null> {
  const lesson = await db.entity('lessons').get(lessonId);
  if (!lesson || lesson.deleted_at !== null) return null;
  const schoolClass = await db.entity('classes').get(lesson.class_id);
  const [resourceLinks, pointLinks, resources, points, methods, conflicts] = await Promise.all([
    db.entity('lesson_resources').where('lesson_id').equals(lessonId).toArray(),
    db.entity('lesson_syllabus_points').where('lesson_id').equals(lessonId).toArray(),
    db.entity('resources').toArray(),
    readSyllabusPoints(db, schoolClass?.syllabus_id ?? null),
    db.entity('teaching_methods').toArray(),
    db.conflicts.where('[table_name+row_id]').equals(['lessons', lessonId]).toArray(),
  ]);
  const resourceTitle = new Map(live(resources).map((row) => [row.id, row.title]));
  const pointLabel = new Map(
    live(points).map((row) => [row.id, `${row.code} ${row.description}`.trim()]),
  );
  const links = (
    rows: { id: string; target: string; deleted_at: string | null }[],
    labels: Map<string, string>,
  ) =>
    live(rows).map((row) => ({
      linkId: row.id,
      targetId: row.target,
      label: labels.get(row.target) ?? 'Not on this device',
    }));
  const resourceList = links(
    resourceLinks.map((row) => ({ ...row, target: row.resource_id })),
    resourceTitle,
  );
  const pointList = links(
    pointLinks.map((row) => ({ ...row, target: row.syllabus_point_id })),
    pointLabel,
  );
  const unlinked = (labels: Map<string, string>, linked: LessonLink[]) =>
    [...labels]
      .filter(([id]) => !linked.some((link) => link.targetId === id))
      .map(([id, label]) => ({ id, label }))
      .sort(byLabel);
  return {
    lesson,
    className: schoolClass?.name ?? 'Class not on this device',
    resources: resourceList,
    syllabusPoints: pointList,
    resourceOptions: unlinked(resourceTitle, resourceList),
    syllabusPointOptions: unlinked(pointLabel, pointList),
    teachingMethods: live(methods)
      .map((row) => ({ id: row.id, label: row.name }))
      .sort(byLabel),
    hasOpenConflict: conflicts.some((row) => row.resolved_at === null && row.deleted_at === null),
  };
}

/** The lesson panel's read; undefined while loading, null when the lesson is gone. */
export function useLessonDetails(lessonId: string): LessonDetails | null | undefined {
  const query = useCallback((db: ReplicaDb) => readLessonDetails(db, lessonId), [lessonId]);
  return useReplicaQuery(query);
}
