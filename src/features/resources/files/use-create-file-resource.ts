import { useCallback } from 'react';
import {
  useResourceFiles,
  type CreatedFileResource,
  type FileResourceFields,
} from '@/shared/lib/files/storage-files';

const NOT_READY: CreatedFileResource = {
  ok: false,
  reason: 'failed',
  message: 'Your data is still loading on this device. Try again in a moment.',
};

/**
 * The create form's write of a file resource: the row, its outbox change and the blob in one
 * transaction (createFileResource in src/db/files), refused with words when the file is over
 * 50 MB or the device is full. The upload itself happens in the background, before the row is
 * pushed; FileResourceActions shows its progress.
 */
export function useCreateFileResource() {
  const files = useResourceFiles();
  return useCallback(
    (fields: FileResourceFields, file: File): Promise<CreatedFileResource> =>
      files ? files.createFileResource(fields, file) : Promise.resolve(NOT_READY),
    [files],
  );
}
