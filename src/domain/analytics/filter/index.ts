/**
 * The analytics filter (spec §3, §5): its type, validation with the spec's messages and its URL
 * form. Pure: the analytics engine reads the type, the analytics feature keeps it in the URL.
 */
export {
  EMPTY_ANALYTICS_FILTER,
  type AnalyticsDateRange,
  type AnalyticsFilter,
  type EffectivenessRange,
} from './analytics-filter';
export { DEFAULT_RANGE_DAYS, defaultAnalyticsFilter, defaultDateRange } from './default-filter';
