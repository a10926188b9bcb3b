import type { DeletionPlan, DueDeletion } from '@/db/files/file-deletions';
import type { PendingUpload } from '@/db/files/file-stores';
import {
  OFFLINE_WAIT_MESSAGE,
  type UploadProgress,
  type WritableUploadProgressStore,
} from '@/shared/lib/files/storage-progress';
import type { Clock, Environment, Timers } from '@sync/engine/ports';
import type { StorageAnswer } from './storage-http';

/** The replica's side of uploading (src/db/files, bound to one replica). */
export interface UploadQueue {
  /** Waiting blobs of live resources, oldest first. */
  waiting(): Promise<PendingUpload[]>;
  /** The object exists: release the outbox and keep the blob as this device's copy. */
  finish(upload: PendingUpload): Promise<void>;
  /** Refused for good: the outbox goes on, the teacher is told why. */
  refuse(resourceId: string, message: string): Promise<void>;
  planDeletions(nowMs: number): Promise<DeletionPlan>;
  recordDeletions(done: readonly DueDeletion[]): Promise<void>;
  /** Drops blobs of settled deletions; answers when the next one settles (or null). */
  dropDeleted(nowMs: number): Promise<number | null>;
  /** Calls back after a write to what the uploader reads (a new blob, a tombstone, a push). */
  watch(listener: () => void): () => void;
}

/** The server's side (storage-http.ts, bound to the signed-in user's endpoint). */
export interface StorageTransport {
  upload(
    upload: { path: string; blob: Blob; mimeType: string },
    options: { onProgress: (loaded: number, total: number) => void; signal: AbortSignal },
  ): Promise<StorageAnswer>;
  remove(paths: readonly string[]): Promise<StorageAnswer>;
}

export interface FileUploaderOptions {
  queue: UploadQueue;
  transport: StorageTransport;
  progress: WritableUploadProgressStore;
  environment: Environment;
  clock: Clock;
  timers: Timers;
  /** Refreshes an expired session; true when a fresh token is in use (never signs out). */
  refreshSession: () => Promise<boolean>;
  /** A file is up: the held-back outbox may go now. */
  onUploaded: () => void;
  onError: (error: unknown) => void;
}

/** Backoff after a failed upload or removal: 1 s, 2 s, 4 s … at most a minute. */
export const UPLOAD_RETRY_MAX_MS = 60_000;
/** hosted Storage and the gateway take at most 1,000 names per remove. */
const REMOVE_BATCH = 1000;

type Outcome = 'uploaded' | 'refused' | 'retry';

/**
 * Uploads waiting files before their rows are pushed (DESIGN §6 "Files offline") and removes the
 * objects of deleted resources once their tombstones synced. Runs in the tab that leads sync.
 * A pass runs on start, when the network comes back, after a write to the stores it reads, and
 * when a retry or a settling deletion is due; passes never overlap. A failed request backs off;
 * a refusal (413, 403, 400) is final for that file and never retried.
 */
export class FileUploader {
  private started = false;
  private running: Promise<void> | null = null;
  private rerun = false;
  private failures = 0;
  private timer: unknown = null;
  private current: AbortController | null = null;
  private unsubscribe: Array<() => void> = [];

