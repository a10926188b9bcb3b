import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadProgressStore } from '@/shared/lib/files/storage-progress';
import { ManualTime, SwitchableEnvironment, settle } from '@sync/engine/test-support/manual-time';
import { OFFLINE_WAIT_MESSAGE } from '@/shared/lib/files/storage-progress';
import { FileUploader, type StorageTransport } from './file-uploader';
import type { StorageAnswer } from './storage-http';
import { MemoryUploadQueue } from './test-support/memory-upload-queue';

const OK: StorageAnswer = { ok: true, blob: null };
const failure = (
  kind: 'offline' | 'transient' | 'auth' | 'refused',
  status: number,
  message = 'x',
) => ({ ok: false, kind, status, message }) as const;

let uploader: FileUploader | null = null;
afterEach(async () => {
  await uploader?.stop();
  uploader = null;
});

function setUp({
  answers = [] as StorageAnswer[],
  online = true,
  refresh = async () => true,
} = {}) {
  const queue = new MemoryUploadQueue();
  const time = new ManualTime('2026-11-25T04:00:00.000Z');
  const environment = new SwitchableEnvironment(online);
  const progress = createUploadProgressStore();
  const onUploaded = vi.fn();
  const onError = vi.fn();
  const pending = [...answers];
  const transport = {
    upload: vi.fn<StorageTransport['upload']>(async (_upload, { onProgress }) => {
      const answer = pending.shift() ?? OK;
      if (answer.ok) onProgress(5, 10);
      return answer;
    }),
    remove: vi.fn<StorageTransport['remove']>(async () => OK),
  };
  uploader = new FileUploader({
    queue,
    transport,
    progress,
    environment,
    clock: time,
    timers: time,
    refreshSession: vi.fn(refresh),
    onUploaded,
    onError,
  });
  return { queue, time, environment, progress, transport, onUploaded, onError, uploader };
}

describe('FileUploader', () => {
  it('uploads waiting files oldest first with progress, then asks for a sync', async () => {
    const { queue, progress, transport, onUploaded, uploader } = setUp();
    queue.add('r1');
    queue.add('r2');
    const seen: string[] = [];
    progress.subscribe(() =>
      seen.push(`${progress.get('r1')?.state}:${progress.get('r1')?.loaded}`),
    );
    uploader.start();
    await settle();

    expect(transport.upload.mock.calls.map(([upload]) => upload.path)).toEqual([
      'owner/r1/file.pdf',
      'owner/r2/file.pdf',
    ]);
    expect(queue.finished).toEqual(['r1', 'r2']);
    expect(seen).toContain('uploading:5');
    expect(progress.get('r1')).toEqual({ state: 'uploaded', loaded: 10, total: 10, message: null });
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('waits while offline, says so, and uploads when the network comes back', async () => {
    const { queue, environment, progress, transport, uploader } = setUp({ online: false });
    queue.add('r1');
    uploader.start();
    await settle();
    expect(transport.upload).not.toHaveBeenCalled();
    expect(progress.get('r1')).toMatchObject({ state: 'waiting', message: OFFLINE_WAIT_MESSAGE });

    environment.goOnline();
    await settle();
    expect(queue.finished).toEqual(['r1']);
  });

  it('starts a file written after start (the replica says so)', async () => {
    const { queue, uploader } = setUp();
    uploader.start();
    await settle();
    queue.add('later');
    await settle();
    expect(queue.finished).toEqual(['later']);
  });

  it('retries a failed upload with backoff (1 s, 2 s, 4 s) on the injected timers', async () => {
    const { queue, time, progress, transport, uploader } = setUp({
      answers: [failure('transient', 503), failure('offline', 0), failure('transient', 500)],
    });
    queue.add('r1');
    uploader.start();
    await settle();
    expect(transport.upload).toHaveBeenCalledTimes(1);
    expect(time.waiting()).toEqual([1000]);
    expect(progress.get('r1')?.message).toMatch(/trying again in 1 s/);

    await time.advance(1000);
    expect(transport.upload).toHaveBeenCalledTimes(2);
    expect(time.waiting()).toEqual([2000]);
    await time.advance(2000);
    expect(time.waiting()).toEqual([4000]);
    await time.advance(4000);
    expect(transport.upload).toHaveBeenCalledTimes(4);
    expect(queue.finished).toEqual(['r1']);
    expect(time.waiting()).toEqual([]);
  });

  it('marks a 413 refused with a message, never retries it, and goes on with the next file', async () => {
    const { queue, time, progress, transport, onUploaded, uploader } = setUp({
      answers: [failure('refused', 413, 'The object exceeded the maximum allowed size of 50 MB')],
    });
    queue.add('big');
    queue.add('small');
    uploader.start();
    await settle();
    expect(queue.uploads.get('big')).toMatchObject({ state: 'refused' });
    expect(queue.uploads.get('big')?.message).toMatch(/larger than the server accepts/);
    expect(progress.get('big')).toMatchObject({ state: 'refused' });
    expect(queue.finished).toEqual(['small']);
    expect(onUploaded).toHaveBeenCalledTimes(1);

    await time.advance(10 * 60_000);
    expect(transport.upload).toHaveBeenCalledTimes(2);
  });

  it('refreshes an expired token and retries once at once', async () => {
    const { queue, transport, uploader } = setUp({
      answers: [failure('auth', 403, 'jwt expired')],
    });
    queue.add('r1');
    uploader.start();
    await settle();
    expect(transport.upload).toHaveBeenCalledTimes(2);
    expect(queue.finished).toEqual(['r1']);
  });

  it('backs off when the session cannot be refreshed', async () => {
    const { queue, time, uploader } = setUp({
      answers: [failure('auth', 403, 'jwt expired')],
      refresh: async () => false,
    });
    queue.add('r1');
    uploader.start();
    await settle();
    expect(queue.finished).toEqual([]);
    expect(time.waiting()).toEqual([1000]);
  });

  it('removes settled deletions in one request and remembers them', async () => {
    const { queue, transport, uploader } = setUp();
    queue.deletions = {
      due: [
        { resource_id: 'a', path: 'owner/a/a.pdf' },
        { resource_id: 'b', path: 'owner/b/b.pdf' },
      ],
      nextAt: null,
    };
    uploader.start();
    await settle();
    expect(transport.remove).toHaveBeenCalledWith(['owner/a/a.pdf', 'owner/b/b.pdf']);
    expect(queue.recorded.map((due) => due.resource_id)).toEqual(['a', 'b']);
  });

  it('looks again when the next deletion settles', async () => {
    const { queue, time, transport, uploader } = setUp();
    const settlesAt = time.nowMs() + 5 * 60_000;
    queue.deletions = { due: [], nextAt: settlesAt };
    uploader.start();
    await settle();
    expect(time.waiting()).toEqual([5 * 60_000]);
    queue.deletions = { due: [{ resource_id: 'a', path: 'owner/a/a.pdf' }], nextAt: null };
    await time.advance(5 * 60_000);
    expect(transport.remove).toHaveBeenCalledTimes(1);
  });

  it('stops: no timer left, no subscription', async () => {
    const { queue, time, environment, uploader } = setUp({ answers: [failure('transient', 503)] });
    queue.add('r1');
    uploader.start();
    await settle();
    await uploader.stop();
    expect(time.waiting()).toEqual([]);
    expect(environment.subscribers).toBe(0);
  });
});
