/**
 * Resource files for the resources page (issue 15 "Files for real"). The data side is the
 * ResourceFiles port (src/shared/lib/files/storage-files.ts), which the app provides once the
 * replica is open: nothing here imports src/db, so these stay light in the route chunk.
 */
// Lazily loaded, same props: see lazy-file-ui.tsx.
export { FileResourceActions, FileResourceField } from './lazy-file-ui';
export type { ImagePreview } from './use-open-resource-file';
export { useCreateFileResource } from './use-create-file-resource';
export {
  useResourceFiles,
  useResourceFileStatus,
  type CreatedFileResource,
  type FileResourceFields,
  type FileResourceRef,
  type ResourceFileStatus,
} from '@/shared/lib/files/storage-files';
export { MAX_FILE_BYTES, fileSizeProblem, formatFileSize } from '@/shared/lib/files/storage-limits';
