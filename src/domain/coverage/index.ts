/**
 * Syllabus coverage per class (DESIGN §7): which points a class covers, what its lessons taught,
 * and calculatedPriority. Pure: the coverage screen and analytics read the same numbers.
 */
export {
  DEFAULT_PRIORITY_LEVEL,
  DEFAULT_REVIEW_STATUS,
  PRIORITY_LEVELS,
  REVIEW_STATUSES,
  type CoverageClassRecord,
  type CoverageLessonRecord,
  type CoverageLinkRecord,
  type CoveragePointRecord,
  type CoverageStatusRecord,
  type PriorityLevel,
  type ReviewStatus,
} from './coverage-records';
export { isInClassLevel, pointsInClassScope } from './class-scope';
export {
  REVISIT_AFTER_DAYS,
  RECENTLY_TAUGHT_DAYS,
  calculatedPriority,
  priorityLevelOfScore,
  priorityRank,
  priorityScore,
  type PriorityInput,
} from './calculated-priority';
export {
  classCoverage,
  latestStatuses,
  percentageOf,
  totalsOf,
  type ClassCoverage,
  type ClassCoverageInput,
  type ClassPointCoverage,
  type CoverageTotals,
  type StrandCoverage,
  type SyllabusCoverage,
} from './class-coverage';
