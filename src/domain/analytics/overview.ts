import type { AnalyticsFilter } from './filter';
import { classPerformance, type ClassPerformance } from './class-performance';
import { dashboardMetrics, type DashboardMetrics } from './dashboard-metrics';
import { applyFilter, type AnalyticsIndex } from './metric-definitions';
import { analyticsSummary, type AnalyticsSummary } from './summary';

export type AnalyticsOverview = {
  summary: AnalyticsSummary;
  classes: ClassPerformance[];
  metrics: DashboardMetrics;
};

/**
 * The overview page's figures from one index: summary, class rows and the trend cards (recent
 * activity is the dashboard's, so it is left empty here).
 */
export function analyticsOverview(
  index: AnalyticsIndex,
  filter: AnalyticsFilter,
  today: string,
): AnalyticsOverview {
  const scope = applyFilter(index, filter, today);
  const classes = classPerformance(scope);
  return {
    summary: analyticsSummary(scope, classes),
    classes,
    metrics: dashboardMetrics(index, filter, today, { withActivity: false }),
  };
}
