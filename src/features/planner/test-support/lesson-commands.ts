import { afterEach, beforeEach } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';
import { readPlannerCalendar } from '../queries/planner-calendar';
import {
  pulledClassRow,
  pulledEntry,
  pulledSchool,
  TEST_SCHOOL_ID,
} from '@/db/test-support/pulled-rows';

export const T1 = '2026-11-23T09:00:00.000Z';
export const T2 = '2026-11-23T09:05:00.000Z';

/**
 * A teacher with one class taught in period 1 on every day of the school's 10-day cycle (so
 * every teaching day has one slot), after the school and its closures reached the replica.
 */
export async function teacherWithDailyClass(db: ReplicaDb, userId: string) {
  await pulledSchool(db);
  const schoolClass = await pulledClassRow(db, userId);
  for (let day = 1; day <= 10; day += 1) await pulledEntry(db, userId, schoolClass.id, day, 'p1');
  return { schoolClass };
}

export async function schoolSource(db: ReplicaDb) {
  const { calendar, daySchedule } = await readPlannerCalendar(db, {
    kind: 'school',
    schoolId: TEST_SCHOOL_ID,
  });
  return { calendar, daySchedule };
}

/** Deterministic ids for generated rows. */
export function sequentialIds() {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

/** A fresh replica of a fresh user for each test of the file, deleted after it. */
export function replicaPerTest(): { readonly userId: string; readonly db: ReplicaDb } {
  const current = { userId: '', db: undefined as unknown as ReplicaDb };
  beforeEach(async () => {
    current.userId = crypto.randomUUID();
    current.db = await openReplica(current.userId);
  });
  afterEach(async () => {
    current.db.close();
    await deleteReplica(current.userId);
  });
  return current;
}
