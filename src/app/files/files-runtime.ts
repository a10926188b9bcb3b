import {
  dropDeletedFiles,
  planFileDeletions,
  recordFileDeletions,
} from '@/db/files/file-deletions';
import { finishUpload, refuseUpload, waitingUploads } from '@/db/files/upload-queue';
import type { ReplicaHandle } from '@/db/replica-hooks';
import { createUploadProgressStore } from '@/shared/lib/files/storage-progress';
import type { Clock, Environment, Timers } from '@sync/engine/ports';
import type { SyncBackend } from '../sync/sync-backend';
import { FileUploader, type UploadQueue } from './file-uploader';
import { openProgressChannel, type ProgressChannelFactory } from './progress-channel';
import { createResourceFiles } from './resource-files-service';
import { storageEndpointOf } from './storage-endpoint';
import {
  removeObjects,
  uploadObject,
  xhrSend,
  type HttpSend,
  type StorageEndpoint,
} from './storage-http';

/**
 * The stores whose writes may give the uploader work: a new blob, a tombstone. A pushed tombstone
 * is noticed when the same cycle's pull writes the row back; the outbox itself is not watched,
 * or every autosave of a lesson would run a pass.
 */
const WATCHED = ['pending_uploads', 'resources'] as const;

/** The replica's side of the uploader, bound to one user's replica. */
export function replicaUploadQueue(
  replica: ReplicaHandle,
  userId: string,
  clock: Clock,
): UploadQueue {
  const db = replica.db;
  return {
    waiting: () => waitingUploads(db),
    finish: (upload) => finishUpload(db, upload, clock.nowIso()),
    refuse: (resourceId, message) => refuseUpload(db, resourceId, message),
    planDeletions: (nowMs) => planFileDeletions(db, userId, nowMs),
    recordDeletions: (done) => recordFileDeletions(db, done, clock.nowIso()),
    dropDeleted: (nowMs) => dropDeletedFiles(db, nowMs),
    watch: (listener) => replica.watch(WATCHED, () => listener()),
  };
}

export interface FilesRuntimeDeps {
  replica: ReplicaHandle;
  userId: string;
  /** The signed-in backend, connected on first need in any tab (downloads); null: none. */
  connect: () => Promise<SyncBackend | null>;
  clock: Clock;
  timers: Timers;
  environment: Environment;
  /** XMLHttpRequest in the browser; tests send over fetch to the real stack. */
  send?: HttpSend;
  broadcastChannel?: ProgressChannelFactory;
  onError: (error: unknown) => void;
}

/**
 * Resource files for one signed-in user: the port the UI uses (every tab) and, in the tab that
 * leads sync, the uploader. Upload progress is shared with the other tabs over a
 * BroadcastChannel, so a file uploading in the leader shows its bar everywhere.
 */
export function startFilesRuntime(deps: FilesRuntimeDeps) {
  const send = deps.send ?? xhrSend;
  const progress = createUploadProgressStore();
  const channel = openProgressChannel(deps.userId, deps.broadcastChannel, progress);
  let endpoint: Promise<StorageEndpoint | null> | null = null;
  /** Connected once; a failed or empty connect is asked again next time (network, session). */
  const endpointOf = async () => {
    endpoint ??= deps
      .connect()
      .then((backend) => (backend ? storageEndpointOf(backend.client) : null))
      .catch((error: unknown) => {
        deps.onError(error);
        return null;
      });
    const found = await endpoint;
    if (!found) endpoint = null;
    return found;
  };
  const files = createResourceFiles({
    replica: deps.replica,
    userId: deps.userId,
    endpoint: endpointOf,
    send,
    clock: deps.clock,
    progress,
  });

  return {
    files,
    /** Leader only: uploads waiting files and removes deleted ones; `onUploaded` asks for a sync. */
    startUploader(backend: SyncBackend, onUploaded: () => void): Pick<FileUploader, 'stop'> {
      const storage = storageEndpointOf(backend.client);
      if (!storage) return { stop: async () => undefined };
      const uploader = new FileUploader({
        queue: replicaUploadQueue(deps.replica, deps.userId, deps.clock),
        transport: {
          upload: (upload, options) => uploadObject(send, storage, upload, options),
          remove: (paths) => removeObjects(send, storage, paths),
        },
        progress: channel.publishing,
        environment: deps.environment,
        clock: deps.clock,
        timers: deps.timers,
        refreshSession: backend.refreshSession,
        onUploaded,
        onError: deps.onError,
      });
      uploader.start();
      return uploader;
    },
    stop() {
      files.stop();
      channel.close();
    },
  };
}

export type FilesRuntime = ReturnType<typeof startFilesRuntime>;
