import type { DeviceMaintenance } from '../../api/device-maintenance';
import type { ReplicaDiagnostics } from '../../queries/use-replica-diagnostics';
import { DevSection, Facts } from '../dev-section';
import { ClearReplicaButton } from './clear-replica-button';
import { formatCount } from '../format-dev';
import { ScrollRegion } from '@/shared/ui/scroll-region';

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
          <ScrollRegion label="Rows per table on this device" className="max-h-96">
            <table className="w-full text-sm">
              <caption className="sr-only">Rows per table on this device</caption>
              <thead className="sticky top-0 bg-muted text-left">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    Table
                  </th>
                  <th scope="col" className="p-2 text-right font-medium">
                    Rows
                  </th>
                </tr>
              </thead>
              <tbody>
                {replica.tables.map((table) => (
                  <tr key={table.name} className="border-t border-border">
                    <th scope="row" className="p-2 text-left font-mono font-normal">
                      {table.name}
                    </th>
                    <td className="p-2 text-right tabular-nums">{formatCount(table.rows)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      <ClearReplicaButton maintenance={maintenance} />
    </DevSection>
  );
}
