import { useRef, useState, type ChangeEvent } from 'react';
import {
  useResourceFiles,
  useResourceFileStatus,
  type AttachedFile,
} from '@/shared/lib/files/storage-files';
import { Button } from '@/shared/ui/button';
import { UploadProgress } from '@/shared/ui/files/upload-progress';

const DEVICE_FAILURE: AttachedFile = {
  ok: false,
  reason: 'failed',
  message: 'That did not work on this device. Reload the page and try again.',
};

/**
 * "Attach a file" for the lesson panel: the chosen file becomes a file resource linked to the
 * lesson, written at once to this device (offline too) and uploaded in the background before the
 * lesson's new link reaches the server. Over 50 MB or a full device is refused with words.
 * Default export so the panel can load it with lazy(): the planner route's budget is nearly spent.
 */
export default function AttachFileButton({
  lessonId,
  onAttached,
}: {
  lessonId: string;
  onAttached?: (attached: Extract<AttachedFile, { ok: true }>) => void;
}) {
  const files = useResourceFiles();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attached, setAttached] = useState<{ resourceId: string; name: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !files) return;
    setBusy(true);
    const result = await files.attachFileToLesson(lessonId, file).catch((error: unknown) => {
      console.error(error);
      return DEVICE_FAILURE;
    });
    setBusy(false);
    setProblem(result.ok ? null : result.message);
    setAttached(result.ok ? { resourceId: result.resourceId, name: file.name } : null);
    if (result.ok) onAttached?.(result);
  };

  return (
    <div className="space-y-1.5">
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!files || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? 'Attaching…' : 'Attach a file'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {attached && <AttachedUpload {...attached} />}
    </div>
  );
}

/** The attached file's upload, until it is up. */
function AttachedUpload({ resourceId, name }: { resourceId: string; name: string }) {
  const { upload } = useResourceFileStatus(resourceId);
  if (!upload) return null;
  if (upload.state === 'uploaded') {
    return <p className="text-sm text-muted-foreground">{name} attached and uploaded.</p>;
  }
  return <UploadProgress progress={upload} fileName={name} />;
}
