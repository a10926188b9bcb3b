import { useRejectedChanges } from '../queries/use-sync-issues';
import type { SyncCommands } from '../commands/use-sync-commands';
import { RejectedChangeRow } from './rejected-change-row';
import { Section } from './section';

export function RejectedChangesSection({ commands }: { commands: SyncCommands }) {
  const rejected = useRejectedChanges();
  return (
    <Section
      title="Changes the server refused"
      description="These edits were not saved on the server and stay only on this device until you retry or discard them."
      empty="No refused changes."
      isEmpty={rejected === undefined ? undefined : rejected.length === 0}
    >
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Changes the server refused</caption>
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Item
              </th>
              <th scope="col" className="px-3 py-2">
                What was changed
              </th>
              <th scope="col" className="px-3 py-2">
                Reason
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rejected?.map((change) => (
              <RejectedChangeRow key={change.seq} change={change} commands={commands} />
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
