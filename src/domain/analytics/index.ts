/**
 * Teaching analytics computed on the device (DESIGN §7, spec §3): pure functions over rows read
 * once from the replica. Index the rows once (indexAnalyticsData), apply a filter (applyFilter),
 * then ask for any of spec §3's shapes. Every metric is defined in metric-definitions.ts.
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
  scopeCoverage,
  syllabusCoverage,
  type ClassSyllabusCoverage,
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
export {
  LOW_AVERAGE_RATING,
  NOTABLE_RISE,
  RECENT_ACTIVITY_LIMIT,
  dashboardMetrics,
  formatMetric,
  metricWindows,
  type ActivityPriority,
  type ActivityType,
  type DashboardMetrics,
  type MetricCard,
  type MetricId,
  type RecentActivity,
} from './dashboard-metrics';
export { analyticsOverview, type AnalyticsOverview } from './overview';
export { datesHold, overviewDates, scopeDates, type LessonDatesCounted } from './lesson-dates';
