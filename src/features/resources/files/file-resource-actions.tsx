import { lazy, Suspense, useState } from 'react';
import {
  useResourceFiles,
  useResourceFileStatus,
  type FileResourceRef,
} from '@/shared/lib/files/storage-files';
import { fileNameOfPath, formatFileSize } from '@/shared/lib/files/storage-limits';
import { presentationOf } from '@/shared/lib/files/storage-presentation';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { UploadProgress } from '@/shared/ui/files/upload-progress';
import { useOpenResourceFile } from './use-open-resource-file';

const ImagePreviewDialog = lazy(() => import('./image-preview-dialog'));

const OPEN_LABEL = { image: 'Preview', pdf: 'Open', download: 'Download' } as const;

/**
 * A file resource's actions: open it (an image previews in a dialog, a PDF opens in the
 * browser's viewer, anything else downloads), pin it so it opens with no network, and where its
 * upload stands (progress, waiting offline, refused and why).
 */
export function FileResourceActions({
  resource,
  className,
}: {
  resource: FileResourceRef;
  className?: string;
}) {
  const files = useResourceFiles();
  const status = useResourceFileStatus(resource.id);
  const { open, opening, problem, preview, closePreview } = useOpenResourceFile();
  const [pinProblem, setPinProblem] = useState<string | null>(null);
  const [pinning, setPinning] = useState(false);
  const fileName = resource.file_path ? fileNameOfPath(resource.file_path) : '';
  const openLabel = OPEN_LABEL[presentationOf(resource.mime_type)];
  const pinned = status.kept === 'pinned';

  const togglePin = async () => {
    if (!files) return;
    setPinning(true);
    try {
      const result = await files.setPinned(resource, !pinned);
      setPinProblem(result.ok ? null : result.message);
    } finally {
      setPinning(false);
    }
  };

  const shown = problem ?? pinProblem;
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={opening || !resource.file_path}
          aria-label={`${openLabel}: ${resource.title}`}
          onClick={() => void open(resource)}
        >
          {opening ? 'Opening…' : openLabel}
        </Button>
        <Button
          size="sm"
          variant={pinned ? 'secondary' : 'ghost'}
          aria-pressed={pinned}
          aria-label={`Pin offline: ${resource.title}`}
          disabled={pinning || !files || !resource.file_path}
          onClick={() => void togglePin()}
        >
          {pinned && <span aria-hidden="true">✓</span>}
          Pin offline
        </Button>
        <span className="text-xs text-muted-foreground">
          {[
            resource.size_bytes !== null ? formatFileSize(resource.size_bytes) : null,
            pinned ? 'Pinned: opens with no network' : null,
            status.kept === 'opened' ? 'Available offline' : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {status.upload && status.upload.state !== 'uploaded' && (
        <UploadProgress progress={status.upload} fileName={fileName} />
      )}
      {shown && (
        <p role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      )}
      {preview && (
        <Suspense fallback={null}>
          <ImagePreviewDialog preview={preview} onClose={closePreview} />
        </Suspense>
      )}
    </div>
  );
}
