import { useSyncExternalStore } from 'react';
import { useResourceFiles } from './storage-context';
import type { UploadProgress, UploadProgressStore } from './storage-progress';

/**
 * Resource files as the UI reaches them (issue 15 "Files for real"): a port the app implements
 * (src/app/files, over the replica and /storage/v1) and provides once someone is signed in.
 * Features and the planner use it through the hooks below, so neither Dexie nor the network
 * code lands in a route chunk. Row shapes are structural: src/shared never imports src/db.
 */

/** What the file UI needs of a resource row. */
export interface FileResourceRef {
  id: string;
  owner_id: string;
  title: string;
  file_path: string | null;
  mime_type: string | null;
  size_bytes: number | null;
}

/** The fields a new file resource takes from the form (the file gives name, type and size). */
export interface FileResourceFields {
  /** Blank: the file's name. */
  title?: string;
  subject?: string | null;
  years?: number[];
  tags?: string[];
  description?: string | null;
  /** Shared with `school_id`'s members (a school resource); mine otherwise. */
  is_shared?: boolean;
  school_id?: string | null;
}

export type FileRefusalReason =
  'too-large' | 'out-of-space' | 'not-found' | 'invalid' | 'offline' | 'failed';

export type FileRefusal = { ok: false; reason: FileRefusalReason; message: string };

export type CreatedFileResource = { ok: true; resourceId: string; path: string } | FileRefusal;
export type AttachedFile =
  { ok: true; resourceId: string; path: string; linkId: string } | FileRefusal;

/** How a file is shown: never rendered inline from our origin (DESIGN §4). */
export type FilePresentation = 'image' | 'pdf' | 'download';

/** A file's bytes on this device, ready to show or save. */
export type ReadFileResult =
  { ok: true; blob: Blob; name: string; presentation: FilePresentation } | FileRefusal;

/** What this device holds of a resource's file. */
export interface LocalFileState {
  /** A blob still to upload ('waiting'), or one the server refused ('refused'). */
  pending: 'waiting' | 'refused' | null;
  /** Why the server refused it. */
  message: string | null;
  /** A copy kept for offline use: pinned by the teacher, or kept because it was opened. */
  kept: 'pinned' | 'opened' | null;
}

export interface ResourceFiles {
  createFileResource(
    fields: FileResourceFields,
    file: Blob & { name?: string },
  ): Promise<CreatedFileResource>;
  attachFileToLesson(lessonId: string, file: Blob & { name?: string }): Promise<AttachedFile>;
  /** The file's bytes: this device's copy when it has one, else downloaded (and kept). */
  readFile(resource: FileResourceRef): Promise<ReadFileResult>;
  /** Pin keeps a copy on this device until unpinned (downloading it if needed). */
  setPinned(resource: FileResourceRef, pinned: boolean): Promise<{ ok: true } | FileRefusal>;
  /** Upload progress this tab knows of. */
  progress: UploadProgressStore;
  /** Local state of every resource file on this device, by resource id. */
  local: {
    get(): ReadonlyMap<string, LocalFileState>;
    subscribe(listener: () => void): () => void;
  };
}

// The context lives in its own module: SyncProvider (in the entry chunk) imports only it, and the
// hooks below stay in the chunks of the pages that use them.
export { ResourceFilesContext, useResourceFiles } from './storage-context';

const noSubscription = () => () => {};
const EMPTY_LOCAL: ReadonlyMap<string, LocalFileState> = new Map();

/** Where a resource's file stands on this device: its upload and its kept copy. */
export interface ResourceFileStatus {
  upload: UploadProgress | null;
  kept: LocalFileState['kept'];
}

/**
 * The upload as this tab sees it: live progress when this tab uploads it, else what the replica
 * says (waiting, or refused with why), else nothing to show.
 */
export function useResourceFileStatus(resourceId: string): ResourceFileStatus {
  const files = useResourceFiles();
  const progress = useSyncExternalStore(
    files?.progress.subscribe ?? noSubscription,
    () => files?.progress.get(resourceId) ?? null,
  );
  const local = useSyncExternalStore(
    files?.local.subscribe ?? noSubscription,
    () => files?.local.get() ?? EMPTY_LOCAL,
  );
  const state = local.get(resourceId);
  return { upload: progress ?? uploadFromLocal(state), kept: state?.kept ?? null };
}

function uploadFromLocal(state: LocalFileState | undefined): UploadProgress | null {
  if (!state?.pending) return null;
  return { state: state.pending, loaded: 0, total: 0, message: state.message };
}
