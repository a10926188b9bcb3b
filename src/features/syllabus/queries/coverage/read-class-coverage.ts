import type { Lesson } from '@/db/entities/lesson';
import type { SchoolClass } from '@/db/entities/planning';
import type { Syllabus } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import { classCoverage, type ClassCoverage } from '@/domain/coverage';
import { isMarked } from '@/domain/lessons';

export type { SchoolClass, Syllabus };

export type ClassCoverageView = {
  schoolClass: SchoolClass;
  /** null: the class has no syllabus, or it is not on this device (yet). */
  syllabus: Syllabus | null;
  coverage: ClassCoverage;
  /** Point id → date of the earliest upcoming open lesson already linking it ("Planned for"). */
  plannedFor: Record<string, string>;
  /** Point id → sub-strand, where the source has one. */
  subStrands: Record<string, string>;
};

/** Upper bound of every key that starts with a uuid string (uuids hold no '\uffff'). */
const AFTER_ALL = '\uffff';

/**
 * Everything the coverage of one class needs, from the replica only (so offline too): the class,
 * its syllabus, the syllabus's points, the class's lessons and their point links, and the class's
 * status rows, then classCoverage. Null when the class is not the teacher's, not on this device or
 * deleted.
 */
export async function readClassCoverage(
  db: ReplicaDb,
  userId: string,
  classId: string,
  today: string,
): Promise<ClassCoverageView | null> {
  const schoolClass = await db.entity('classes').get(classId);
  if (!schoolClass || schoolClass.owner_id !== userId || schoolClass.deleted_at !== null)
    return null;
  const syllabusId = schoolClass.syllabus_id;
  const [syllabus, points, lessons, statuses] = await Promise.all([
    syllabusId === null ? undefined : db.entity('syllabuses').get(syllabusId),
    syllabusId === null
      ? []
      : db
          .entity('syllabus_points')
          .where('[syllabus_id+sort_order]')
          .between([syllabusId, -Infinity], [syllabusId, Infinity], true, true)
          .toArray(),
    db.entity('lessons').where('class_id').equals(classId).toArray(),
    db
      .entity('class_syllabus_status')
      .where('[class_id+syllabus_point_id]')
      .between([classId, ''], [classId, AFTER_ALL], true, true)
      .toArray(),
  ]);
  // Only taught lessons (coverage) and upcoming open ones (already planned) need their links.
  const relevant = lessons.filter(
    (lesson) =>
      lesson.deleted_at === null && (lesson.status === 'COMPLETED' || isUpcoming(lesson, today)),
  );
  const links =
    points.length === 0 || relevant.length === 0
      ? []
      : await db
          .entity('lesson_syllabus_points')
          .where('lesson_id')
          .anyOf(relevant.map((lesson) => lesson.id))
          .toArray();
  const coverage = classCoverage({
    schoolClass,
    points,
    lessons: relevant,
    links,
    statuses,
    today,
  });

  const upcomingDate = new Map(
    relevant
      .filter((lesson) => isUpcoming(lesson, today))
      .map((lesson) => [lesson.id, lesson.date]),
  );
  const plannedFor: Record<string, string> = {};
  for (const link of links) {
    const date = upcomingDate.get(link.lesson_id);
    if (link.deleted_at !== null || date === undefined) continue;
    const seen = plannedFor[link.syllabus_point_id];
    if (seen === undefined || date < seen) plannedFor[link.syllabus_point_id] = date;
  }
  const subStrands: Record<string, string> = {};
  for (const point of points) if (point.sub_strand) subStrands[point.id] = point.sub_strand;

  return {
    schoolClass,
    syllabus: syllabus && syllabus.deleted_at === null ? syllabus : null,
    coverage,
    plannedFor,
    subStrands,
  };
}

const isUpcoming = (lesson: Lesson, today: string) =>
  lesson.date >= today && !isMarked(lesson.status);
