import type { TeachingMethod } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';

export const T0 = '2026-11-23T08:00:00.000Z';
export const T1 = '2026-11-23T08:05:00.000Z';
export const SCHOOL_ID = '7b0c7a52-5f0e-4a8e-9a3c-2f1d7d0e9b11';
export const OTHER_SCHOOL_ID = '0d4c1b7e-3a52-4f4e-8f1b-6c2d9e0a7b33';

/** A teaching method as a pull brings it: built-in unless `overrides` give it a school or owner. */
export async function pulledMethod(
  db: ReplicaDb,
  overrides: Partial<TeachingMethod> = {},
): Promise<TeachingMethod> {
  const row: TeachingMethod = {
    id: crypto.randomUUID(),
    school_id: null,
    owner_id: null,
    name: 'Direct instruction',
    description: null,
    created_at: T0,
    updated_at: T0,
    deleted_at: null,
    txid: '700',
    ...overrides,
  };
  await db.entity('teaching_methods').put(row);
  return row;
}
