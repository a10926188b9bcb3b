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
export {
  ALL_DATES_MESSAGE,
  DATE_RANGE_ORDER_MESSAGE,
  EFFECTIVENESS_RANGE_MESSAGE,
  EFFECTIVENESS_RANGE_ORDER_MESSAGE,
  END_DATE_FORMAT_MESSAGE,
  START_DATE_FORMAT_MESSAGE,
} from './filter-messages';
export {
  FILTER_TEXT_MAX_CHARS,
  FILTER_VALUES_MAX,
  validateAnalyticsFilter,
  type AnalyticsFilterField,
  type AnalyticsFilterProblem,
  type AnalyticsFilterValidation,
} from './validate-analytics-filter';
export {
  ALL_DATES_VALUE,
  FILTER_PARAM,
  filterFromSearchParams,
  filterSearchKey,
  filterToSearchParams,
  withFilterSearchParams,
} from './filter-search-params';
