import type { DeviceMaintenance } from '../../api/device-maintenance';
import type { ReplicaDiagnostics } from '../../queries/use-replica-diagnostics';
import { DevSection, Facts } from '../dev-section';
import { ClearReplicaButton } from './clear-replica-button';
import { formatCount } from '../format-dev';
import { RowsPerTable } from '../rows-per-table';

/** What this device holds: rows per store and what waits in the bookkeeping stores. */
export function ReplicaSection({
  replica,
  maintenance,
}: {
  replica: ReplicaDiagnostics | undefined;
  maintenance: DeviceMaintenance | null;
}) {
  return (
    <DevSection
      title="Replica"
      description="This device's copy of the data (IndexedDB), counted as it is now."
    >
      {replica === undefined ? (
        <p className="text-sm text-muted-foreground">Opening this device&apos;s data…</p>
      ) : (
        <>
          <Facts
            items={[
              ['Outbox', `${formatCount(replica.outbox)} changes not yet on the server`],
              ['Refused changes', formatCount(replica.rejected)],
              ['Conflicts', `${formatCount(replica.conflicts)} not resolved`],
              ['Feedback not sent', formatCount(replica.pendingFeedback)],
              ['Files waiting to upload', formatCount(replica.pendingUploads)],
              ['Rows under repair', formatCount(replica.rowRepairs)],
            ]}
          />
          <RowsPerTable
            label="Rows per table on this device"
            className="max-h-96"
            rows={replica.tables}
          />
        </>
      )}
      <ClearReplicaButton maintenance={maintenance} />
    </DevSection>
  );
}
