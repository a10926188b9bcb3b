import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { useHealthSnapshot } from '../../queries/use-dev-reads';
import { DevSection, Facts } from '../dev-section';
import { formatCount } from '../format-dev';
import { ServerReadView } from '../frame/server-read-view';
import { formatLatency, formatTransactionAge } from './health-words';
import { ScrollRegion } from '@/shared/ui/scroll-region';

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
            <ScrollRegion label="Rows per table on the server" className="max-h-72">
              <table className="w-full text-sm">
                <caption className="sr-only">Rows per table on the server</caption>
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
                  {Object.entries(health.rowCounts)
                    .sort(([a], [b]) => a.localeCompare(b))
                    .map(([table, rows]) => (
                      <tr key={table} className="border-t border-border">
                        <th scope="row" className="p-2 text-left font-mono font-normal">
                          {table}
                        </th>
                        <td className="p-2 text-right tabular-nums">{formatCount(rows)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </ServerReadView>
    </DevSection>
  );
}
