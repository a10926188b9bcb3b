import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { useHealthSnapshot } from '../../queries/use-dev-reads';
import { DevSection, Facts } from '../dev-section';
import { ServerReadView } from '../frame/server-read-view';
import { formatLatency, formatTransactionAge } from './health-words';
import { RowsPerTable } from '../rows-per-table';

/** Spec §9: the health snapshot, asked again every 30 s while the tab is visible. */
export function HealthSection() {
  const read = useHealthSnapshot();
  return (
    <DevSection
      title="Health"
      description="The database as the server sees it. Refreshed every 30 seconds while this tab is visible; paused while it is hidden."
    >
      <ServerReadView read={read} what="the health snapshot">
        {(health) => (
          <div className="grid gap-6 md:grid-cols-2">
            <Facts
              items={[
                ['Database round trip', formatLatency(health.dbLatencyMs)],
                ['Oldest open transaction', formatTransactionAge(health.oldestOpenTransactionAgeS)],
                ['Checked', formatLocalDateTime(health.checkedAt)],
              ]}
            />
            <RowsPerTable
              label="Rows per table on the server"
              className="max-h-72"
              rows={Object.entries(health.rowCounts)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([name, rows]) => ({ name, rows }))}
            />
          </div>
        )}
      </ServerReadView>
    </DevSection>
  );
}
