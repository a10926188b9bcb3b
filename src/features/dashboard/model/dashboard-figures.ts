import type { AnalyticsIndex } from '@/domain/analytics';
import { dashboardMetrics, type DashboardMetrics } from '@/domain/analytics/dashboard-metrics';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';
import type { PlanningCalendar } from '@/domain/calendar';
import { classCoverageRows, type ClassCoverageRow } from './class-coverage';
import type { DashboardDays } from './dashboard-source';
import { dayLessonRows, type DayLessonRow } from './day-lessons';
import { lessonsNeedingReflection, type NeedsReflection } from './needs-reflection';
import { weekProgress, type WeekProgress } from './week-progress';

/** The figures counted over every lesson: worked out once per read of the analytics rows. */
export type CountedFigures = {
  readonly reflection: NeedsReflection;
  readonly week: WeekProgress;
  readonly coverage: readonly ClassCoverageRow[];
  /** The engine's cards and recent activity over its default window (the last 28 days). */
  readonly metrics: DashboardMetrics;
};

/** `classIds`: the classes whose lessons are listed (live, not archived). */
export function countedFigures(
  index: AnalyticsIndex,
  classIds: ReadonlySet<string>,
  today: string,
): CountedFigures {
  return {
    reflection: lessonsNeedingReflection(index, classIds, today),
    week: weekProgress(index, classIds, today),
    coverage: classCoverageRows(index, classIds, today),
    metrics: dashboardMetrics(index, EMPTY_ANALYTICS_FILTER, today),
  };
}

/** Today's lessons and the next day's, as listed. Cheap: a few dozen rows. */
export type DayFigures = {
  readonly today: readonly DayLessonRow[];
  readonly nextDay: { readonly date: string; readonly lessons: readonly DayLessonRow[] } | null;
};

export function dayFigures(
  days: DashboardDays,
  calendar: PlanningCalendar,
  today: string,
): DayFigures {
  const { classes, nextDay } = days;
  return {
    today: dayLessonRows(days.todayLessons, classes, calendar, today),
    nextDay:
      nextDay === null
        ? null
        : { date: nextDay.date, lessons: dayLessonRows(nextDay.lessons, classes, calendar, today) },
  };
}
