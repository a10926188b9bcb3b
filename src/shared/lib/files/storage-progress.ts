/**
 * Where each resource's upload stands, as an external store the UI reads with
 * useSyncExternalStore. The uploader (src/app/files) writes it; nothing here knows of Dexie or
 * the network.
 */
/** Issue 15's words for a file that waits for the network. */
export const OFFLINE_WAIT_MESSAGE = 'Waiting to upload — will upload when you are back online';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'refused';

export interface UploadProgress {
  state: UploadState;
  /** Bytes sent so far and in all (0 of 0 until the upload starts). */
  loaded: number;
  total: number;
  /** Why it waits or was refused, in words for the teacher; null when there is nothing to say. */
  message: string | null;
}

export interface UploadProgressStore {
  /** The upload of a resource's file this tab knows of; null when it knows of none. */
  get(resourceId: string): UploadProgress | null;
  /** Calls back after any change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface WritableUploadProgressStore extends UploadProgressStore {
  /** null forgets the resource (its upload is no business of this tab any more). */
  set(resourceId: string, progress: UploadProgress | null): void;
}

export function createUploadProgressStore(): WritableUploadProgressStore {
  const entries = new Map<string, UploadProgress>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (resourceId) => entries.get(resourceId) ?? null,
    set(resourceId, progress) {
      if (progress === null) {
        if (entries.delete(resourceId)) notify();
        return;
      }
      const current = entries.get(resourceId);
      if (current && sameProgress(current, progress)) return;
      // A new object per change: useSyncExternalStore compares snapshots by identity.
      entries.set(resourceId, { ...progress });
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sameProgress(a: UploadProgress, b: UploadProgress): boolean {
  return (
    a.state === b.state && a.loaded === b.loaded && a.total === b.total && a.message === b.message
  );
}

/** 0–100, whole: what a progress bar shows. */
export function percentOf(progress: Pick<UploadProgress, 'loaded' | 'total'>): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}
