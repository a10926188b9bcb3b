import { formatHours, formatRating } from '@/shared/lib/format/figures';
import type { PriorityLevel } from '../coverage';
import type { AnalyticsFilter } from './filter';
import {
  applyFilter,
  compareText,
  hoursOf,
  isCompleted,
  meanOf,
  teachingSeconds,
  trendOf,
  type AnalyticsIndex,
  type AnalyticsScope,
  type Trend,
} from './metric-definitions';
import { metricWindows } from './metric-windows';
import { scopeCoverage } from './syllabus-coverage';

export type MetricId =
  'lessonsCompleted' | 'averageEffectiveness' | 'teachingHours' | 'pointsTaught';

/** One dashboard card: this window's value, the previous window's, and the trend between them. */
export type MetricCard = {
  id: MetricId;
  label: string;
  /** null: an average over no lessons. */
  value: number | null;
  previous: number | null;
  trend: Trend;
};

export type ActivityType = 'coverage_gap' | 'performance_improvement' | 'resource_added';
export type ActivityPriority = 'high' | 'medium' | 'low';

/** One recent-activity item; the ids say where a click leads (null when it leads nowhere). */
export type RecentActivity = {
  type: ActivityType;
  priority: ActivityPriority;
  title: string;
  detail: string;
  /** YYYY-MM-DD. */
  date: string;
  classId: string | null;
  syllabusPointId: string | null;
  resourceId: string | null;
};

export type DashboardMetrics = {
  window: { start: string; end: string };
  previousWindow: { start: string; end: string };
  cards: MetricCard[];
  recentActivity: RecentActivity[];
};

/** At most this many activity items: the dashboard shows a short list, the rest is on its pages. */
export const RECENT_ACTIVITY_LIMIT = 10;
/** A class average that fell below this (1–5) makes its performance item high priority. */
export const LOW_AVERAGE_RATING = 2.5;
/** A class average that rose by at least this many rating points is a medium item, else low. */
export const NOTABLE_RISE = 1;

type WindowFigures = Record<MetricId, number | null> & {
  byClass: Map<string, number | null>;
};

function figuresOf(scope: AnalyticsScope): WindowFigures {
  let completed = 0;
  let seconds = 0;
  const ratings: (number | null)[] = [];
  const points = new Set<string>();
  const byClass = new Map<string, number | null>();
  for (const schoolClass of scope.classes) {
    const lessons = (scope.lessonsByClass.get(schoolClass.id) ?? []).filter(isCompleted);
    const classRatings = lessons.map((lesson) => lesson.effectiveness_rating);
    byClass.set(schoolClass.id, meanOf(classRatings));
    ratings.push(...classRatings);
    completed += lessons.length;
    for (const lesson of lessons) {
      seconds += teachingSeconds(lesson);
      for (const link of scope.index.linksByLesson.get(lesson.id) ?? [])
        points.add(`${schoolClass.id}|${link.syllabus_point_id}`);
    }
  }
  return {
    lessonsCompleted: completed,
    averageEffectiveness: meanOf(ratings),
    teachingHours: hoursOf(seconds),
    pointsTaught: points.size,
    byClass,
  };
}

const CARD_LABELS: Record<MetricId, string> = {
  lessonsCompleted: 'Lessons taught',
  averageEffectiveness: 'Average lesson rating',
  teachingHours: 'Teaching hours',
  pointsTaught: 'Syllabus points taught',
};

/**
 * The dashboard's cards and recent activity. The filter's class restrictions apply; its date range
 * chooses the window (metricWindows). Each card compares the window with the previous one by the
 * trend rule (metric-definitions.ts). Recent activity (newest first, high priority first within a
 * day, at most RECENT_ACTIVITY_LIMIT):
 *
 * - coverage_gap, one per class with untaught in-scope points whose calculatedPriority is CRITICAL
 *   (priority high) or, failing that, HIGH (medium); dated today, since the gap is now.
 * - performance_improvement, one per class whose average lesson rating moved between the windows
 *   by the trend rule: down is high when the new average is below LOW_AVERAGE_RATING, else medium
 *   (worth a look); up is medium when it rose by NOTABLE_RISE or more, else low. Dated the window's
 *   end.
 * - resource_added, one per live resource created in the window, low, dated its creation day.
 */
