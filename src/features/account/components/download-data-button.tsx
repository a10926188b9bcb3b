import { useState } from 'react';
import { toast } from 'sonner';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import { useUserDataExport, type UserDataExport } from '../queries/export-user-data';

/**
 * How long the file's object URL lives after the click. Revoking it in the same task can cancel
 * the download in some browsers; a minute is far longer than starting one takes.
 */
const DOWNLOAD_URL_TTL_MS = 60_000;

export function exportFileName(now: Date): string {
  return `lesson-planner-data-${formatIsoDate(now)}.json`;
}

/** Saves `data` as a file through a temporary <a download>, the one way that needs no library. */
function saveJson(data: UserDataExport, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_TTL_MS);
}

/** "Download my data": everything this device holds for the user, as JSON. */
export function DownloadDataButton({ user }: { user: { id: string; email: string } }) {
  const read = useUserDataExport();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (!read) return;
    setBusy(true);
    try {
      const now = new Date();
      saveJson(await read(user, now), exportFileName(now));
    } catch (error) {
      console.error(error);
      toast.error('Your data could not be read on this device. Reload the page and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" disabled={!read || busy} onClick={download}>
      {busy ? 'Preparing…' : 'Download my data'}
    </Button>
  );
}
