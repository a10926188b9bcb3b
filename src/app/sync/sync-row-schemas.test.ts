import { describe, expect, it } from 'vitest';
import { ENTITY_SCHEMAS, syncConflictSchema, syncRevocationSchema } from '@/db/entities';
import { newLesson } from '@/db/test-support/test-rows';
import { PULLED_TABLES } from '@sync/merge/change';
import { SYNC_ROW_SCHEMAS } from './sync-row-schemas';

describe('SYNC_ROW_SCHEMAS', () => {
  it('has the entity schema of exactly the tables a pull may return', () => {
    expect(Object.keys(SYNC_ROW_SCHEMAS).sort()).toEqual([...PULLED_TABLES].sort());
    for (const [table, schema] of Object.entries(ENTITY_SCHEMAS)) {
      expect(SYNC_ROW_SCHEMAS[table as keyof typeof ENTITY_SCHEMAS]).toBe(schema);
    }
    expect(SYNC_ROW_SCHEMAS.sync_conflicts).toBe(syncConflictSchema);
    expect(SYNC_ROW_SCHEMAS.sync_revocations).toBe(syncRevocationSchema);
  });

  it('accepts a lesson as the server sends it and refuses one a teacher could not have made', () => {
    const pulled = {
      ...newLesson(crypto.randomUUID()),
      created_at: '2026-11-23T08:00:00.123456+00:00',
      updated_at: '2026-11-23T08:00:00.123456+00:00',
      deleted_at: null,
      txid: '18446744073709551000',
    };
    expect(SYNC_ROW_SCHEMAS.lessons.safeParse(pulled).success).toBe(true);
    expect(SYNC_ROW_SCHEMAS.lessons.safeParse({ ...pulled, status: 'DONE' }).success).toBe(false);
    expect(SYNC_ROW_SCHEMAS.lessons.safeParse({ ...pulled, txid: 512 }).success).toBe(false);
  });
});
