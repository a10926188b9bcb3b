import type { SchoolClass } from '@/db/entities/planning';
import type { Program, ProgramItem } from '@/db/entities/library';
import type { Syllabus } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import type { ClassOwner } from '../commands/create-class';

export const T0 = '2026-11-23T08:00:00.000Z';
export const T1 = '2026-11-23T08:05:00.000Z';
export const SCHOOL_ID = '7b0c7a52-5f0e-4a8e-9a3c-2f1d7d0e9b11';

/** The signed-in teacher, writing in SCHOOL_ID (where pulledClass puts classes). */
export const ownerIn = (userId: string, schoolId: string | null = SCHOOL_ID): ClassOwner => ({
  userId,
  schoolId,
});

/** A class as a pull would bring it (a server txid), owned by `ownerId`. */
export async function pulledClass(
  db: ReplicaDb,
  ownerId: string,
  overrides: Partial<SchoolClass> = {},
): Promise<SchoolClass> {
  const row: SchoolClass = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: SCHOOL_ID,
    name: '7 Maths A',
    subject: 'Mathematics',
    year: 7,
    syllabus_stage: 'Stage 4',
    academic_year: '2026',
    room: 'M12',
    colour: '#2563eb',
    syllabus_id: null,
    notes: 'Double on Thursdays',
    archived_at: null,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '512',
    ...overrides,
  };
  await db.entity('classes').put(row);
  return row;
}

/** A published syllabus with AC9-like levels, as a pull would bring it. */
export async function pulledSyllabus(
  db: ReplicaDb,
  overrides: Partial<Syllabus> = {},
): Promise<Syllabus> {
  const row: Syllabus = {
    id: crypto.randomUUID(),
    school_id: null,
    source_key: 'mrac:http://example.test/subject/maths',
    source: 'ACARA Machine Readable Australian Curriculum (MRAC)',
    name: 'Australian Curriculum v9.0 Mathematics',
    subject: 'Mathematics',
    stage: null,
    version: '9.0',
    description: null,
    attribution: '© ACARA, CC BY 4.0',
    levels: ['Foundation', 'Year 6', 'Year 7', 'Year 8'],
    years: [6, 7, 8],
    retired_at: null,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '520',
    ...overrides,
  };
  await db.entity('syllabuses').put(row);
  return row;
}

/** The user's profile as a pull would bring it, with the onboarding answers given. */
export async function pulledProfile(
  db: ReplicaDb,
  userId: string,
  teaching: { subjects: string[]; year_levels: number[] },
) {
  await db.entity('profiles').put({
    id: userId,
    user_id: userId,
    full_name: 'Terry Teacher',
    is_solo_user: false,
    school_id: SCHOOL_ID,
    guided_tour_completed: true,
    guided_tour_last_seen_at: null,
    is_developer: false,
    ...teaching,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '90',
  });
}

/**
 * A program and `items` items, as a pull would bring them: the classes page reads which programs a
 * class follows from lessons stamped with their items.
 */
export async function pulledProgramWithItems(
  db: ReplicaDb,
  ownerId: string,
  name: string,
  items: number,
) {
  const row: Program = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: SCHOOL_ID,
    is_shared: false,
    name,
    description: null,
    subject: 'Science',
    year: 8,
    stage: null,
    syllabus_id: null,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '512',
  };
  await db.entity('programs').put(row);
  const itemRows: ProgramItem[] = Array.from({ length: items }, (_, index) => ({
    id: crypto.randomUUID(),
    program_id: row.id,
    sort_order: index,
    title: `${name} ${index + 1}`,
    duration_periods: 1,
    objectives: null,
    success_criteria: null,
    activities: null,
    notes: null,
    syllabus_point_ids: [],
    resource_ids: [],
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '512',
  }));
  await db.entity('program_items').bulkPut(itemRows);
  return { row, items: itemRows };
}
