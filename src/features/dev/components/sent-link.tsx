import { toast } from 'sonner';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Link copied');
  } catch {
    toast.error('The link could not be copied: select it and copy it by hand.');
  }
}

/** An invitation link just made (a new school's owner, a resent invitation), to hand over. */
export function SentLink({
  title,
  sentence,
  label,
  link,
  expiresAt,
}: {
  title: string;
  sentence: string;
  label: string;
  link: string;
  expiresAt: string;
}) {
  return (
    <div role="status" className="space-y-3 rounded-md border border-border p-4">
      <p className="font-medium">{title}</p>
      <p className="text-sm">
        {sentence} It expires on {formatLocalDateTime(expiresAt)}.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-64 flex-1"
          label={label}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy(link)}>
          Copy link
        </Button>
      </div>
    </div>
  );
}
