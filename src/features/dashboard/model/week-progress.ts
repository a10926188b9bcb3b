import { applyFilter, type AnalyticsIndex } from '@/domain/analytics';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';
import { weekRangeOf } from '@/domain/calendar';
import { effectiveStatus, hasPlanContent } from '@/domain/lessons';

/** This week's planning: how many of its lessons have a plan. */
export type WeekProgress = {
  /** Monday and Sunday of the week holding today, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly weekEnd: string;
  readonly total: number;
  readonly planned: number;
  readonly unplanned: number;
  /** Of the unplanned, those from today on: what the planner's "Unplanned" filter shows. */
  readonly stillToPlan: number;
  /** 0–100, whole. */
  readonly plannedPercent: number;
};

/**
 * Planned, as the school view counts it (school_planning_overview): the lesson has plan content
 * (hasPlanContent: text, a program item, or a linked syllabus point). A linked resource counts
 * too, through the stored status: statusAfterEdit stores PLANNED when a lesson gains a link, and
 * the resource links are not read here. Unplanned: the rest, marked or not.
 */
export function weekProgress(
  index: AnalyticsIndex,
  classIds: ReadonlySet<string>,
  today: string,
): WeekProgress {
  const { from, to } = weekRangeOf(today);
  let total = 0;
  let planned = 0;
  let stillToPlan = 0;
  // The week's lessons by the index's date order (a slice per class, not a walk of every lesson).
  // No class listed means none (an empty classIds filter would mean every class).
  const week = applyFilter(
    index,
    { ...EMPTY_ANALYTICS_FILTER, classIds: [...classIds], dateRange: { start: from, end: to } },
    today,
  );
  if (classIds.size === 0)
    return {
      weekStart: from,
      weekEnd: to,
      total: 0,
      planned: 0,
      unplanned: 0,
      stillToPlan: 0,
      plannedPercent: 0,
    };
  for (const classId of classIds) {
    for (const lesson of week.lessonsByClass.get(classId) ?? []) {
      total += 1;
      const hasPlan =
        lesson.status === 'PLANNED' || hasPlanContent(lesson, index.linksByLesson.has(lesson.id));
      if (hasPlan) planned += 1;
      else if (effectiveStatus(lesson, today) === 'UNPLANNED') stillToPlan += 1;
    }
  }
  return {
    weekStart: from,
    weekEnd: to,
    total,
    planned,
    unplanned: total - planned,
    stillToPlan,
    plannedPercent: total === 0 ? 0 : Math.round((planned / total) * 100),
  };
}
