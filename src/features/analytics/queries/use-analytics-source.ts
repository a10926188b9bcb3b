import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  useAnalyticsSource as useReplicaAnalyticsSource,
  type AnalyticsDatesNeeded,
} from '@/db/analytics-source';
import type { LessonDatesCounted } from '@/domain/analytics';
import { useSession } from '@/shared/lib/session/session-context';
import { filterOfSearch } from './use-analytics-filter';

export type { AnalyticsSource } from '@/db/analytics-source';

/**
 * The signed-in teacher's analytics rows and calendar, live from the replica (so offline too, and
 * a reflection saved in the planner shows here at once). Undefined while the replica opens.
 *
 * `dates`: the lesson dates the page's figures count under a filter (src/domain/analytics). With
 * it, an app start first reads only the lessons of those dates under the URL's filter (the
 * filter useAnalyticsFilter hands the page, whose default range needs the calendar) and paints
 * from them; every row follows. Without it, the page waits for every row.
 */
export function useAnalyticsSource(dates?: LessonDatesCounted, today?: string) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const needed = useMemo<AnalyticsDatesNeeded | undefined>(
    () =>
      dates === undefined || today === undefined
        ? undefined
        : (calendar) => dates(filterOfSearch(search, today, calendar.calendar), today),
    [dates, search, today],
  );
  return useReplicaAnalyticsSource(session.status === 'signed-in' ? session.user : null, needed);
}
