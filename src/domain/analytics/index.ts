/**
 * Teaching analytics computed on the device (DESIGN §7, spec §3): pure functions over rows read
 * once from the replica. Index the rows once (indexAnalyticsData), apply a filter (applyFilter),
 * then ask for any of spec §3's shapes. Every metric is defined in metric-definitions.ts.
 *
 * The dashboard's metrics and the overview (`./dashboard-metrics`, `./overview`) are imported
 * from their own modules, not from here: every analytics page imports this index, and the
 * bundler put what two pages shared through it into every page's first chunk (1.4 KB gzip on
 * each analytics page, past the 170 KB route budget).
 */
export type {
  AnalyticsClassRecord,
  AnalyticsData,
  AnalyticsLessonRecord,
  AnalyticsMethodRecord,
  AnalyticsResourceRecord,
} from './analytics-records';
export {
  DEFAULT_WINDOW_DAYS,
  MASTERED_LEVEL,
  TREND_THRESHOLD_RATIO,
  applyFilter,
  classPasses,
  hoursOf,
  indexAnalyticsData,
  isCompleted,
  isRatedLesson,
  lessonPasses,
  meanOf,
  round2,
  teachingSeconds,
  trendOf,
  type AnalyticsIndex,
  type AnalyticsScope,
  type Trend,
} from './metric-definitions';
export { classPerformance, type ClassPerformance } from './class-performance';
export {
  UNKNOWN_METHOD_NAME,
  lessonEffectiveness,
  type LessonEffectiveness,
} from './lesson-effectiveness';
export {
  carryCoverage,
  everyLessonCoverages,
  restoreCoverages,
  scopeCoverage,
  syllabusCoverage,
  type ClassSyllabusCoverage,
  type KeptClassCoverages,
} from './syllabus-coverage';
export { analyticsSummary, type AnalyticsSummary } from './summary';
export {
  teachingMethodUsage,
  type SubjectEffectiveness,
  type TeachingMethodUsage,
} from './teaching-method-usage';
export {
  PERIOD_TYPES,
  periodCoverage,
  periodOf,
  type PeriodCoverage,
  type PeriodType,
} from './period-coverage';
export { metricWindows } from './metric-windows';
export { datesHold, overviewDates, scopeDates, type LessonDatesCounted } from './lesson-dates';
