import { applyFilter, scopeCoverage, type AnalyticsIndex } from '@/domain/analytics';
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
 * taught so far), from the engine's scopeCoverage (classCoverage underneath; the same totals class
 * performance shows, without its averages, which the bars do not need), in class-name order.
 */
export function classCoverageRows(
  index: AnalyticsIndex,
  classIds: ReadonlySet<string>,
  today: string,
): ClassCoverageRow[] {
  const scope = applyFilter(index, { ...EMPTY_ANALYTICS_FILTER, classIds: [...classIds] }, today);
  return scope.classes.map((schoolClass) => {
    const { overall } = scopeCoverage(scope, schoolClass);
    return {
      classId: schoolClass.id,
      className: schoolClass.name,
      hasSyllabus: schoolClass.syllabus_id !== null,
      inScope: overall.inScope,
      covered: overall.covered,
      percentage: overall.coveragePercentage,
    };
  });
}
