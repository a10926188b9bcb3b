import type { LessonStatus } from './lesson-record';

/** What a link into the planner can ask for: the week of `date`, filtered, or one lesson open. */
export type PlannerLinkTarget = {
  /** Any YYYY-MM-DD: the planner opens the week (Monday to Sunday) holding it. */
  readonly date?: string;
  readonly classIds?: readonly string[];
  readonly statuses?: readonly LessonStatus[];
  /** Opens this lesson's panel over the week. */
  readonly lessonId?: string;
};

/**
 * The planner's URL for a target — `/planner?week=…&class=a,b&status=…&lesson=…`, the parameters
 * the planner reads (its week-url and week-filters modules). Pages outside the planner (analytics,
 * the dashboard) link "the lessons behind a number" with this, so the spelling lives in one place.
 */
export function plannerHref({ date, classIds = [], statuses = [], lessonId }: PlannerLinkTarget) {
  const params = new URLSearchParams();
  if (date !== undefined) params.set('week', date);
  if (classIds.length > 0) params.set('class', [...classIds].sort().join(','));
  if (statuses.length > 0) params.set('status', statuses.join(','));
  if (lessonId !== undefined) params.set('lesson', lessonId);
  const search = params.toString();
  return search === '' ? '/planner' : `/planner?${search}`;
}
