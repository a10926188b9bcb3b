import type { SchoolClassOverview } from '../../api/school-overview-actions';

export const SORT_KEYS = [
  'class',
  'teacher',
  'planned',
  'taught',
  'awaiting',
  'coverage',
  'lastPlanned',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export type OverviewSort = { key: SortKey; direction: SortDirection };

/** The server's order: by class name. */
export const DEFAULT_SORT: OverviewSort = { key: 'class', direction: 'ascending' };

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/**
 * What each column sorts by; null sorts last in both directions, because "no syllabus", "no
 * lessons" or "nothing planned" is not a small number a manager is looking for.
 */
const VALUE: Record<SortKey, (row: SchoolClassOverview) => string | number | null> = {
  class: (row) => row.className,
  teacher: (row) => row.teacherName,
  // The share planned, so a class of 2 lessons with 1 planned sorts beside one of 10 with 5.
  planned: (row) => (row.lessonsThisWeek === 0 ? null : row.plannedThisWeek / row.lessonsThisWeek),
  taught: (row) => row.taughtInRange,
  awaiting: (row) => row.awaitingReflection,
  coverage: (row) => (row.pointsInScope === 0 ? null : row.coveragePercentage),
  lastPlanned: (row) => row.lastPlannedDate,
};

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : collator.compare(String(a), String(b));
}

/** The classes in `sort`'s order; ties keep the class-name order, then the id. */
export function sortClasses(
  classes: readonly SchoolClassOverview[],
  sort: OverviewSort,
): SchoolClassOverview[] {
  const value = VALUE[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...classes].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = sign * compare(va, vb);
      if (order !== 0) return order;
    }
    return collator.compare(a.className, b.className) || compare(a.classId, b.classId);
  });
}

/** A header click: the same column flips direction, another starts ascending. */
export const nextSort = (current: OverviewSort, key: SortKey): OverviewSort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };
