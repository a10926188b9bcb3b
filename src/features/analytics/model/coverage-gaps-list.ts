import {
  MASTERED_LEVEL,
  applyFilter,
  scopeCoverage,
  type AnalyticsIndex,
  type AnalyticsScope,
} from '@/domain/analytics';
import type { AnalyticsFilter } from '@/domain/analytics/filter';
import {
  priorityRank,
  priorityScore,
  type PriorityLevel,
  type SyllabusCoverage,
} from '@/domain/coverage';
import { isMarked } from '@/domain/lessons';

/** The earliest date there is: coverage for gaps counts every lesson up to the range's end. */
const BEGINNING = '0000-01-01';

/** How many gaps of a class show at first, and how many more each "Show more" adds. */
export const GAPS_SHOWN_PER_CLASS = 50;

export type GapKind = 'untaught' | 'low-mastery';

/** A point one class still needs: never taught, or taught and judged below mastered. */
export type CoverageGap = SyllabusCoverage & {
  kind: GapKind;
  classId: string;
  className: string;
  /** The number calculatedPriority was read from: ranks gaps within one level. */
  score: number;
  /** The class's next open lesson (today or later) already linking the point, if any. */
  plannedFor: { lessonId: string; date: string } | null;
};

export type ClassGaps = {
  classId: string;
  className: string;
  hasSyllabus: boolean;
  /** Points the class covers (after the priority filter): 0 with a syllabus means none in scope. */
  inScope: number;
  gaps: CoverageGap[];
  /** Gaps the priority filter left out (0 without one). */
  otherPriorities: number;
};

/**
 * The scope the gaps page counts with: the filter as given, except that the range starts at the
 * beginning of time. A gap is about the syllabus so far — a point taught last term is not a gap
 * this term — so coverage counts every lesson up to the range's end (as the dashboard's gaps do).
 */
export function gapsScope(index: AnalyticsIndex, filter: AnalyticsFilter, today: string) {
  const dateRange = filter.dateRange && { start: BEGINNING, end: filter.dateRange.end };
  return applyFilter(index, { ...filter, dateRange, priorityLevels: [] }, today);
}

/** The gap a point is for the class, or null when it is taught and mastered (or not judged). */
function gapKindOf(point: SyllabusCoverage): GapKind | null {
  if (point.teachingCount === 0) return 'untaught';
  if (point.masteryLevel !== null && point.masteryLevel < MASTERED_LEVEL) return 'low-mastery';
  return null;
}

/**
 * Each class's gaps, most pressing first: calculatedPriority (CRITICAL first), then the score
 * behind it, then untaught before low mastery, then syllabus order. `priorityLevels` (the filter's)
 * keeps the gaps whose CALCULATED priority is listed: the level this page ranks by and shows.
 */
export function coverageGaps(
  scope: AnalyticsScope,
  priorityLevels: readonly PriorityLevel[],
): ClassGaps[] {
  return scope.classes.map((schoolClass) => {
    const coverage = scopeCoverage(scope, schoolClass);
    const planned = plannedPoints(scope, schoolClass.id);
    const gaps: CoverageGap[] = [];
    let otherPriorities = 0;
    coverage.rows.forEach((point) => {
      const kind = gapKindOf(point);
      if (kind === null) return;
      if (priorityLevels.length > 0 && !priorityLevels.includes(point.calculatedPriority)) {
        otherPriorities += 1;
        return;
      }
      gaps.push({
        ...point,
        kind,
        classId: schoolClass.id,
        className: schoolClass.name,
        score: priorityScore({ ...point, today: scope.today }),
        plannedFor: planned.get(point.syllabusPointId) ?? null,
      });
    });
    const order = new Map(coverage.rows.map((row, i) => [row.syllabusPointId, i] as const));
    gaps.sort(
      (a, b) =>
        priorityRank(b.calculatedPriority) - priorityRank(a.calculatedPriority) ||
        b.score - a.score ||
        (a.kind === b.kind ? 0 : a.kind === 'untaught' ? -1 : 1) ||
        (order.get(a.syllabusPointId) ?? 0) - (order.get(b.syllabusPointId) ?? 0),
    );
    return {
      classId: schoolClass.id,
      className: schoolClass.name,
      hasSyllabus: schoolClass.syllabus_id !== null,
      inScope: coverage.overall.inScope,
      gaps,
      otherPriorities,
    };
  });
}

/**
 * Point id → the class's earliest open lesson from today on that links it (whatever the filter:
 * a plan for next week is still a plan). Lets a row say "Planned for …" instead of offering
 * Plan this twice.
 */
function plannedPoints(scope: AnalyticsScope, classId: string) {
  const planned = new Map<string, { lessonId: string; date: string }>();
  const upcoming = (scope.index.lessonsByClass.get(classId) ?? [])
    .filter((lesson) => lesson.date >= scope.today && !isMarked(lesson.status))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const lesson of upcoming)
    for (const link of scope.index.linksByLesson.get(lesson.id) ?? [])
      if (!planned.has(link.syllabus_point_id))
        planned.set(link.syllabus_point_id, { lessonId: lesson.id, date: lesson.date });
  return planned;
}
