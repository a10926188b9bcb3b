import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReplica, type ReplicaDb } from '../replica-db';
import { writeWithOutbox } from '../write-with-outbox';
import { createFileResource } from './create-file-resource';
import {
  FILE_DELETION_GRACE_MS,
  dropDeletedFiles,
  planFileDeletions,
  recordFileDeletions,
} from './file-deletions';
import { keepFile } from './kept-files';

const DELETED_AT = '2026-11-25T04:00:00.000Z';
const deletedMs = Date.parse(DELETED_AT);
let db: ReplicaDb;
let userId: string;
beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

async function deletedFile() {
  const made = await createFileResource(db, { userId }, { title: 'Plan' }, new Blob(['x']), {
    estimate: null,
  });
  if (!made.ok) throw new Error(made.message);
  const gone = await writeWithOutbox(
    db,
    'resources',
    { op: 'delete', id: made.resourceId },
    {
      now: () => DELETED_AT,
    },
  );
  if (!gone.ok) throw new Error(gone.message);
  return made;
}

describe('file deletions', () => {
  it('waits for the tombstone to sync and the grace to pass, then asks once', async () => {
    const { resourceId, path } = await deletedFile();
    const after = deletedMs + FILE_DELETION_GRACE_MS;
    // Still in the outbox: the server thinks it is live.
    expect(await planFileDeletions(db, userId, after)).toEqual({ due: [], nextAt: null });

    await db.outbox.clear();
    expect(await planFileDeletions(db, userId, deletedMs)).toEqual({ due: [], nextAt: after });
    expect(await planFileDeletions(db, userId, after)).toEqual({
      due: [{ resource_id: resourceId, path }],
      nextAt: null,
    });
    await recordFileDeletions(db, [{ resource_id: resourceId, path }], DELETED_AT);
    expect(await planFileDeletions(db, userId, after)).toEqual({ due: [], nextAt: null });
  });

  it("never plans another owner's object", async () => {
    await deletedFile();
    await db.outbox.clear();
    const other = crypto.randomUUID();
    expect((await planFileDeletions(db, other, Number.MAX_SAFE_INTEGER)).due).toEqual([]);
  });

  it("drops a deleted resource's blob and copy once the deletion settled, and orphaned copies", async () => {
    const { resourceId, path } = await deletedFile();
    await keepFile(db, {
      resource_id: resourceId,
      path,
      blob: new Blob(['x']),
      mime_type: 'application/pdf',
      kept: 'pinned',
      used_at: DELETED_AT,
    });
    await keepFile(db, {
      resource_id: 'gone-from-replica',
      path: 'u/gone/f.pdf',
      blob: new Blob(['x']),
      mime_type: 'application/pdf',
      kept: 'pinned',
      used_at: DELETED_AT,
    });
    // Within the grace (Undo may restore it): kept, except the orphan.
    expect(await dropDeletedFiles(db, deletedMs)).toBe(deletedMs + FILE_DELETION_GRACE_MS);
    expect(await db.pending_uploads.count()).toBe(1);
    expect(await db.pinned_files.toCollection().primaryKeys()).toEqual([resourceId]);

    expect(await dropDeletedFiles(db, deletedMs + FILE_DELETION_GRACE_MS)).toBeNull();
    expect(await db.pending_uploads.count()).toBe(0);
    expect(await db.pinned_files.count()).toBe(0);
  });
});
