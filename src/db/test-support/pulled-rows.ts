import { blankLesson } from '@/domain/lessons';
import type { Lesson } from '../entities/lesson';
import type { SchoolClass, TimetableEntry } from '../entities/planning';
import type { School, SchoolClosure } from '../entities/school';
import type { ReplicaDb } from '../replica-db';

/**
 * Rows as a pull would bring them (a server txid), written straight into a replica, for the tests
 * of any feature (tests only): a school on a two-week (Week A/B) calendar cycle with four 2026
 * terms and six periods around recess and lunch, its closures, classes, timetable entries and
 * lessons.
 */
export const T0 = '2026-11-23T08:00:00.000Z';
export const TEST_SCHOOL_ID = '7b0c7a52-5f0e-4a8e-9a3c-2f1d7d0e9b11';

const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '512' } as const;

export const TEST_DAY_SCHEDULE: School['day_schedule'] = [
  { period_id: 'p1', name: 'Period 1', start: '08:50', end: '09:40', kind: 'lesson' },
  { period_id: 'p2', name: 'Period 2', start: '09:40', end: '10:30', kind: 'lesson' },
  { period_id: 'recess', name: 'Recess', start: '10:30', end: '10:50', kind: 'break' },
  { period_id: 'p3', name: 'Period 3', start: '10:50', end: '11:40', kind: 'lesson' },
  { period_id: 'p4', name: 'Period 4', start: '11:40', end: '12:30', kind: 'lesson' },
  { period_id: 'lunch', name: 'Lunch', start: '12:30', end: '13:10', kind: 'break' },
  { period_id: 'p5', name: 'Period 5', start: '13:10', end: '14:00', kind: 'lesson' },
  { period_id: 'p6', name: 'Period 6', start: '14:00', end: '14:50', kind: 'lesson' },
];

export const TEST_TERMS: School['term_dates'] = [
  { term: 'Term 1', start: '2026-01-27', end: '2026-04-02' },
  { term: 'Term 2', start: '2026-04-20', end: '2026-06-26' },
  { term: 'Term 3', start: '2026-07-13', end: '2026-09-18' },
  { term: 'Term 4', start: '2026-10-05', end: '2026-12-16' },
];

export async function pulledSchool(db: ReplicaDb, overrides: Partial<School> = {}) {
  const row: School = {
    id: TEST_SCHOOL_ID,
    name: 'Riverside Secondary College',
    description: null,
    timetable_cycle: {
      length: 10,
      mode: 'calendar',
      anchor_date: '2026-01-26',
      labels: ['Week A', 'Week B'],
    },
    term_dates: TEST_TERMS,
    day_schedule: TEST_DAY_SCHEDULE,
    invite_code: 'DEMSCHL7',
    is_enterprise: false,
    ...pulled,
    ...overrides,
  };
  await db.entity('schools').put(row);
  return row;
}

export async function pulledClosure(
  db: ReplicaDb,
  date: string,
  overrides: Partial<SchoolClosure> = {},
) {
  const row = {
    id: crypto.randomUUID(),
    school_id: TEST_SCHOOL_ID,
    owner_id: null,
    date,
    reason: 'Staff development day',
    shifts_cycle: false,
    ...pulled,
    ...overrides,
  } as SchoolClosure;
  await db.entity('school_closures').put(row);
  return row;
}

export async function pulledClassRow(
  db: ReplicaDb,
  ownerId: string,
  overrides: Partial<SchoolClass> = {},
) {
  const row: SchoolClass = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    school_id: TEST_SCHOOL_ID,
    name: '7 Maths A',
    subject: 'Mathematics',
    year: 7,
    syllabus_stage: 'Stage 4',
    academic_year: '2026',
    room: 'M12',
    colour: '#2563eb',
    syllabus_id: null,
    notes: null,
    archived_at: null,
    ...pulled,
    ...overrides,
  };
  await db.entity('classes').put(row);
  return row;
}

export async function pulledEntry(
  db: ReplicaDb,
  ownerId: string,
  classId: string,
  cycleDay: number,
  periodId: string,
  overrides: Partial<TimetableEntry> = {},
) {
  const row: TimetableEntry = {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    class_id: classId,
    cycle_day: cycleDay,
    period_id: periodId,
    period_span: 1,
    room: null,
    ...pulled,
    ...overrides,
  };
  await db.entity('timetable_entries').put(row);
  return row;
}

export async function pulledLesson(
  db: ReplicaDb,
  ownerId: string,
  classId: string,
  date: string,
  periodId: string,
  overrides: Partial<Lesson> = {},
) {
  const row: Lesson = {
    ...blankLesson({
      id: crypto.randomUUID(),
      owner_id: ownerId,
      class_id: classId,
      date,
      period_id: periodId,
    }),
    ...pulled,
    ...overrides,
  };
  await db.entity('lessons').put(row);
  return row;
}
