import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { formatFileSize } from '@/shared/lib/files/storage-limits';
import {
  OFFLINE_WAIT_MESSAGE,
  percentOf,
  type UploadProgress as Progress,
} from '@/shared/lib/files/storage-progress';
import { cn } from '../cn';

/**
 * Where one file's upload stands: a labelled progress bar while it uploads, a line while it
 * waits (offline, or retrying), "Uploaded" once it is up, and the reason when the server
 * refused it. Announced politely (role=status) except a refusal, which is an alert.
 */
export function UploadProgress({
  progress,
  fileName,
  className,
}: {
  progress: Progress;
  /** Names the bar: "Uploading worksheet.pdf". */
  fileName: string;
  className?: string;
}) {
  const online = useOnlineStatus();
  if (progress.state === 'refused') {
    return (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        {progress.message ?? 'The server refused this file.'}
      </p>
    );
  }
  if (progress.state === 'uploaded') {
    return (
      <p role="status" className={cn('text-sm text-muted-foreground', className)}>
        Uploaded
      </p>
    );
  }
  if (progress.state === 'waiting') {
    const text = progress.message ?? (online ? 'Waiting to upload…' : OFFLINE_WAIT_MESSAGE);
    return (
      <p role="status" className={cn('text-sm text-muted-foreground', className)}>
        {text}
      </p>
    );
  }
  const percent = percentOf(progress);
  return (
    <div className={cn('space-y-1', className)}>
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${formatFileSize(progress.loaded)} of ${formatFileSize(progress.total)})`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        Uploading… {percent}%
      </p>
    </div>
  );
}
