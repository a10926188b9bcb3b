import { useCallback } from 'react';
import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { pointsInClassScope } from '@/domain/coverage';
import { methodListOf, type MethodList } from '@/domain/teaching-methods';
import type { PickablePoint } from '../../model/syllabus/point-search';
import { readClassSyllabus, readTaughtPointIds, type ClassSyllabus } from './lesson-syllabus';

export type { ClassSyllabus, Lesson, PickablePoint };

/** A linked resource or syllabus point: the link row's id and what it points at. */
export type LessonLink = { linkId: string; targetId: string; label: string };
/** A linked syllabus point, with its code and text apart (the panel shows both). */
export type PointLink = LessonLink & { code: string | null; description: string; retired: boolean };
/** Something the teacher may link or choose. */
export type LessonOption = { id: string; label: string };
/** A resource the lesson may link, with its tags (the picker's search reads them too). */
export type ResourceOption = LessonOption & { tags: readonly string[] };
/** A teaching method the reflection form offers, with the list it comes from. */
export type MethodOption = LessonOption & { group: MethodList | 'removed' };

export type LessonDetails = {
  lesson: Lesson;
  className: string;
  resources: LessonLink[];
  syllabusPoints: PointLink[];
  /** Resources on this device the lesson does not link yet; [] hides the picker. */
  resourceOptions: ResourceOption[];
  /** The class's syllabus as this device has it (none chosen, not here yet, or the rows). */
  syllabus: ClassSyllabus;
  /**
   * The points the picker offers: the class's syllabus within the class's stage or year
   * (pointsInClassScope), never retired ones, not linked yet, in syllabus order.
   */
  syllabusPointOptions: PickablePoint[];
  /**
   * Methods the teacher can see (built-in, the school's, their own), plus the one this lesson
   * used if it was deleted since (group 'removed'), so a past reflection still names it.
   */
  teachingMethods: MethodOption[];
  /** Another device overwrote this lesson's text and the conflict is still open. */
  hasOpenConflict: boolean;
};

const live = <T extends { deleted_at: string | null }>(rows: T[]) =>
  rows.filter((row) => row.deleted_at === null);
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

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
  const [resourceLinks, pointLinks, resources, classSyllabus, taught, methods, conflicts] =
    await Promise.all([
      db.entity('lesson_resources').where('lesson_id').equals(lessonId).toArray(),
      db.entity('lesson_syllabus_points').where('lesson_id').equals(lessonId).toArray(),
      db.entity('resources').toArray(),
      readClassSyllabus(db, schoolClass ?? null),
      readTaughtPointIds(db, lesson.class_id),
      db.entity('teaching_methods').toArray(),
      db.conflicts.where('[table_name+row_id]').equals(['lessons', lessonId]).toArray(),
    ]);
  const liveResources = new Map(live(resources).map((row) => [row.id, row]));
  // A resource deleted by its owner (a colleague's, shared) still has its row here, tombstoned.
  const deletedResources = new Set(
    resources.filter((row) => row.deleted_at !== null).map((row) => row.id),
  );
  const resourceList = live(resourceLinks).map((row) => ({
    linkId: row.id,
    targetId: row.resource_id,
    label:
      liveResources.get(row.resource_id)?.title ??
      (deletedResources.has(row.resource_id) ? 'Deleted resource' : 'Not on this device'),
  }));
  const livePointLinks = live(pointLinks);
  // A link may point outside the class's syllabus (the class changed syllabus): read each.
  const linkedPoints = await db
    .entity('syllabus_points')
    .bulkGet(livePointLinks.map((row) => row.syllabus_point_id));
  const pointList: PointLink[] = livePointLinks.map((row, i) => {
    const point = linkedPoints[i];
    const known = point && point.deleted_at === null ? point : null;
    return {
      linkId: row.id,
      targetId: row.syllabus_point_id,
      label: known ? `${known.code} ${known.description}`.trim() : 'Not on this device',
      code: known?.code ?? null,
      description: known?.description ?? 'Not on this device',
      retired: known !== null && known.retired_at !== null,
    };
  });
  const linkedIds = new Set(pointList.map((link) => link.targetId));
  const inScope =
    classSyllabus.status === 'ready' && schoolClass
      ? pointsInClassScope(classSyllabus.points, schoolClass)
      : [];
  return {
    lesson,
    className: schoolClass?.name ?? 'Class not on this device',
    resources: resourceList,
    syllabusPoints: pointList,
    resourceOptions: [...liveResources.values()]
      .filter((row) => !resourceList.some((link) => link.targetId === row.id))
      .map((row) => ({ id: row.id, label: row.title, tags: row.tags }))
      .sort(byLabel),
    syllabus: classSyllabus,
    syllabusPointOptions: inScope
      .filter((point) => !linkedIds.has(point.id))
      .map((point) => ({
        id: point.id,
        code: point.code,
        description: point.description,
        strand: point.strand,
        subStrand: point.sub_strand,
        taught: taught.has(point.id),
      })),
    teachingMethods: methodOptions(methods, lesson.teaching_method_id),
    hasOpenConflict: conflicts.some((row) => row.resolved_at === null && row.deleted_at === null),
  };
}

type MethodRow = {
  id: string;
  name: string;
  school_id: string | null;
  owner_id: string | null;
  deleted_at: string | null;
};

/** Live methods by name, and the lesson's own method kept as 'removed' when it was deleted. */
function methodOptions(rows: MethodRow[], chosenId: string | null): MethodOption[] {
  const options: MethodOption[] = live(rows)
    .map((row) => ({ id: row.id, label: row.name, group: methodListOf(row) }))
    .sort(byLabel);
  if (chosenId !== null && !options.some((option) => option.id === chosenId)) {
    const gone = rows.find((row) => row.id === chosenId);
    options.unshift({
      id: chosenId,
      label: gone ? `${gone.name} (removed)` : 'A method not on this device yet',
      group: 'removed',
    });
  }
  return options;
}

/** The lesson panel's read; undefined while loading, null when the lesson is gone. */
export function useLessonDetails(lessonId: string): LessonDetails | null | undefined {
  const query = useCallback((db: ReplicaDb) => readLessonDetails(db, lessonId), [lessonId]);
  return useReplicaQuery(query);
}
