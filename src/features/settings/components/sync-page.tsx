import { Link } from 'react-router';
import { PageHeading } from '@/shared/ui/page-heading';
import { useSyncCommands } from '../commands/use-sync-commands';
import { ConflictsSection } from './conflicts-section';
import { PendingFeedbackSection } from './pending-feedback-section';
import { RejectedChangesSection } from './rejected-changes-section';

/**
 * Everything sync could not settle alone (DESIGN §6: rejected changes are shown, never dropped;
 * overwritten text can be restored): changes the server refused, text another edit replaced, and
 * feedback still waiting to be sent.
 */
export function SyncPage() {
  const commands = useSyncCommands();
  return (
    <>
      <PageHeading title="Sync">
        <Link className="text-sm text-primary underline-offset-4 hover:underline" to="/settings">
          Back to settings
        </Link>
      </PageHeading>
      {commands ? (
        <div className="max-w-5xl space-y-10">
          <RejectedChangesSection commands={commands} />
          <ConflictsSection commands={commands} />
          <PendingFeedbackSection commands={commands} />
        </div>
      ) : (
        <p role="status" className="text-muted-foreground">
          Opening this device&apos;s data…
        </p>
      )}
    </>
  );
}
