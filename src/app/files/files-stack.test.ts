// First: Dexie's liveQuery and storagemutated need a global indexedDB when Dexie loads.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ws from 'ws';
import { createFileResource } from '@/db/files/create-file-resource';
import { FILE_DELETION_GRACE_MS } from '@/db/files/file-deletions';
import { readLocalFile } from '@/db/files/kept-files';
import { DexieLocalReplica } from '@/db/local-replica';
import { openReplica, type ReplicaDb } from '@/db/replica-db';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { writeWithOutbox } from '@/db/write-with-outbox';
import { createUploadProgressStore } from '@/shared/lib/files/storage-progress';
import { runSyncCycle } from '@sync/engine/sync-cycle';
import { ManualTime, SwitchableEnvironment } from '@sync/engine/test-support/manual-time';
import { createSupabaseRemoteStore } from '@sync/remote/supabase-remote-store';
import { startSyncServer, type SyncServer } from '../../../tests/sync/harness/sync-server';
import { SYNC_ROW_SCHEMAS } from '../sync/sync-row-schemas';
import { FileUploader } from './file-uploader';
import { replicaUploadQueue } from './files-runtime';
import { downloadObject, removeObjects, uploadObject, type StorageEndpoint } from './storage-http';
import { fetchSend } from './test-support/fetch-send';

/**
 * The uploader against the real local stack over HTTP: /storage/v1 with its RLS policies and
 * size limit, and sync_push through PostgREST for the rows. Node has no XMLHttpRequest, so the
 * same requests go over fetch (test-support/fetch-send.ts).
 */
let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

let userId: string;
let db: ReplicaDb;
let endpoint: StorageEndpoint;
let client: SupabaseClient;
let time: ManualTime;
let uploader: FileUploader;
let onUploaded: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  userId = await server.createUser();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  time = new ManualTime(new Date().toISOString());
  endpoint = {
    url: `${server.url}/storage/v1`,
    apiKey: server.anonKey,
    accessToken: async () => server.token(userId),
  };
  client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${server.token(userId)}` } },
    realtime: { transport: ws as never },
  });
  onUploaded = vi.fn<() => void>();
  uploader = new FileUploader({
    queue: replicaUploadQueue(createReplicaHandle(db), userId, time),
    transport: {
      upload: (upload, options) => uploadObject(fetchSend, endpoint, upload, options),
      remove: (paths) => removeObjects(fetchSend, endpoint, paths),
    },
    progress: createUploadProgressStore(),
    environment: new SwitchableEnvironment(true),
    clock: time,
    timers: time,
    refreshSession: async () => false,
    onUploaded,
    onError: (error) => {
      throw error;
    },
  });
});
afterEach(async () => {
  await uploader.stop();
  db.close();
});

const sync = () =>
  runSyncCycle({
    local: new DexieLocalReplica(db),
    remote: createSupabaseRemoteStore(client, { rowSchemas: SYNC_ROW_SCHEMAS }),
    pushBatchSize: 100,
    pullPageSize: 500,
    now: () => time.nowIso(),
    onPhase: () => undefined,
  });

async function serverRow(resourceId: string) {
  const { data, error } = await client
    .from('resources')
    .select('id, file_path, deleted_at')
    .eq('id', resourceId);
  if (error) throw error;
  return data[0] ?? null;
}

const BYTES = new TextEncoder().encode('%PDF-1.4 a lesson plan');

async function addFile(bytes: Uint8Array<ArrayBuffer> = BYTES) {
  const file = new File([bytes], 'Lesson plan.pdf', { type: 'application/pdf' });
  const made = await createFileResource(db, { userId }, { title: 'Plan' }, file, {
    estimate: null,
    now: () => time.nowIso(),
  });
  if (!made.ok) throw new Error(made.message);
  return made;
}

describe('files through the real /storage/v1', () => {
  it('uploads the file before its row is pushed', async () => {
    const { resourceId, path } = await addFile();

    await sync();
    expect(await serverRow(resourceId)).toBeNull();
    expect(await db.outbox.count()).toBe(1);

    uploader.start();
    await uploader.kick();
    expect(onUploaded).toHaveBeenCalled();
    const downloaded = await downloadObject(fetchSend, endpoint, path);
    expect(downloaded.ok && new Uint8Array(await downloaded.blob!.arrayBuffer())).toEqual(BYTES);
    expect(await db.pending_uploads.count()).toBe(0);
    // The device keeps its own copy: the file opens here with no network.
    expect(await readLocalFile(db, resourceId, path)).toMatchObject({ source: 'kept' });

    await sync();
    expect(await serverRow(resourceId)).toMatchObject({ file_path: path, deleted_at: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('marks a file the server refuses (413) refused, once, and lets the outbox go on', async () => {
    const sql = server.stack.database.sql;
    await sql.query(`update storage.buckets set file_size_limit = 1024 where id = 'resources'`);
    try {
      const { resourceId } = await addFile(new Uint8Array(4096));
      uploader.start();
      await uploader.kick();
      const pending = await db.pending_uploads.get(resourceId);
      expect(pending).toMatchObject({ state: 'refused' });
      expect(pending?.message).toMatch(/larger than the server accepts/);
      expect(onUploaded).not.toHaveBeenCalled();
      expect(time.waiting()).toEqual([]);

      await sync();
      expect(await serverRow(resourceId)).not.toBeNull();
    } finally {
      await sql.query(
        `update storage.buckets set file_size_limit = 52428800 where id = 'resources'`,
      );
    }
  });

  it('removes the object once the tombstone synced and the deletion settled', async () => {
    const { resourceId, path } = await addFile();
    uploader.start();
    await uploader.kick();
    await sync();

    const deleted = await writeWithOutbox(
      db,
      'resources',
      { op: 'delete', id: resourceId },
      {
        now: () => time.nowIso(),
      },
    );
    expect(deleted.ok).toBe(true);
    await uploader.kick();
    // Not pushed yet: colleagues may still read it, so the object stays.
    expect((await downloadObject(fetchSend, endpoint, path)).ok).toBe(true);

    await sync();
    await uploader.kick();
    // Pushed, but Undo may still restore it within the grace.
    expect((await downloadObject(fetchSend, endpoint, path)).ok).toBe(true);
    // The grace runs from the tombstone's deleted_at as pulled back (the server's clock).
    const [settlesIn] = time.waiting();
    expect(settlesIn).toBeGreaterThanOrEqual(FILE_DELETION_GRACE_MS - 60_000);
    expect(settlesIn).toBeLessThanOrEqual(FILE_DELETION_GRACE_MS + 60_000);

    await time.advance(settlesIn!);
    await uploader.kick();
    expect(await downloadObject(fetchSend, endpoint, path)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await db.file_deletions.get(path)).toMatchObject({ resource_id: resourceId });
    expect(await readLocalFile(db, resourceId, path)).toBeNull();
  });
});
