import { LESSON_STATUSES, type LessonStatus } from '@/domain/lessons';

/** Which of the week's lessons the planner shows; empty lists mean "all". */
export type WeekFilters = {
  readonly classIds: readonly string[];
  readonly statuses: readonly LessonStatus[];
};

export const NO_WEEK_FILTERS: WeekFilters = { classIds: [], statuses: [] };

/** URL parameter names: `?class=a,b&status=PLANNED,MISSED`. */
export const CLASS_FILTER_PARAM = 'class';
export const STATUS_FILTER_PARAM = 'status';

const STATUS_SET = new Set<string>(LESSON_STATUSES);

function listParam(raw: string | null): string[] {
  if (raw === null) return [];
  return [...new Set(raw.split(',').map((part) => part.trim()))].filter((part) => part !== '');
}

/** Filters from the URL; unknown statuses are dropped (a stale link still opens the week). */
export function parseWeekFilters(params: URLSearchParams): WeekFilters {
  return {
    classIds: listParam(params.get(CLASS_FILTER_PARAM)).sort(),
    statuses: LESSON_STATUSES.filter((status) =>
      listParam(params.get(STATUS_FILTER_PARAM)).includes(status),
    ).filter((status) => STATUS_SET.has(status)),
  };
}

/** Writes the filters into `params` (removing empty ones), in a stable order for cache keys. */
export function writeWeekFilters(params: URLSearchParams, filters: WeekFilters): void {
  const classes = [...filters.classIds].sort().join(',');
  const statuses = LESSON_STATUSES.filter((status) => filters.statuses.includes(status)).join(',');
  if (classes === '') params.delete(CLASS_FILTER_PARAM);
  else params.set(CLASS_FILTER_PARAM, classes);
  if (statuses === '') params.delete(STATUS_FILTER_PARAM);
  else params.set(STATUS_FILTER_PARAM, statuses);
}

/** A stable text of the filters, for cache keys. */
export function weekFiltersKey(filters: WeekFilters): string {
  const params = new URLSearchParams();
  writeWeekFilters(params, filters);
  return params.toString();
}

export function matchesWeekFilters(
  lesson: { readonly classId: string; readonly status: LessonStatus },
  filters: WeekFilters,
): boolean {
  return (
    (filters.classIds.length === 0 || filters.classIds.includes(lesson.classId)) &&
    (filters.statuses.length === 0 || filters.statuses.includes(lesson.status))
  );
}

/** Adds or removes one value of a filter list. */
export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
