import { liveQuery } from 'dexie';
import type { ReplicaDb } from './replica-db';
import type { ReplicaHandle } from './replica-hooks';

/** Makes the handle the UI reads the replica through (imported only by the lazily loaded app). */
export function createReplicaHandle(db: ReplicaDb): ReplicaHandle {
  return { db, live: (query) => liveQuery(query) };
}