export function dashboardMetrics(
  index: AnalyticsIndex,
  filter: AnalyticsFilter,
  today: string,
  { withActivity = true }: { withActivity?: boolean } = {},
): DashboardMetrics {
  const { window, previousWindow } = metricWindows(filter, today);
  const current = applyFilter(index, { ...filter, dateRange: window }, today);
  const before = applyFilter(index, { ...filter, dateRange: previousWindow }, today);
  const now = figuresOf(current);
  const then = figuresOf(before);
  const cards = (Object.keys(CARD_LABELS) as MetricId[]).map((id) => ({
    id,
    label: CARD_LABELS[id],
    value: now[id],
    previous: then[id],
    trend: trendOf(now[id], then[id]),
  }));
  // The overview shows only the cards: the gaps below cost a coverage pass over all history.
  if (!withActivity) return { window, previousWindow, cards, recentActivity: [] };
  // Gaps are about the whole syllabus so far, not the window: coverage up to the window's end,
  // or with no date range, every taught lesson (only COMPLETED ones count, whatever their date),
  // as the dashboard's coverage bars count it, so the two agree and share one coverage pass.
  const sinceStart = applyFilter(
    index,
    { ...filter, dateRange: filter.dateRange ? { start: '0000-01-01', end: window.end } : null },
    today,
  );
  const activity = [
    ...coverageGaps(sinceStart, today),
    ...performanceChanges(current, now.byClass, then.byClass, window.end),
    ...resourcesAdded(index, window),
  ].sort(compareActivity);
  return {
    window,
    previousWindow,
    cards,
    recentActivity: activity.slice(0, RECENT_ACTIVITY_LIMIT),
  };
}

function coverageGaps(scope: AnalyticsScope, today: string): RecentActivity[] {
  const items: RecentActivity[] = [];
  for (const schoolClass of scope.classes) {
    const untaught = scopeCoverage(scope, schoolClass).rows.filter(
      (row) => row.teachingCount === 0,
    );
    const count = (level: PriorityLevel) =>
      untaught.filter((row) => row.calculatedPriority === level).length;
    const critical = count('CRITICAL');
    const high = count('HIGH');
    if (critical + high === 0) continue;
    const urgent = critical > 0 ? critical : high;
    items.push({
      type: 'coverage_gap',
      priority: critical > 0 ? 'high' : 'medium',
      title: `${schoolClass.name}: ${urgent} ${critical > 0 ? 'critical' : 'high-priority'} ${urgent === 1 ? 'point' : 'points'} not taught yet`,
      detail: 'Plan a lesson for them from Coverage gaps.',
      date: today,
      classId: schoolClass.id,
      syllabusPointId: null,
      resourceId: null,
    });
  }
  return items;
}

function performanceChanges(
  scope: AnalyticsScope,
  now: ReadonlyMap<string, number | null>,
  then: ReadonlyMap<string, number | null>,
  date: string,
): RecentActivity[] {
  const items: RecentActivity[] = [];
  for (const schoolClass of scope.classes) {
    const current = now.get(schoolClass.id) ?? null;
    const previous = then.get(schoolClass.id) ?? null;
    const trend = trendOf(current, previous);
    if (current === null || previous === null || trend === 'stable') continue;
    const rise = current - previous;
    items.push({
      type: 'performance_improvement',
      priority:
        trend === 'down'
          ? current < LOW_AVERAGE_RATING
            ? 'high'
            : 'medium'
          : rise >= NOTABLE_RISE
            ? 'medium'
            : 'low',
      title:
        trend === 'up'
          ? `${schoolClass.name}: lessons rated higher`
          : `${schoolClass.name}: lessons rated lower`,
      detail: `Average rating ${current} out of 5, from ${previous} in the previous period.`,
      date,
      classId: schoolClass.id,
      syllabusPointId: null,
      resourceId: null,
    });
  }
  return items;
}

function resourcesAdded(
  index: AnalyticsIndex,
  window: { start: string; end: string },
): RecentActivity[] {
  return index.resources
    .filter((resource) => {
      const day = resource.created_at.slice(0, 10);
      return day >= window.start && day <= window.end;
    })
    .map((resource) => ({
      type: 'resource_added' as const,
      priority: 'low' as const,
      title: `Resource added: ${resource.title}`,
      detail: 'Link it to a lesson from the planner.',
      date: resource.created_at.slice(0, 10),
      classId: null,
      syllabusPointId: null,
      resourceId: resource.id,
    }));
}

const PRIORITY_ORDER: Record<ActivityPriority, number> = { high: 0, medium: 1, low: 2 };

function compareActivity(a: RecentActivity, b: RecentActivity): number {
  return (
    compareText(b.date, a.date) ||
    PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
    compareText(a.type, b.type) ||
    compareText(a.title, b.title) ||
    compareText(a.classId ?? a.resourceId ?? '', b.classId ?? b.resourceId ?? '')
  );
}

/** A card's figure as shown: ratings with two decimals, hours with 'h', counts as numbers. */
export function formatMetric(id: MetricId, value: number | null): string {
  if (value === null) return '—';
  if (id === 'averageEffectiveness') return formatRating(value);
  if (id === 'teachingHours') return formatHours(value);
  return value.toLocaleString();
}
