import type { ReplicaDb } from '../replica-db';
import type { PendingUpload } from './file-stores';

/**
 * What the uploader (src/app/files) reads and writes of the pending_uploads store. A blob leaves
 * the store only when its object exists on the server (then the held-back outbox may go) or when
 * its resource was deleted and the deletion settled (file-deletions.ts).
 */

/** The waiting uploads of live resources, oldest first. */
export async function waitingUploads(db: ReplicaDb): Promise<PendingUpload[]> {
  return db.transaction('r', [db.pending_uploads, db.entity('resources')], async () => {
    const waiting = await db.pending_uploads.where('state').equals('waiting').toArray();
    const rows = await db.entity('resources').bulkGet(waiting.map((entry) => entry.resource_id));
    return waiting
      .filter((_, index) => rows[index] !== undefined && rows[index].deleted_at === null)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  });
}

/**
 * The object exists: the blob stops holding the outbox back and becomes this device's kept copy
 * (the teacher made it here, so it opens with no network), in one transaction. A blob that
 * changed meanwhile (another path) is left for the next round.
 */
export async function finishUpload(
  db: ReplicaDb,
  upload: PendingUpload,
  at: string,
): Promise<void> {
  await db.transaction('rw', [db.pending_uploads, db.pinned_files], async () => {
    const current = await db.pending_uploads.get(upload.resource_id);
    if (!current || current.path !== upload.path) return;
    await db.pending_uploads.delete(upload.resource_id);
    const kept = await db.pinned_files.get(upload.resource_id);
    await db.pinned_files.put({
      resource_id: upload.resource_id,
      path: upload.path,
      blob: current.blob,
      mime_type: current.mime_type,
      kept: kept?.kept ?? 'opened',
      used_at: at,
    });
  });
}

/**
 * The server refused the file for good (too large for it, not allowed): the outbox goes on
 * without it and the teacher is told why; the blob stays so the file still opens here.
 */
export async function refuseUpload(
  db: ReplicaDb,
  resourceId: string,
  message: string,
): Promise<void> {
  await db.pending_uploads.update(resourceId, { state: 'refused', message });
}
