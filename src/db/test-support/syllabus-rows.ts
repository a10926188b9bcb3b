import type { LessonSyllabusPoint } from '../entities/lesson';
import type { ClassSyllabusStatus } from '../entities/planning';
import type { Syllabus, SyllabusPoint } from '../entities/syllabus';
import type { ReplicaDb } from '../replica-db';
import { T0 } from './pulled-rows';

/**
 * Catalogue rows as a pull would bring them (tests only): a published Year 7 mathematics syllabus
 * with ACARA's attribution, its points, lesson links and class statuses.
 */

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '640' } as const;

export const ACARA_ATTRIBUTION =
  'Australian Curriculum, Assessment and Reporting Authority (ACARA), licensed under CC BY 4.0';

export async function pulledSyllabus(db: ReplicaDb, overrides: Partial<Syllabus> = {}) {
  const row: Syllabus = {
    id: crypto.randomUUID(),
    school_id: null,
    source_key: 'mrac:http://rdf.curriculum.edu.au/test/mathematics',
    source: 'ACARA Machine Readable Australian Curriculum (MRAC)',
    name: 'Mathematics',
    subject: 'Mathematics',
    stage: null,
    version: '9.0',
    description: null,
    attribution: ACARA_ATTRIBUTION,
    levels: ['Year 7', 'Year 8'],
    years: [7, 8],
    retired_at: null,
    ...pulled,
    ...overrides,
  };
  await db.entity('syllabuses').put(row);
  return row;
}

/** A point of `syllabusId`: code, strand and level given, the rest as the importer writes them. */
export function syllabusPointRow(
  syllabusId: string,
  fields: Pick<SyllabusPoint, 'code' | 'sort_order'> & Partial<SyllabusPoint>,
): SyllabusPoint {
  return {
    id: crypto.randomUUID(),
    school_id: null,
    syllabus_id: syllabusId,
    description: `Content description ${fields.code}`,
    subject: 'Mathematics',
    strand: 'Number',
    sub_strand: null,
    stage: 'Year 7',
    year: 7,
    retired_at: null,
    ...pulled,
    ...fields,
  };
}

export async function pulledPoints(db: ReplicaDb, rows: SyllabusPoint[]) {
  await db.entity('syllabus_points').bulkPut(rows);
  return rows;
}

export async function pulledPointLink(
  db: ReplicaDb,
  ownerId: string,
  lessonId: string,
  pointId: string,
  overrides: Partial<LessonSyllabusPoint> = {},
) {
  const row: LessonSyllabusPoint = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    lesson_id: lessonId,
    syllabus_point_id: pointId,
    ...pulled,
    ...overrides,
  };
  await db.entity('lesson_syllabus_points').put(row);
  return row;
}

export async function pulledStatus(
  db: ReplicaDb,
  ownerId: string,
  classId: string,
  pointId: string,
  overrides: Partial<ClassSyllabusStatus> = {},
) {
  const row: ClassSyllabusStatus = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    class_id: classId,
    syllabus_point_id: pointId,
    mastery_level: null,
    teacher_confidence_level: null,
    priority_level: 'MEDIUM',
    review_status: 'not_reviewed',
    notes: null,
    ...pulled,
    ...overrides,
  };
  await db.entity('class_syllabus_status').put(row);
  return row;
}
