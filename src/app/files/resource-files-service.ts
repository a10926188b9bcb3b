import { attachFileToLesson, createFileResource } from '@/db/files/create-file-resource';
import {
  keepFile,
  readLocalFile,
  readLocalFileStates,
  setKept,
  touchKeptFile,
} from '@/db/files/kept-files';
import { isQuotaError, outOfSpace } from '@/db/files/quota';
import type { ReplicaHandle } from '@/db/replica-hooks';
import type {
  FileRefusal,
  FileResourceRef,
  LocalFileState,
  ReadFileResult,
  ResourceFiles,
} from '@/shared/lib/files/storage-files';
import { fileNameOfPath } from '@/shared/lib/files/storage-limits';
import { presentationOf } from '@/shared/lib/files/storage-presentation';
import type { WritableUploadProgressStore } from '@/shared/lib/files/storage-progress';
import type { Clock } from '@sync/engine/ports';
import { downloadObject, type HttpSend, type StorageEndpoint } from './storage-http';

export interface ResourceFilesDeps {
  replica: ReplicaHandle;
  userId: string;
  /** The signed-in user's Storage endpoint; null when there is none (no backend). */
  endpoint: () => Promise<StorageEndpoint | null>;
  send: HttpSend;
  clock: Clock;
  progress: WritableUploadProgressStore;
}

const DEVICE_FAILURE: FileRefusal = {
  ok: false,
  reason: 'failed',
  message: 'That did not work on this device. Reload the page and try again.',
};
const NO_FILE: FileRefusal = {
  ok: false,
  reason: 'not-found',
  message: 'This resource has no file.',
};
const OFFLINE: FileRefusal = {
  ok: false,
  reason: 'offline',
  message:
    'This file is not on this device and there is no connection. Open or pin it while online to have it offline.',
};

/**
 * The app's implementation of the ResourceFiles port (src/shared/lib/files/storage-files.ts):
 * commands over this user's replica, files read from this device first (a waiting upload, a kept
 * copy) and downloaded from /storage/v1 otherwise, every download kept so it opens offline next
 * time.
 */
export function createResourceFiles(deps: ResourceFilesDeps): ResourceFiles & { stop(): void } {
  const { replica, userId, clock } = deps;
  const db = replica.db;
  const ctx = { userId };
  const local = liveLocalStates(replica);

  async function download(resource: FileResourceRef, path: string): Promise<Blob | FileRefusal> {
    const endpoint = await deps.endpoint();
    if (!endpoint) return OFFLINE;
    const answer = await downloadObject(deps.send, endpoint, path);
    if (answer.ok && answer.blob) return typed(answer.blob, resource.mime_type);
    if (!answer.ok && answer.kind === 'offline') return OFFLINE;
    if (!answer.ok && answer.status === 404) {
      return {
        ok: false,
        reason: 'not-found',
        message:
          'The file is not on the server yet (or any more). If it was added on another device, it uploads when that device is next online.',
      };
    }
    return {
      ok: false,
      reason: 'failed',
      message: `The file could not be downloaded: ${answer.ok ? 'the answer was empty' : answer.message}. Try again.`,
    };
  }

  async function readFile(resource: FileResourceRef): Promise<ReadFileResult> {
    const path = resource.file_path;
    if (!path) return NO_FILE;
    const name = fileNameOfPath(path);
    const presentation = presentationOf(resource.mime_type);
    const here = await readLocalFile(db, resource.id, path);
    if (here) {
      if (here.source === 'kept') await touchKeptFile(db, resource.id, clock.nowIso());
      return { ok: true, blob: typed(here.blob, resource.mime_type), name, presentation };
    }
    const blob = await download(resource, path);
    if (!(blob instanceof Blob)) return blob;
    // Keeping is best effort: a full device still shows the file it just downloaded.
    await keepFile(db, keptCopy(resource.id, path, blob, 'opened', clock)).catch(
      (error: unknown) => {
        if (!isQuotaError(error)) throw error;
      },
    );
    return { ok: true, blob, name, presentation };
  }

  return {
    progress: deps.progress,
    local,
    async createFileResource(fields, file) {
      return guarded(() => createFileResource(db, ctx, fields, file));
    },
    async attachFileToLesson(lessonId, file) {
      return guarded(() => attachFileToLesson(db, ctx, lessonId, file));
    },
    readFile(resource): Promise<ReadFileResult> {
      return guarded(() => readFile(resource));
    },
    async setPinned(resource, pinned) {
      const path = resource.file_path;
      if (!path) return NO_FILE;
      return guarded(async () => {
        if (!pinned) {
          await setKept(db, resource.id, 'opened');
          return { ok: true as const };
        }
        if (await setKept(db, resource.id, 'pinned')) return { ok: true as const };
        const here = await readLocalFile(db, resource.id, path);
        const blob = here?.blob ?? (await download(resource, path));
        if (!(blob instanceof Blob)) return blob;
        await keepFile(db, keptCopy(resource.id, path, blob, 'pinned', clock));
        return { ok: true as const };
      });
    },
    stop: local.stop,
  };
}

function keptCopy(
  resourceId: string,
  path: string,
  blob: Blob,
  kept: 'pinned' | 'opened',
  clock: Clock,
) {
  return {
    resource_id: resourceId,
    path,
    blob,
    mime_type: blob.type || 'application/octet-stream',
    kept,
    used_at: clock.nowIso(),
  };
}

/** The row's MIME type on the bytes, so a PDF opens in the viewer and an image decodes. */
function typed(blob: Blob, mimeType: string | null): Blob {
  if (!mimeType || blob.type === mimeType) return blob;
  return new Blob([blob], { type: mimeType });
}

/** A full device says so; any other throw is IndexedDB failing, said in words and logged. */
async function guarded<R>(run: () => Promise<R>): Promise<R | FileRefusal> {
  try {
    return await run();
  } catch (error) {
    if (isQuotaError(error)) return outOfSpace();
    console.error(error);
    return DEVICE_FAILURE;
  }
}

/** One live read of every local file state, started by the first subscriber. */
function liveLocalStates(replica: ReplicaHandle) {
  let value: ReadonlyMap<string, LocalFileState> = new Map();
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  const stop = () => {
    subscription?.unsubscribe();
    subscription = null;
  };
  return {
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      subscription ??= replica
        .live(() => readLocalFileStates(replica.db))
        .subscribe({
          next(next) {
            value = next;
            for (const notify of listeners) notify();
          },
          error: (error) => console.warn('A live read of local files failed', error),
        });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    stop,
  };
}
