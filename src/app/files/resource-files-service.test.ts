import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openReplica, type ReplicaDb } from '@/db/replica-db';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import type { FileResourceRef } from '@/shared/lib/files/storage-files';
import { OUT_OF_SPACE_MESSAGE } from '@/shared/lib/files/storage-limits';
import { createUploadProgressStore } from '@/shared/lib/files/storage-progress';
import { ManualTime } from '@sync/engine/test-support/manual-time';
import { createResourceFiles } from './resource-files-service';
import type { HttpAnswer, HttpRequest, HttpSend } from './storage-http';

let db: ReplicaDb;
let userId: string;
let answers: HttpAnswer[];
let requests: HttpRequest[];
let files: ReturnType<typeof createResourceFiles>;

const send: HttpSend = async (request) => {
  requests.push(request);
  return answers.shift() ?? { status: 0, text: '', blob: null };
};

beforeEach(async () => {
  userId = crypto.randomUUID();
  db = await openReplica(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  answers = [];
  requests = [];
  files = createResourceFiles({
    replica: createReplicaHandle(db),
    userId,
    endpoint: async () => ({
      url: 'https://project.test/storage/v1',
      apiKey: 'anon',
      accessToken: async () => 'user-token',
    }),
    send,
    clock: new ManualTime('2026-11-25T05:00:00.000Z'),
    progress: createUploadProgressStore(),
  });
});
afterEach(() => {
  files.stop();
  db.close();
  vi.restoreAllMocks();
});

const remote = (overrides: Partial<FileResourceRef> = {}): FileResourceRef => ({
  id: crypto.randomUUID(),
  owner_id: 'colleague',
  title: 'Their slides',
  file_path: 'colleague/r/slides deck.pdf',
  mime_type: 'application/pdf',
  size_bytes: 3,
  ...overrides,
});
const pdfAnswer = (): HttpAnswer => ({
  status: 200,
  text: '',
  blob: new Blob(['pdf'], { type: 'application/octet-stream' }),
});

describe('ResourceFiles', () => {
  it("opens a file added here from this device's blob, with no request", async () => {
    const made = await files.createFileResource(
      { title: 'Mine' },
      new File(['png'], 'board.png', { type: 'image/png' }),
    );
    if (!made.ok) throw new Error(made.message);
    const read = await files.readFile({
      id: made.resourceId,
      owner_id: userId,
      title: 'Mine',
      file_path: made.path,
      mime_type: 'image/png',
      size_bytes: 3,
    });
    expect(read).toMatchObject({ ok: true, name: 'board.png', presentation: 'image' });
    expect(requests).toEqual([]);
  });

  it('downloads with the user token, keeps the copy, and opens it again offline', async () => {
    const resource = remote();
    answers = [pdfAnswer()];
    const first = await files.readFile(resource);
    expect(first).toMatchObject({ ok: true, presentation: 'pdf', name: 'slides deck.pdf' });
    // The row's type on the bytes, so the browser's PDF viewer takes them.
    expect(first.ok && first.blob.type).toBe('application/pdf');
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://project.test/storage/v1/object/resources/colleague/r/slides%20deck.pdf',
      headers: { apikey: 'anon', Authorization: 'Bearer user-token' },
    });

    const again = await files.readFile(resource);
    expect(again).toMatchObject({ ok: true });
    expect(requests).toHaveLength(1);
    expect((await db.pinned_files.get(resource.id))?.kept).toBe('opened');
  });

  it('says so when the file is not here and there is no network, or not on the server', async () => {
    expect(await files.readFile(remote())).toMatchObject({ ok: false, reason: 'offline' });
    answers = [
      { status: 404, text: '{"statusCode":"404","message":"Object not found"}', blob: null },
    ];
    expect(await files.readFile(remote())).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('pins by downloading a copy, unpins to an opened copy', async () => {
    const resource = remote();
    answers = [pdfAnswer()];
    expect(await files.setPinned(resource, true)).toEqual({ ok: true });
    expect((await db.pinned_files.get(resource.id))?.kept).toBe('pinned');
    expect(await files.setPinned(resource, false)).toEqual({ ok: true });
    expect((await db.pinned_files.get(resource.id))?.kept).toBe('opened');
  });

  it('says the device is full when a pin does not fit', async () => {
    answers = [pdfAnswer()];
    vi.spyOn(db.pinned_files, 'put').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    expect(await files.setPinned(remote(), true)).toEqual({
      ok: false,
      reason: 'out-of-space',
      message: OUT_OF_SPACE_MESSAGE,
    });
  });
});
