import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import type { SyncCommands } from '../commands/use-sync-commands';
import { fieldLabel, formatValue, rejectionReason, tableLabel } from '../model/sync-issue-text';
import { useRowLabel, type RejectedChange } from '../queries/use-sync-issues';
import { RejectedChangeEditor } from './rejected-change-editor';
import { runCommand } from './run-command';

/** One refused change: what it was, why it was refused, and Discard / Edit & retry. */
export function RejectedChangeRow({
  change,
  commands,
}: {
  change: RejectedChange;
  commands: SyncCommands;
}) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = useRowLabel(change.table, change.id);
  const item = `${tableLabel(change.table)}${label ? ` “${label}”` : ''}`;
  const fields = Object.entries(change.fields);
  const isDelete = change.op === 'delete';

  const discard = async () => {
    setBusy(true);
    await runCommand(() => commands.discardRejected(change.seq), 'Change discarded.');
    setBusy(false);
  };
  const retryDelete = async () => {
    setBusy(true);
    await runCommand(() => commands.retryRejected(change.seq, {}), 'Sent again.');
    setBusy(false);
  };

  return (
    <>
      <tr className="border-t border-border align-top">
        <th scope="row" className="px-3 py-2 font-medium">
          {item}
        </th>
        <td className="px-3 py-2">
          {isDelete ? (
            'Deleted'
          ) : (
            <dl className="space-y-1">
              {fields.map(([field, value]) => (
                <div key={field}>
                  <dt className="inline text-muted-foreground">{fieldLabel(field)}: </dt>
                  <dd className="inline break-words">{formatValue(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </td>
        <td className="px-3 py-2">
          <p>{rejectionReason(change.code)}</p>
          {change.message ? (
            <p className="text-xs text-muted-foreground">{change.message}</p>
          ) : null}
        </td>
        <td className="px-3 py-2">
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void discard()}
              aria-label={`Discard change to ${item}`}
            >
              Discard
            </Button>
            {isDelete ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() => void retryDelete()}
                aria-label={`Retry deleting ${item}`}
              >
                Retry
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={busy}
                aria-expanded={editing}
                onClick={() => setEditing((value) => !value)}
                aria-label={`Edit and retry change to ${item}`}
              >
                Edit &amp; retry
              </Button>
            )}
          </div>
        </td>
      </tr>
      {editing ? (
        <tr className="bg-muted/40">
          <td colSpan={4} className="px-3 py-3">
            <RejectedChangeEditor
              change={change}
              item={item}
              onRetry={(edited) =>
                runCommand(() => commands.retryRejected(change.seq, edited), 'Sent again.')
              }
              onCancel={() => setEditing(false)}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}
