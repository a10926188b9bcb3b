import { readAnalyticsData } from '@/db/analytics-rows';
import type { ReplicaDb } from '@/db/replica-db';
import { applyFilter, indexAnalyticsData, type AnalyticsScope } from '@/domain/analytics';
import { EMPTY_ANALYTICS_FILTER, type AnalyticsFilter } from '@/domain/analytics/filter';
import { ANALYTICS_TODAY } from './analytics-replica';

/**
 * The engine's scope over a test replica's rows, as a page computes it (tests only): for model
 * tests that need real rows without rendering a page. Every date unless `filter` says otherwise.
 */
export async function scopeOfReplica(
  db: ReplicaDb,
  userId: string,
  filter: AnalyticsFilter = EMPTY_ANALYTICS_FILTER,
  today = ANALYTICS_TODAY,
): Promise<AnalyticsScope> {
  const index = indexAnalyticsData(await readAnalyticsData(db, userId));
  return applyFilter(index, filter, today);
}
