import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { SyncCommands } from '../commands/use-sync-commands';
import { fieldLabel, formatValue, tableLabel } from '../model/sync-issue-text';
import { useRowLabel, type SyncConflict } from '../queries/use-sync-issues';
import { runCommand } from './run-command';

/** One overwritten text: which field, the text that was replaced, what it reads now. */
export function ConflictCard({
  conflict,
  commands,
}: {
  conflict: SyncConflict;
  commands: SyncCommands;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const label = useRowLabel(conflict.table_name, conflict.row_id);
  const item = `${tableLabel(conflict.table_name)}${label ? ` “${label}”` : ''}`;
  const field = fieldLabel(conflict.field);

  const act = async (kind: 'restore' | 'dismiss') => {
    setBusy(true);
    await (kind === 'restore'
      ? runCommand(() => commands.restoreConflict(conflict.id), `${field} restored.`)
      : runCommand(() => commands.dismissConflict(conflict.id), 'Kept the current text.'));
    setBusy(false);
  };

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-md border border-border p-4">
      <h3 id={headingId} className="font-medium">
        {item} — {field}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-medium uppercase text-muted-foreground">Replaced text</p>
          <blockquote className="mt-1 whitespace-pre-wrap break-words rounded bg-muted p-2 text-sm">
            {formatValue(conflict.overwritten_value)}
          </blockquote>
        </div>
        <div>
          <p className="text-xs font-medium uppercase text-muted-foreground">Now reads</p>
          <blockquote className="mt-1 whitespace-pre-wrap break-words rounded border border-border p-2 text-sm">
            {formatValue(conflict.kept_value)}
          </blockquote>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void act('restore')}
          aria-label={`Restore replaced ${field.toLowerCase()} of ${item}`}
        >
          Restore
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void act('dismiss')}
          aria-label={`Dismiss: keep current ${field.toLowerCase()} of ${item}`}
        >
          Dismiss
        </Button>
      </div>
    </article>
  );
}
