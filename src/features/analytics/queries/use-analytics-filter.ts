import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SchoolCalendar } from '@/domain/calendar';
import {
  EMPTY_ANALYTICS_FILTER,
  defaultDateRange,
  type AnalyticsDateRange,
  filterFromSearchParams,
  withFilterSearchParams,
  type AnalyticsFilter,
  type AnalyticsFilterProblem,
} from '@/domain/analytics/filter';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';

const systemNow = () => new Date();

export type AnalyticsFilterOptions = {
  /** Today as YYYY-MM-DD; the device's local date when left out (tests pin it). */
  readonly today?: string;
  /** The school calendar, whose current term is the default range; the last 90 days without. */
  readonly calendar?: SchoolCalendar;
  /**
   * Without a calendar: the default range to use instead (what figures kept from an earlier
   * visit were counted under, shown before the calendar is read).
   */
  readonly defaultRange?: AnalyticsDateRange | null;
};

export type AnalyticsFilterState = {
  /** The filter every analytics page counts with: always usable, bad URL values replaced. */
  readonly filter: AnalyticsFilter;
  /** What was wrong in the URL (spec §5's messages for dates), for the page to show. */
  readonly problems: readonly AnalyticsFilterProblem[];
  /** Changes the named fields and keeps the rest; the URL gets the canonical form. */
  readonly setFilter: (change: Partial<AnalyticsFilter>) => void;
  /** Back to the default view: the default range and no other restriction. */
  readonly reset: () => void;
  /** The range a URL without dates means (the term holding today, or the last 90 days). */
  readonly defaultRange: AnalyticsDateRange | null;
};

/**
 * The filter a URL's query says, with the default range for `today` (the term holding it in
 * `calendar`) where the query names no dates: what useAnalyticsFilter hands the pages.
 */
export function filterOfSearch(
  search: string,
  today: string,
  calendar?: SchoolCalendar,
): AnalyticsFilter {
  return filterFromSearchParams(new URLSearchParams(search), defaultDateRange(today, calendar))
    .filter;
}

/**
 * The analytics filter kept in the URL (`?from=…&to=…&class=…`), so a view survives a reload and
 * can be bookmarked, and every analytics page reads the same one. Changes replace the history
 * entry rather than push one: a teacher trying a few filters should not have to press Back
 * through each to leave analytics. Keys the filter does not own (a page's sort) are kept.
 */
export function useAnalyticsFilter({
  today,
  calendar,
  defaultRange: given,
}: AnalyticsFilterOptions = {}): AnalyticsFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const day = today ?? formatIsoDate(systemNow());
  const todaysDefault =
    calendar === undefined && given !== undefined ? given : defaultDateRange(day, calendar);
  const defaultStart = todaysDefault?.start ?? null;
  const defaultEnd = todaysDefault?.end ?? null;
  // Keyed on the strings, not the object, so a new calendar object with the same term (a replica
  // refresh) does not re-parse the URL or hand the pages a new filter.
  const defaultRange = useMemo(
    () =>
      defaultStart === null || defaultEnd === null
        ? null
        : { start: defaultStart, end: defaultEnd },
    [defaultStart, defaultEnd],
  );
  const search = searchParams.toString();
  const { filter, problems } = useMemo(
    () => filterFromSearchParams(new URLSearchParams(search), defaultRange),
    [search, defaultRange],
  );

  const setFilter = useCallback(
    (change: Partial<AnalyticsFilter>) =>
      setSearchParams(
        (current) => {
          const latest = filterFromSearchParams(current, defaultRange).filter;
          return withFilterSearchParams(current, { ...latest, ...change }, defaultRange);
        },
        { replace: true },
      ),
    [setSearchParams, defaultRange],
  );

  const reset = useCallback(
    () =>
      setSearchParams(
        (current) =>
          withFilterSearchParams(
            current,
            { ...EMPTY_ANALYTICS_FILTER, dateRange: defaultRange },
            defaultRange,
          ),
        { replace: true },
      ),
    [setSearchParams, defaultRange],
  );

  return { filter, problems, setFilter, reset, defaultRange };
}
