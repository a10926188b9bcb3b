import { useCallback, useEffect, useState } from 'react';
import {
  useResourceFiles,
  type FileResourceRef,
  type ResourceFiles,
} from '@/shared/lib/files/storage-files';
import { fileNameOfPath } from '@/shared/lib/files/storage-limits';
import { presentationOf } from '@/shared/lib/files/storage-presentation';

/** How long a PDF's or a download's blob: URL lives: long enough for the tab or save to read it. */
const BLOB_URL_LIFETIME_MS = 5 * 60_000;

export type ImagePreview = { url: string; name: string; title: string };

export type OpenOutcome = { ok: true } | { ok: false; message: string };

/**
 * Opens a resource's file without ever rendering it inline from our origin (DESIGN §4): images
 * in an <img> in a dialog, PDFs in the browser's viewer in a new tab, anything else saved
 * (a[download]), always from a blob: URL of the bytes (this device's copy, or downloaded and
 * kept so it opens offline next time).
 */
export async function openResourceFile(
  files: ResourceFiles,
  resource: FileResourceRef,
  showImage: (preview: ImagePreview) => void,
): Promise<OpenOutcome> {
  // Pop-up blockers allow a new tab only within the click: open it now, fill it once read.
  const tab = presentationOf(resource.mime_type) === 'pdf' ? window.open('', '_blank') : null;
  const read = await files.readFile(resource);
  if (!read.ok) {
    tab?.close();
    return { ok: false, message: read.message };
  }
  const url = URL.createObjectURL(read.blob);
  if (read.presentation === 'image') {
    showImage({ url, name: read.name, title: resource.title });
    return { ok: true };
  }
  if (read.presentation === 'pdf' && tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    saveBlobUrl(url, read.name || fileNameOfPath(resource.file_path ?? '') || 'file');
  }
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  return { ok: true };
}

function saveBlobUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** openResourceFile bound to the port, with the image preview and the last problem as state. */
export function useOpenResourceFile() {
  const files = useResourceFiles();
  const [preview, setPreview] = useState<ImagePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  // The preview's bytes are freed when it closes or is replaced, and when the component goes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  const open = useCallback(
    async (resource: FileResourceRef) => {
      if (!files) {
        setProblem('Files are not available until your data has loaded on this device.');
        return;
      }
      setOpening(true);
      try {
        const outcome = await openResourceFile(files, resource, setPreview);
        setProblem(outcome.ok ? null : outcome.message);
      } finally {
        setOpening(false);
      }
    },
    [files],
  );
  const closePreview = useCallback(() => setPreview(null), []);
  return { open, opening, problem, preview, closePreview };
}
