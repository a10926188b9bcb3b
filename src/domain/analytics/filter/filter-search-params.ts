import {
  EMPTY_ANALYTICS_FILTER,
  type AnalyticsDateRange,
  type AnalyticsFilter,
} from './analytics-filter';
import { ALL_DATES_MESSAGE } from './filter-messages';
import {
  validateAnalyticsFilter,
  type AnalyticsFilterProblem,
  type AnalyticsFilterValidation,
} from './validate-analytics-filter';

/**
 * The URL keys of the filter, in the order they are written: short enough to read and edit in
 * the address bar (`?from=2026-02-02&to=2026-04-10&class=…&eff=1-4`). List keys repeat.
 */
export const FILTER_PARAM = {
  start: 'from',
  end: 'to',
  /** `dates=all`: every date, written only when the default range is not already every date. */
  allDates: 'dates',
  classIds: 'class',
  subjects: 'subject',
  years: 'year',
  syllabusStages: 'stage',
  status: 'status',
  effectivenessRange: 'eff',
  effectivenessRating: 'rating',
  priorityLevels: 'priority',
} as const;

export const ALL_DATES_VALUE = 'all';

const FILTER_KEYS: ReadonlySet<string> = new Set(Object.values(FILTER_PARAM));

type ListField =
  | 'classIds'
  | 'subjects'
  | 'years'
  | 'syllabusStages'
  | 'status'
  | 'effectivenessRating'
  | 'priorityLevels';

/** The list fields in URL order (after the dates, around `eff`). */
const LISTS_BEFORE_EFF: readonly ListField[] = [
  'classIds',
  'subjects',
  'years',
  'syllabusStages',
  'status',
];
const LISTS_AFTER_EFF: readonly ListField[] = ['effectivenessRating', 'priorityLevels'];

function sameRange(a: AnalyticsDateRange | null, b: AnalyticsDateRange | null): boolean {
  return a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);
}

function appendList(params: URLSearchParams, field: ListField, values: readonly unknown[]) {
  for (const value of values) params.append(FILTER_PARAM[field], String(value));
}

/**
 * The filter as URL search params in its one canonical form: keys in `FILTER_PARAM` order, list
 * values sorted, and what the page shows anyway left out (the default date range, empty lists), so
 * a bookmark of the same view is the same URL. `defaultRange` is the range a URL without dates
 * means; leave it null when that is every date.
 */
export function filterToSearchParams(
  filter: AnalyticsFilter,
  defaultRange: AnalyticsDateRange | null = null,
): URLSearchParams {
  const clean = validateAnalyticsFilter(filter, {
    ...EMPTY_ANALYTICS_FILTER,
    dateRange: defaultRange,
  }).filter;
  const params = new URLSearchParams();
  if (clean.dateRange === null) {
    if (defaultRange !== null) params.append(FILTER_PARAM.allDates, ALL_DATES_VALUE);
  } else if (!sameRange(clean.dateRange, defaultRange)) {
    // Both ends, even when one matches the default: the URL then means the same view tomorrow.
    params.append(FILTER_PARAM.start, clean.dateRange.start);
    params.append(FILTER_PARAM.end, clean.dateRange.end);
  }
  for (const field of LISTS_BEFORE_EFF) appendList(params, field, clean[field]);
  if (clean.effectivenessRange !== null) {
    const { min, max } = clean.effectivenessRange;
    params.append(FILTER_PARAM.effectivenessRange, `${min}-${max}`);
  }
  for (const field of LISTS_AFTER_EFF) appendList(params, field, clean[field]);
  return params;
}

/** What the URL says about the dates: undefined for "the default", null for every date. */
function rawDateRange(
  params: URLSearchParams,
  defaultRange: AnalyticsDateRange | null,
  problems: AnalyticsFilterProblem[],
): unknown {
  const from = params.get(FILTER_PARAM.start);
  const to = params.get(FILTER_PARAM.end);
  if (from !== null || to !== null) {
    // One end given: the other is the default's, or missing (and named) when every date is.
    return { start: from ?? defaultRange?.start ?? '', end: to ?? defaultRange?.end ?? '' };
  }
  const dates = params.get(FILTER_PARAM.allDates);
  if (dates === null) return undefined;
  if (dates.trim().toLowerCase() === ALL_DATES_VALUE) return null;
  problems.push({ field: 'dateRange', message: ALL_DATES_MESSAGE });
  return undefined;
}

/** A list key's values, or undefined when the URL has none (the field's default). */
function rawList(params: URLSearchParams, field: ListField): string[] | undefined {
  const values = params.getAll(FILTER_PARAM[field]);
  return values.length === 0 ? undefined : values;
}

/**
 * The filter a URL asks for. Never throws: each bad value is named in `problems` (the date
 * messages are spec §5's) and its field falls back to the default (`defaultRange` for the dates,
 * no restriction for the rest). Keys it does not know are ignored, so a page may keep its own
 * (a sort order) beside the filter.
 */
export function filterFromSearchParams(
  params: URLSearchParams,
  defaultRange: AnalyticsDateRange | null = null,
): AnalyticsFilterValidation {
  const problems: AnalyticsFilterProblem[] = [];
  const input = {
    dateRange: rawDateRange(params, defaultRange, problems),
    classIds: rawList(params, 'classIds'),
    subjects: rawList(params, 'subjects'),
    years: rawList(params, 'years'),
    syllabusStages: rawList(params, 'syllabusStages'),
    status: rawList(params, 'status'),
    effectivenessRange: params.get(FILTER_PARAM.effectivenessRange) ?? undefined,
    effectivenessRating: rawList(params, 'effectivenessRating'),
    priorityLevels: rawList(params, 'priorityLevels'),
  };
  const result = validateAnalyticsFilter(input, {
    ...EMPTY_ANALYTICS_FILTER,
    dateRange: defaultRange,
  });
  return { filter: result.filter, problems: [...problems, ...result.problems] };
}

/**
 * `current` with its filter keys replaced by `filter`'s canonical form (first) and every other key
 * kept as it was, in its order: what a page writes back when the teacher changes the filter.
 */
export function withFilterSearchParams(
  current: URLSearchParams,
  filter: AnalyticsFilter,
  defaultRange: AnalyticsDateRange | null = null,
): URLSearchParams {
  const next = filterToSearchParams(filter, defaultRange);
  for (const [key, value] of current) if (!FILTER_KEYS.has(key)) next.append(key, value);
  return next;
}

/**
 * The filter part of a URL's query as a key, before anything is resolved: the filter's keys in
 * `FILTER_PARAM` order, each one's values sorted, every other key left out. What a page counts
 * is fixed by this key, the day and the replica's rows (the default range comes from the
 * calendar among them), so figures kept under it are that view's figures (analytics' kept
 * figures, src/features/analytics/queries/use-kept-analytics-figures.ts).
 */
export function filterSearchKey(params: URLSearchParams): string {
  const key = new URLSearchParams();
  for (const name of Object.values(FILTER_PARAM))
    for (const value of params.getAll(name).sort()) key.append(name, value);
  return key.toString();
}
