import { afterEach, beforeEach } from 'vitest';
import { deleteReplica, openReplica, type ReplicaDb } from '@/db/replica-db';

/** A fresh replica of a fresh user for each test of the file, deleted after it. */
export function replicaPerTest(): { readonly userId: string; readonly db: ReplicaDb } {
  const state = {} as { userId: string; db: ReplicaDb };
  beforeEach(async () => {
    state.userId = crypto.randomUUID();
    state.db = await openReplica(state.userId);
  });
  afterEach(async () => {
    state.db.close();
    await deleteReplica(state.userId);
  });
  return state;
}
