import { useState, type ReactNode } from 'react';
import { LineChart } from '@/shared/ui/charts';
import { SelectField } from '@/shared/ui/select/select';
import type { SyncActivityBucket } from '../../api/dev-actions';
import { useSyncActivity } from '../../queries/use-dev-reads';
import { DevSection } from '../dev-section';
import { formatCount } from '../format-dev';
import { ServerReadView } from '../frame/server-read-view';
import { ACTIVITY_WINDOWS, formatRate, hourLabel, rejectionRate } from './activity-figures';
import { ScrollRegion } from '@/shared/ui/scroll-region';

/** Sync throughput and rejection rates per hour: two charts and a table of the same numbers. */
export function ActivitySection() {
  const [hours, setHours] = useState<number>(ACTIVITY_WINDOWS[0].hours);
  const read = useSyncActivity(hours);
  return (
    <DevSection
      title="Sync activity"
      description="Pushes and pulls per hour from the server's counters, and the share of pushed changes it refused."
      actions={
        <SelectField
          className="w-44"
          label="Window"
          value={String(hours)}
          options={ACTIVITY_WINDOWS.map((window) => ({
            value: String(window.hours),
            label: window.label,
          }))}
          onValueChange={(next) => setHours(Number(next))}
        />
      }
    >
      <ServerReadView read={read} what="the sync activity">
        {({ buckets }) =>
          buckets.every((bucket) => bucket.pushes === 0 && bucket.pulls === 0) ? (
            <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
              No device pushed or pulled in this window. Activity shows here as soon as one syncs.
            </p>
          ) : (
            <ActivityFigures buckets={buckets} hours={hours} />
          )
        }
      </ServerReadView>
    </DevSection>
  );
}

function ActivityFigures({ buckets, hours }: { buckets: SyncActivityBucket[]; hours: number }) {
  const categories = buckets.map((bucket) => hourLabel(bucket.hour, hours));
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure caption="Pushes and pulls per hour">
          <LineChart
            title="Pushes and pulls per hour"
            categories={categories}
            series={[
              { label: 'Pushes', values: buckets.map((bucket) => bucket.pushes) },
              { label: 'Pulls', values: buckets.map((bucket) => bucket.pulls) },
            ]}
          />
        </ChartFigure>
        <ChartFigure caption="Rejection rate per hour">
          <LineChart
            title="Rejection rate per hour"
            categories={categories}
            unit="%"
            max={100}
            series={[{ label: 'Changes refused', values: buckets.map(rejectionRate) }]}
            emptyText="No changes were pushed in this window, so there is no rejection rate to chart."
          />
        </ChartFigure>
      </div>
      <ScrollRegion label="Sync activity per hour" className="max-h-96">
        <table className="w-full text-sm">
          <caption className="sr-only">Sync activity per hour</caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              {[
                'Hour',
                'Pushes',
                'Changes',
                'Refused',
                'Rejection rate',
                'Pulls',
                'Rows pulled',
              ].map((heading, index) => (
                <th
                  key={heading}
                  scope="col"
                  className={index === 0 ? 'p-2 font-medium' : 'p-2 text-right font-medium'}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, index) => (
              <tr key={bucket.hour} className="border-t border-border tabular-nums">
                <th scope="row" className="p-2 text-left font-normal whitespace-nowrap">
                  {categories[index]}
                </th>
                <td className="p-2 text-right">{formatCount(bucket.pushes)}</td>
                <td className="p-2 text-right">{formatCount(bucket.changes)}</td>
                <td className="p-2 text-right">{formatCount(bucket.rejections)}</td>
                <td className="p-2 text-right">{formatRate(rejectionRate(bucket))}</td>
                <td className="p-2 text-right">{formatCount(bucket.pulls)}</td>
                <td className="p-2 text-right">{formatCount(bucket.rowsPulled)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** A chart with its name shown above it: two charts side by side must say which is which. */
function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium">{caption}</figcaption>
      {children}
    </figure>
  );
}
