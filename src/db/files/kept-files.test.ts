import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReplica, type ReplicaDb } from '../replica-db';
import { createFileResource } from './create-file-resource';
import { keepFile, readLocalFile, readLocalFileStates, setKept } from './kept-files';
import { finishUpload, refuseUpload, waitingUploads } from './upload-queue';

let db: ReplicaDb;
let userId: string;
beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const bytes = (size: number) => new Blob([new Uint8Array(size)], { type: 'application/pdf' });
const copy = (id: string, size: number, usedAt: string, kept: 'pinned' | 'opened' = 'opened') => ({
  resource_id: id,
  path: `${userId}/${id}/f.pdf`,
  blob: bytes(size),
  mime_type: 'application/pdf',
  kept,
  used_at: usedAt,
});

async function newFile(title = 'Plan') {
  const made = await createFileResource(db, { userId }, { title }, bytes(4), { estimate: null });
  if (!made.ok) throw new Error(made.message);
  return made;
}

describe('local files', () => {
  it('opens a waiting upload from its own blob, then from the kept copy once uploaded', async () => {
    const { resourceId, path } = await newFile();
    expect(await readLocalFile(db, resourceId, path)).toMatchObject({ source: 'pending' });
    expect(await readLocalFile(db, resourceId, `${path}.old`)).toBeNull();

    const [upload] = await waitingUploads(db);
    await finishUpload(db, upload!, '2026-11-25T05:00:00.000Z');
    expect(await db.pending_uploads.count()).toBe(0);
    expect(await readLocalFile(db, resourceId, path)).toMatchObject({ source: 'kept' });
    expect((await readLocalFileStates(db)).get(resourceId)).toEqual({
      pending: null,
      message: null,
      kept: 'opened',
    });
  });

  it('lists only waiting uploads of live resources, oldest first', async () => {
    const first = await newFile('First');
    const second = await newFile('Second');
    await refuseUpload(db, first.resourceId, 'Too large');
    expect((await waitingUploads(db)).map((upload) => upload.resource_id)).toEqual([
      second.resourceId,
    ]);
    expect((await readLocalFileStates(db)).get(first.resourceId)).toMatchObject({
      pending: 'refused',
      message: 'Too large',
    });
  });

  it('evicts opened copies least recently used first, never pinned ones', async () => {
    await keepFile(db, copy('a', 40, '2026-11-25T01:00:00.000Z'), 100);
    await keepFile(db, copy('pinned', 80, '2026-11-25T00:00:00.000Z', 'pinned'), 100);
    await keepFile(db, copy('b', 40, '2026-11-25T02:00:00.000Z'), 100);
    await keepFile(db, copy('c', 40, '2026-11-25T03:00:00.000Z'), 100);
    expect((await db.pinned_files.toCollection().primaryKeys()).sort()).toEqual([
      'b',
      'c',
      'pinned',
    ]);
  });

  it('pins and unpins a copy it holds; an opened file stays pinned when opened again', async () => {
    await keepFile(db, copy('a', 10, '2026-11-25T01:00:00.000Z'));
    expect(await setKept(db, 'a', 'pinned')).toBe(true);
    await keepFile(db, copy('a', 10, '2026-11-25T02:00:00.000Z', 'opened'));
    expect((await db.pinned_files.get('a'))?.kept).toBe('pinned');
    expect(await setKept(db, 'a', 'opened')).toBe(true);
    expect((await db.pinned_files.get('a'))?.kept).toBe('opened');
    expect(await setKept(db, 'missing', 'pinned')).toBe(false);
  });
});