  constructor(private readonly options: FileUploaderOptions) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = [
      this.options.queue.watch(() => void this.kick()),
      this.options.environment.subscribe((event) => {
        if (event === 'online') {
          this.failures = 0;
          void this.kick();
        } else if (event === 'offline') this.current?.abort();
      }),
    ];
    void this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
    this.cancelTimer();
    this.current?.abort();
    await this.running;
  }

  /** Runs a pass now, or once more after the one running. Resolves when passes are done. */
  kick(): Promise<void> {
    if (!this.started) return Promise.resolve();
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.rerun = false;
      this.cancelTimer();
      let nextAt: number | null;
      try {
        nextAt = await this.pass();
      } catch (error) {
        // The replica failed (closed on sign-out, quota): report it and try again later.
        this.options.onError(error);
        nextAt = this.options.clock.nowMs() + this.backoffMs();
      }
      if (nextAt !== null && this.started) this.schedule(nextAt);
    } while (this.rerun && this.started);
  }

  /** One pass over the queue and the deletions; answers when the next is due (null: on events). */
  private async pass(): Promise<number | null> {
    const { queue, environment, clock } = this.options;
    const now = clock.nowMs();
    const dropAt = await queue.dropDeleted(now);
    const waiting = await queue.waiting();
    if (!environment.isOnline()) {
      for (const upload of waiting) this.report(upload, 'waiting', 0, OFFLINE_WAIT_MESSAGE);
      return dropAt;
    }
    for (const upload of waiting) this.report(upload, 'waiting', 0, null);

    let retryAt: number | null = null;
    let uploaded = false;
    for (const upload of waiting) {
      if (!this.started) return null;
      const outcome = await this.uploadOne(upload);
      if (outcome === 'uploaded') uploaded = true;
      if (outcome === 'retry') {
        retryAt = clock.nowMs() + this.backoffMs();
        break;
      }
    }
    if (uploaded) this.options.onUploaded();
    const deletions = await this.removeSettled();
    return earliest(retryAt, dropAt, deletions);
  }

  private async uploadOne(upload: PendingUpload, refreshed = false): Promise<Outcome> {
    const { transport, progress } = this.options;
    const total = upload.blob.size;
    this.report(upload, 'uploading', 0, null);
    this.current = new AbortController();
    const answer = await transport
      .upload(
        { path: upload.path, blob: upload.blob, mimeType: upload.mime_type },
        {
          signal: this.current.signal,
          onProgress: (loaded) => this.report(upload, 'uploading', Math.min(loaded, total), null),
        },
      )
      .finally(() => (this.current = null));
    if (answer.ok) {
      await this.options.queue.finish(upload);
      this.failures = 0;
      progress.set(upload.resource_id, { state: 'uploaded', loaded: total, total, message: null });
      return 'uploaded';
    }
    if (answer.kind === 'refused') {
      const message = refusalMessage(answer.status, answer.message);
      await this.options.queue.refuse(upload.resource_id, message);
      progress.set(upload.resource_id, { state: 'refused', loaded: 0, total, message });
      return 'refused';
    }
    if (answer.kind === 'auth' && !refreshed && (await this.refresh())) {
      return this.uploadOne(upload, true);
    }
    this.failures += 1;
    const waitMs = this.backoffMs();
    const message =
      answer.kind === 'offline' || !this.options.environment.isOnline()
        ? OFFLINE_WAIT_MESSAGE
        : `The upload did not finish; trying again in ${Math.ceil(waitMs / 1000)} s.`;
    this.report(upload, 'waiting', 0, message);
    return 'retry';
  }

  /** Removes objects of settled, synced deletions; answers when to look again. */
  private async removeSettled(): Promise<number | null> {
    const { queue, transport, clock } = this.options;
    const plan = await queue.planDeletions(clock.nowMs());
    for (let start = 0; start < plan.due.length; start += REMOVE_BATCH) {
      const batch = plan.due.slice(start, start + REMOVE_BATCH);
      let answer = await transport.remove(batch.map((due) => due.path));
      if (!answer.ok && answer.kind === 'auth' && (await this.refresh())) {
        answer = await transport.remove(batch.map((due) => due.path));
      }
      if (!answer.ok && answer.kind !== 'refused') {
        this.failures += 1;
        return earliest(plan.nextAt, clock.nowMs() + this.backoffMs());
      }
      // A refusal would be refused again: remember it as done rather than ask forever.
      if (!answer.ok)
        this.options.onError(new Error(`Storage refused a removal: ${answer.message}`));
      await queue.recordDeletions(batch);
    }
    return plan.nextAt;
  }

  private async refresh(): Promise<boolean> {
    return this.options.refreshSession().catch(() => false);
  }

  private report(
    upload: PendingUpload,
    state: UploadProgress['state'],
    loaded: number,
    message: string | null,
  ): void {
    this.options.progress.set(upload.resource_id, {
      state,
      loaded,
      total: upload.blob.size,
      message,
    });
  }

  private backoffMs(): number {
    return Math.min(1000 * 2 ** Math.max(0, this.failures - 1), UPLOAD_RETRY_MAX_MS);
  }

  private schedule(atMs: number): void {
    this.cancelTimer();
    const delay = Math.max(0, atMs - this.options.clock.nowMs());
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      void this.kick();
    }, delay);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}

function earliest(...times: Array<number | null>): number | null {
  const set = times.filter((time): time is number => time !== null);
  return set.length === 0 ? null : Math.min(...set);
}

/** What the teacher reads when the server will not take a file. */
export function refusalMessage(status: number, serverMessage: string): string {
  const reason =
    status === 413
      ? 'it is larger than the server accepts'
      : status === 403
        ? 'the server did not allow it'
        : `the server refused it (${serverMessage})`;
  return `This file was not uploaded: ${reason}. It opens on this device only; delete the resource and add the file again if you need it elsewhere.`;
}
