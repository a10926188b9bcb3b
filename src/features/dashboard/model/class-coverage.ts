import { applyFilter, classPerformance, type AnalyticsIndex } from '@/domain/analytics';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';

/** One class's syllabus coverage so far, as the coverage pages count it. */
export type ClassCoverageRow = {
  readonly classId: string;
  readonly className: string;
  /** False when the class follows no syllabus: nothing to cover yet. */
  readonly hasSyllabus: boolean;
  readonly inScope: number;
  readonly covered: number;
  /** 0–100, one decimal. */
  readonly percentage: number;
};

/**
 * Coverage of each shown class over all its lessons (no date range: coverage is what has been
 * taught so far), from the engine's class performance (classCoverage underneath), in class-name
 * order.
 */
export function classCoverageRows(
  index: AnalyticsIndex,
  classIds: ReadonlySet<string>,
  today: string,
): ClassCoverageRow[] {
  const scope = applyFilter(index, { ...EMPTY_ANALYTICS_FILTER, classIds: [...classIds] }, today);
  return classPerformance(scope).map((row) => ({
    classId: row.classId,
    className: row.className,
    hasSyllabus: (index.classes.get(row.classId)?.syllabus_id ?? null) !== null,
    inScope: row.totalSyllabusPoints,
    covered: row.coveredSyllabusPoints,
    percentage: row.coveragePercentage,
  }));
}
