import { vi } from 'vitest';
import type {
  AttachedFile,
  CreatedFileResource,
  FileResourceRef,
  LocalFileState,
  ReadFileResult,
  ResourceFiles,
} from '@/shared/lib/files/storage-files';
import { presentationOf } from '@/shared/lib/files/storage-presentation';
import { createUploadProgressStore } from '@/shared/lib/files/storage-progress';

/**
 * Test double of the ResourceFiles port (the app's is src/app/files): files are whatever the
 * test puts in `blobs`, pins and local states live in memory, every call is a spy.
 */
export function fakeResourceFiles() {
  const progress = createUploadProgressStore();
  let localStates: ReadonlyMap<string, LocalFileState> = new Map();
  const listeners = new Set<() => void>();
  const blobs = new Map<string, Blob>();
  const setLocal = (resourceId: string, state: LocalFileState | null) => {
    const next = new Map(localStates);
    if (state) next.set(resourceId, state);
    else next.delete(resourceId);
    localStates = next;
    for (const listener of listeners) listener();
  };
  const files = {
    progress,
    local: {
      get: () => localStates,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    createFileResource: vi.fn(async (): Promise<CreatedFileResource> => ({
      ok: true,
      resourceId: 'new',
      path: 'u/new/f',
    })),
    attachFileToLesson: vi.fn(async (): Promise<AttachedFile> => ({
      ok: true,
      resourceId: 'attached',
      path: 'u/attached/f',
      linkId: 'link',
    })),
    readFile: vi.fn(async (resource: FileResourceRef): Promise<ReadFileResult> => {
      const blob = blobs.get(resource.id);
      if (!blob) return { ok: false, reason: 'offline', message: 'Not on this device.' };
      const name = resource.file_path?.split('/').at(-1) ?? 'file';
      return { ok: true, blob, name, presentation: presentationOf(resource.mime_type) };
    }),
    setPinned: vi.fn(async (resource: FileResourceRef, pinned: boolean) => {
      setLocal(resource.id, { pending: null, message: null, kept: pinned ? 'pinned' : 'opened' });
      return { ok: true as const };
    }),
  } satisfies ResourceFiles;
  return { files, progress, blobs, setLocal };
}

/** A file resource row as the file UI reads it. */
export function fileResource(overrides: Partial<FileResourceRef> = {}): FileResourceRef {
  return {
    id: 'r1',
    owner_id: 'u1',
    title: 'Fractions worksheet',
    file_path: 'u1/r1/fractions.pdf',
    mime_type: 'application/pdf',
    size_bytes: 2048,
    ...overrides,
  };
}
