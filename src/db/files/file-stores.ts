/**
 * The replica's local-only file stores (Dexie v6; never synced, deleted with the replica).
 *
 * Blobs live in the user's replica rather than Cache Storage: a new file's blob is written in the
 * same IndexedDB transaction as its resource row and outbox change (all or nothing), the replica
 * is per user and deleted on sign-out with everything else, and a quota failure surfaces as one
 * error of one write. Cache Storage is per origin, shared by every user of the browser, and
 * cannot join that transaction.
 */

/** A file waiting to reach /storage/v1 before its resource row may be pushed. */
export interface PendingUpload {
  /** The resource the file belongs to (one file per resource). */
  resource_id: string;
  /** The object name: `<owner id>/<resource id>/<file name>`. */
  path: string;
  blob: Blob;
  /** The file's own name, for saving it from this device. */
  name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  /**
   * 'waiting' holds the outbox back (DexieLocalReplica.pendingChanges); 'refused' does not: the
   * server said no for good (too large, not allowed), the teacher is told why, and the blob stays
   * so the file still opens here.
   */
  state: 'waiting' | 'refused';
  message: string | null;
}

/** A copy of a resource's file kept so it opens with no network. */
export interface KeptFile {
  resource_id: string;
  path: string;
  blob: Blob;
  mime_type: string;
  /** 'pinned' stays until unpinned; 'opened' may be evicted, least recently used first. */
  kept: 'pinned' | 'opened';
  used_at: string;
}

/** A storage object this device removed after its resource's tombstone synced. */
export interface FileDeletion {
  path: string;
  resource_id: string;
  deleted_at: string;
}

/** v6 stores: keys and indexes. */
export const FILE_STORES_V6 = {
  pending_uploads: 'resource_id, state',
  pinned_files: 'resource_id, kept',
  file_deletions: 'path',
} as const;
