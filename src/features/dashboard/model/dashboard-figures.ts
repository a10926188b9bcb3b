import { dashboardMetrics, type DashboardMetrics } from '@/domain/analytics';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';
import { classCoverageRows, type ClassCoverageRow } from './class-coverage';
import { shownClassIds, type DashboardSource } from './dashboard-source';
import { dayLessonRows, type DayLessonRow } from './day-lessons';
import { lessonsNeedingReflection, type NeedsReflection } from './needs-reflection';
import { weekProgress, type WeekProgress } from './week-progress';

/** Everything the dashboard shows, worked out once per read of the replica and day. */
export type DashboardFigures = {
  readonly today: readonly DayLessonRow[];
  readonly nextDay: { readonly date: string; readonly lessons: readonly DayLessonRow[] } | null;
  readonly reflection: NeedsReflection;
  readonly week: WeekProgress;
  readonly coverage: readonly ClassCoverageRow[];
  /** The engine's cards and recent activity over its default window (the last 28 days). */
  readonly metrics: DashboardMetrics;
};

export function dashboardFigures(source: DashboardSource, today: string): DashboardFigures {
  const { index, classes, calendar } = source;
  const classIds = shownClassIds(classes);
  return {
    today: dayLessonRows(source.todayLessons, classes, calendar, today),
    nextDay:
      source.nextDay === null
        ? null
        : {
            date: source.nextDay.date,
            lessons: dayLessonRows(source.nextDay.lessons, classes, calendar, today),
          },
    reflection: lessonsNeedingReflection(index, classIds, today),
    week: weekProgress(index, classIds, today),
    coverage: classCoverageRows(index, classIds, today),
    metrics: dashboardMetrics(index, EMPTY_ANALYTICS_FILTER, today),
  };
}
