import type { Program, ProgramItem, Resource } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { pulledClassRow, pulledLesson, T0, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { pulledPoints, pulledSyllabus, syllabusPointRow } from '@/db/test-support/syllabus-rows';

export { T0, TEST_SCHOOL_ID };
export const T1 = '2026-11-23T09:00:00.000Z';
export const T2 = '2026-11-23T09:05:00.000Z';

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '512' } as const;

/** A program as a pull would bring it (tests only). */
export async function pulledProgram(
  db: ReplicaDb,
  ownerId: string,
  overrides: Partial<Program> = {},
) {
  const row: Program = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: TEST_SCHOOL_ID,
    is_shared: false,
    name: 'Year 8 Science — Forces',
    description: null,
    subject: 'Science',
    year: 8,
    stage: null,
    syllabus_id: null,
    ...pulled,
    ...overrides,
  };
  await db.entity('programs').put(row);
  return row;
}

/** Items 1..count of a program, in order; `periods(i)` gives item i's duration (default 1). */
export async function pulledItems(
  db: ReplicaDb,
  programId: string,
  count: number,
  periods: (index: number) => number = () => 1,
): Promise<ProgramItem[]> {
  const rows: ProgramItem[] = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    program_id: programId,
    sort_order: index,
    title: `Item ${index + 1}`,
    duration_periods: periods(index),
    objectives: `Objectives ${index + 1}`,
    success_criteria: `Criteria ${index + 1}`,
    activities: `Activities ${index + 1}`,
    notes: null,
    syllabus_point_ids: [],
    resource_ids: [],
    ...pulled,
  }));
  await db.entity('program_items').bulkPut(rows);
  return rows;
}

/** YYYY-MM-DD `days` after 2026-11-23 (calendar arithmetic in UTC: no time zone enters). */
export function dayAfterStart(days: number): string {
  return new Date(Date.UTC(2026, 10, 23 + days)).toISOString().slice(0, 10);
}

/** A class ("8 Science") with one UNPLANNED lesson a day in period p1 from 2026-11-23. */
export async function classWithLessons(db: ReplicaDb, ownerId: string, count: number) {
  const schoolClass = await pulledClassRow(db, ownerId, { name: '8 Science', subject: 'Science' });
  const lessons = [];
  for (let day = 0; day < count; day += 1)
    lessons.push(await pulledLesson(db, ownerId, schoolClass.id, dayAfterStart(day), 'p1'));
  return { schoolClass, lessons };
}

/** A resource as a pull would bring it: a link of `ownerId`'s, private unless overridden. */
export async function pulledResource(
  db: ReplicaDb,
  ownerId: string,
  overrides: Partial<Resource> = {},
): Promise<Resource> {
  const row: Resource = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: TEST_SCHOOL_ID,
    is_shared: false,
    kind: 'link',
    title: 'Forces worksheet',
    url: 'https://example.test/forces',
    body: null,
    description: null,
    file_path: null,
    mime_type: null,
    size_bytes: null,
    subject: 'Science',
    years: [8],
    tags: [],
    ...pulled,
    ...overrides,
  };
  await db.entity('resources').put(row);
  return row;
}

/** A Science syllabus with points SCI01..SCI<count> (strand Forces) on the device. */
export async function pulledSciencePoints(db: ReplicaDb, count: number) {
  const syllabus = await pulledSyllabus(db, { name: 'Science', subject: 'Science' });
  const points = await pulledPoints(
    db,
    Array.from({ length: count }, (_, i) =>
      syllabusPointRow(syllabus.id, {
        code: `SCI${String(i + 1).padStart(2, '0')}`,
        sort_order: i,
        strand: 'Forces',
        description: `Forces point ${i + 1}`,
        subject: 'Science',
      }),
    ),
  );
  return { syllabus, points };
}
