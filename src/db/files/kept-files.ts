import type { LocalFileState } from '@/shared/lib/files/storage-files';
import type { ReplicaDb } from '../replica-db';
import type { KeptFile } from './file-stores';

/**
 * Copies of resource files kept on this device (DESIGN §6 "Files offline"): every file the
 * teacher opened, and the ones they pinned. Pinned copies stay until unpinned; opened ones share
 * a budget and the least recently used go first, so opening files never fills the device.
 */

/** How much room opened (not pinned) copies may take together. */
export const OPENED_COPIES_BUDGET_BYTES = 200 * 1024 * 1024;

export type LocalBlob = { blob: Blob; mimeType: string; source: 'pending' | 'kept' };

/**
 * The file's bytes on this device: the blob still waiting to upload, else a kept copy of the
 * same object name (a copy of an older file of the resource is not this file).
 */
export async function readLocalFile(
  db: ReplicaDb,
  resourceId: string,
  path: string,
): Promise<LocalBlob | null> {
  return db.transaction('r', [db.pending_uploads, db.pinned_files], async () => {
    const pending = await db.pending_uploads.get(resourceId);
    if (pending && pending.path === path) {
      return { blob: pending.blob, mimeType: pending.mime_type, source: 'pending' as const };
    }
    const kept = await db.pinned_files.get(resourceId);
    if (kept && kept.path === path) {
      return { blob: kept.blob, mimeType: kept.mime_type, source: 'kept' as const };
    }
    return null;
  });
}

/** Marks a kept copy as just used (it is evicted last among opened copies). */
export async function touchKeptFile(db: ReplicaDb, resourceId: string, at: string): Promise<void> {
  await db.pinned_files.update(resourceId, { used_at: at });
}

/**
 * Keeps a downloaded file: `pinned` keeps it for good, 'opened' within the budget (older opened
 * copies are evicted to make room). A pinned copy stays pinned when the file is opened again.
 */
export async function keepFile(
  db: ReplicaDb,
  file: Omit<KeptFile, 'kept'> & { kept: KeptFile['kept'] },
  budgetBytes = OPENED_COPIES_BUDGET_BYTES,
): Promise<void> {
  await db.transaction('rw', db.pinned_files, async () => {
    const current = await db.pinned_files.get(file.resource_id);
    const kept = current?.kept === 'pinned' && current.path === file.path ? 'pinned' : file.kept;
    await db.pinned_files.put({ ...file, kept });
    if (kept === 'opened') await evictOpenedCopies(db, budgetBytes, file.resource_id);
  });
}

/** Pin or unpin a copy this device already holds; false when it holds none. */
export async function setKept(
  db: ReplicaDb,
  resourceId: string,
  kept: KeptFile['kept'],
  budgetBytes = OPENED_COPIES_BUDGET_BYTES,
): Promise<boolean> {
  return db.transaction('rw', db.pinned_files, async () => {
    const updated = await db.pinned_files.update(resourceId, { kept });
    if (updated && kept === 'opened') await evictOpenedCopies(db, budgetBytes, resourceId);
    return updated > 0;
  });
}

/** Drops opened copies, least recently used first, until they fit the budget (`keep` stays). */
async function evictOpenedCopies(db: ReplicaDb, budgetBytes: number, keep: string): Promise<void> {
  const opened = await db.pinned_files.where('kept').equals('opened').toArray();
  let total = opened.reduce((sum, copy) => sum + copy.blob.size, 0);
  const oldestFirst = opened
    .filter((copy) => copy.resource_id !== keep)
    .sort((a, b) => a.used_at.localeCompare(b.used_at));
  for (const copy of oldestFirst) {
    if (total <= budgetBytes) break;
    await db.pinned_files.delete(copy.resource_id);
    total -= copy.blob.size;
  }
}

/** What this device holds for every resource file, by resource id (the UI's live view). */
export async function readLocalFileStates(db: ReplicaDb): Promise<Map<string, LocalFileState>> {
  return db.transaction('r', [db.pending_uploads, db.pinned_files], async () => {
    const states = new Map<string, LocalFileState>();
    const state = (id: string) => {
      const existing = states.get(id) ?? { pending: null, message: null, kept: null };
      states.set(id, existing);
      return existing;
    };
    await db.pending_uploads.each((entry) => {
      const current = state(entry.resource_id);
      current.pending = entry.state;
      current.message = entry.message;
    });
    await db.pinned_files.each((copy) => {
      state(copy.resource_id).kept = copy.kept;
    });
    return states;
  });
}
