import type { SchoolClass } from '@/db/entities/planning';
import type { SyllabusPoint } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';

/**
 * The class's syllabus as this device has it: none chosen (the class form chooses it), chosen but
 * not on this device (not synced yet, or no longer visible), or its row and points.
 */
export type ClassSyllabus =
  | { status: 'none' }
  | { status: 'not-on-device' }
  | {
      status: 'ready';
      id: string;
      name: string;
      version: string | null;
      /** Shown wherever its text is (ACARA's is CC BY 4.0); null when it needs none. */
      attribution: string | null;
      /** What part of it the class covers, e.g. 'Year 7'; null: all of it. */
      scope: string | null;
      /** Every point on this device, retired ones too, in syllabus order. */
      points: SyllabusPoint[];
    };

/** The class's syllabus and its points (one index range: [syllabus_id+sort_order]). */
export async function readClassSyllabus(
  db: ReplicaDb,
  schoolClass: SchoolClass | null,
): Promise<ClassSyllabus> {
  const syllabusId = schoolClass?.syllabus_id ?? null;
  if (schoolClass === null || syllabusId === null) return { status: 'none' };
  const [syllabus, points] = await Promise.all([
    db.entity('syllabuses').get(syllabusId),
    db
      .entity('syllabus_points')
      .where('[syllabus_id+sort_order]')
      .between([syllabusId, -Infinity], [syllabusId, Infinity])
      .toArray(),
  ]);
  if (!syllabus || syllabus.deleted_at !== null) return { status: 'not-on-device' };
  return {
    status: 'ready',
    id: syllabus.id,
    name: syllabus.name,
    version: syllabus.version,
    attribution: syllabus.attribution,
    scope: scopeOf(schoolClass),
    points,
  };
}

/** The scope rule's words (pointsInClassScope): the stage when set, else the year, else all. */
function scopeOf(schoolClass: SchoolClass): string | null {
  const stage = schoolClass.syllabus_stage?.trim() ?? '';
  if (stage !== '') return stage;
  return schoolClass.year === null ? null : `Year ${schoolClass.year}`;
}

/**
 * The points a COMPLETED lesson of the class links (DESIGN §7: taught), deleted lessons and
 * links left out. Two index reads: the class's lessons, then their links.
 */
export async function readTaughtPointIds(db: ReplicaDb, classId: string): Promise<Set<string>> {
  const lessons = await db.entity('lessons').where('class_id').equals(classId).toArray();
  const completed = lessons
    .filter((lesson) => lesson.deleted_at === null && lesson.status === 'COMPLETED')
    .map((lesson) => lesson.id);
  if (completed.length === 0) return new Set();
  const links = await db
    .entity('lesson_syllabus_points')
    .where('lesson_id')
    .anyOf(completed)
    .toArray();
  return new Set(
    links.filter((link) => link.deleted_at === null).map((link) => link.syllabus_point_id),
  );
}
