import type { SyncCommands } from '../commands/use-sync-commands';
import { useUnresolvedConflicts } from '../queries/use-sync-issues';
import { ConflictCard } from './conflict-card';
import { Section } from './section';

export function ConflictsSection({ commands }: { commands: SyncCommands }) {
  const conflicts = useUnresolvedConflicts();
  return (
    <Section
      title="Text replaced by another edit"
      description="Someone changed the same text on another device at the same time, and their version was kept. Restore brings the replaced text back; Dismiss keeps the text as it is now."
      empty="No replaced text."
      isEmpty={conflicts === undefined ? undefined : conflicts.length === 0}
    >
      <ul className="space-y-3">
        {conflicts?.map((conflict) => (
          <li key={conflict.id}>
            <ConflictCard conflict={conflict} commands={commands} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
