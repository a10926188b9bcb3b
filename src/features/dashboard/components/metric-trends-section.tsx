import { Link } from 'react-router';
import { formatMetric, type DashboardMetrics } from '@/domain/analytics/dashboard-metrics';
import { MetricCard } from '@/shared/ui/metric-card';
import { formatDay } from '../model/dashboard-format';
import { CARD_LINK_CLASS } from './dashboard-card';

/** The engine's four cards for the last 28 days, each with its trend against the 28 before. */
export function MetricTrendsSection({ metrics }: { metrics: DashboardMetrics }) {
  const { window, previousWindow } = metrics;
  return (
    <section aria-labelledby="dashboard-trends" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="dashboard-trends" className="text-lg font-semibold">
          Last 28 days
        </h2>
        <Link className={CARD_LINK_CLASS} to="/analytics/overview">
          More in Analytics
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatDay(window.start)} – {formatDay(window.end)}, against the 28 days before (
        {formatDay(previousWindow.start)} – {formatDay(previousWindow.end)}).
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {metrics.cards.map((card) => (
          <MetricCard
            key={card.id}
            label={card.label}
            value={formatMetric(card.id, card.value)}
            trend={card.previous === null ? undefined : card.trend}
            comparison={`from ${formatMetric(card.id, card.previous)}`}
          >
            {card.previous === null && (
              <p className="text-xs text-muted-foreground">Nothing to compare with before</p>
            )}
          </MetricCard>
        ))}
      </div>
    </section>
  );
}
