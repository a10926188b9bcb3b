import type { ReplicaDb } from '../replica-db';

/**
 * A deleted file resource's storage object is removed once its tombstone reached the server and
 * the deletion settled: the resources page offers Undo (a restore of the row), so the object and
 * this device's copies wait `FILE_DELETION_GRACE_MS` past `deleted_at`. Removals done are
 * remembered (file_deletions) so each object is asked for once per device.
 */
export const FILE_DELETION_GRACE_MS = 10 * 60_000;

export type DueDeletion = { resource_id: string; path: string };

export type DeletionPlan = {
  /** Objects to remove now: tombstones pushed, settled, not yet removed from this device. */
  due: DueDeletion[];
  /** When the next deletion settles (ms since the epoch), to look again then; null: none. */
  nextAt: number | null;
};

const settledAt = (deletedAt: string, graceMs: number) => Date.parse(deletedAt) + graceMs;

/**
 * The user's own deleted file resources whose object may go now. Only the owner may remove an
 * object (the storage policies), and a tombstone still in the outbox has not synced: the server
 * still thinks the resource is live, and a colleague may still be reading the file.
 */
export async function planFileDeletions(
  db: ReplicaDb,
  userId: string,
  nowMs: number,
  graceMs = FILE_DELETION_GRACE_MS,
): Promise<DeletionPlan> {
  const stores = [db.entity('resources'), db.outbox, db.file_deletions];
  return db.transaction('r', stores, async () => {
    const deleted = await db
      .entity('resources')
      .where('owner_id')
      .equals(userId)
      .filter((row) => row.deleted_at !== null && row.file_path !== null)
      .toArray();
    const plan: DeletionPlan = { due: [], nextAt: null };
    for (const row of deleted) {
      const path = row.file_path!;
      if (await db.file_deletions.get(path)) continue;
      if ((await db.outbox.where('[table+id]').equals(['resources', row.id]).count()) > 0) continue;
      const at = settledAt(row.deleted_at!, graceMs);
      if (at <= nowMs) plan.due.push({ resource_id: row.id, path });
      else plan.nextAt = Math.min(plan.nextAt ?? at, at);
    }
    return plan;
  });
}

/** Remembers removed objects so they are not asked for again. */
export async function recordFileDeletions(
  db: ReplicaDb,
  done: readonly DueDeletion[],
  at: string,
): Promise<void> {
  await db.file_deletions.bulkPut(
    done.map(({ path, resource_id }) => ({ path, resource_id, deleted_at: at })),
  );
}

/**
 * Drops this device's blobs of deleted resources once the deletion settled, pushed or not (a
 * waiting blob of a deleted resource is never uploaded), and kept copies whose resource is gone
 * from the replica (un-shared, or purged). Answers when to look again.
 */
export async function dropDeletedFiles(
  db: ReplicaDb,
  nowMs: number,
  graceMs = FILE_DELETION_GRACE_MS,
): Promise<number | null> {
  const stores = [db.entity('resources'), db.pending_uploads, db.pinned_files];
  return db.transaction('rw', stores, async () => {
    let nextAt: number | null = null;
    for (const store of [db.pending_uploads, db.pinned_files] as const) {
      const ids = (await store.toCollection().primaryKeys()) as string[];
      const rows = await db.entity('resources').bulkGet(ids);
      for (const [index, id] of ids.entries()) {
        const row = rows[index];
        if (!row) {
          // A pending blob always has its row (created together); a kept copy may outlive it.
          if (store === db.pinned_files) await store.delete(id);
          continue;
        }
        if (row.deleted_at === null) continue;
        const at = settledAt(row.deleted_at, graceMs);
        if (at <= nowMs) await store.delete(id);
        else nextAt = Math.min(nextAt ?? at, at);
      }
    }
    return nextAt;
  });
}
