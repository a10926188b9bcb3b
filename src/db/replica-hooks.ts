import { createContext, use, useEffect, useState } from 'react';
import type { SyncConflict } from './entities';
import type { PendingFeedback, RejectedChange } from './outbox-schema';
import type { ReplicaDb } from './replica-db';

/** The part of an observable a hook needs (Dexie's liveQuery returns one). */
export interface LiveSubscribable<T> {
  subscribe(observer: { next: (value: T) => void; error?: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

/**
 * The open replica of the signed-in user, as the UI reaches it. `live` is Dexie's liveQuery,
 * carried here instead of imported: this module is imported by route chunks, and importing Dexie
 * (~31 KB gzip) would charge every such route with it. The app loads Dexie lazily after sign-in
 * and hands this handle down (src/db/replica-hooks-live.ts makes it).
 */
export interface ReplicaHandle {
  db: ReplicaDb;
  live<T>(query: () => Promise<T>): LiveSubscribable<T>;
  /**
   * Calls `onChange` after any write to one of `tables` of this replica, in this tab or another
   * (Dexie's storagemutated event, which liveQuery itself runs on), with the ids written per
   * table. Returns the unsubscribe.
   */
  watch(tables: readonly string[], onChange: (changes: TableChanges) => void): () => void;
}

/**
 * What a write touched, per watched table: the ids of the rows put, added or deleted, or 'all'
 * when the write cannot be narrowed to ids (a range delete, a clear, a database opened afresh).
 */
export type TableChanges = ReadonlyMap<string, ReadonlySet<string> | 'all'>;

export const ReplicaContext = createContext<ReplicaHandle | null>(null);

/** The replica, or null while it opens (or when nobody is signed in). */
export function useReplica(): ReplicaHandle | null {
  return use(ReplicaContext);
}

type LiveState<T> = { handle: ReplicaHandle; query: unknown; value: T };

/**
 * A live read of the replica: re-runs when the stores it read change, in this tab or another.
 * `query` must be stable (a module-level function or memoized); undefined until the first result
 * and while no replica is open.
 */
export function useReplicaQuery<T>(query: (db: ReplicaDb) => Promise<T>): T | undefined {
  const handle = useReplica();
  const [state, setState] = useState<LiveState<T> | null>(null);
  useEffect(() => {
    if (!handle) return;
    const subscription = handle
      .live(() => query(handle.db))
      .subscribe({
        next: (value) => setState({ handle, query, value }),
        // The replica closes on sign-out while a query may still be running: nothing to show.
        error: (error) => console.warn('A live read of the replica failed', error),
      });
    return () => subscription.unsubscribe();
  }, [handle, query]);
  // A result from an earlier replica or query is not this one's.
  return state && state.handle === handle && state.query === query ? state.value : undefined;
}

const countOutbox = (db: ReplicaDb) => db.outbox.count();
const readRejected = (db: ReplicaDb): Promise<RejectedChange[]> =>
  db.rejected.orderBy('seq').toArray();
const readUnresolvedConflicts = async (db: ReplicaDb): Promise<SyncConflict[]> => {
  const all = await db.conflicts.toArray();
  return all
    .filter((conflict) => conflict.resolved_at === null && conflict.deleted_at === null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
};
const readPendingFeedback = (db: ReplicaDb): Promise<PendingFeedback[]> =>
  db.pending_feedback.orderBy('id').toArray();

export type SyncAttention = { rejected: number; conflicts: number; feedback: number };

const readAttention = async (db: ReplicaDb): Promise<SyncAttention> => ({
  rejected: await db.rejected.count(),
  conflicts: (await readUnresolvedConflicts(db)).length,
  feedback: await db.pending_feedback.count(),
});

/** Changes not yet acknowledged by the server. */
export function useOutboxCount(): number | undefined {
  return useReplicaQuery(countOutbox);
}

/** Changes the server refused, oldest first. */
export function useRejectedChanges(): RejectedChange[] | undefined {
  return useReplicaQuery(readRejected);
}

/** Overwritten free text the user has not restored or dismissed yet, newest first. */
export function useUnresolvedConflicts(): SyncConflict[] | undefined {
  return useReplicaQuery(readUnresolvedConflicts);
}

/** Feedback reports waiting to be sent, oldest first. */
export function usePendingFeedback(): PendingFeedback[] | undefined {
  return useReplicaQuery(readPendingFeedback);
}

/** How many things wait for the user: refused changes, open conflicts, unsent feedback. */
export function useSyncAttention(): SyncAttention | undefined {
  return useReplicaQuery(readAttention);
}
