import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LessonDatesCounted } from '@/domain/analytics';
import type { AnalyticsFilter } from '@/domain/analytics/filter';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { PrintButton } from '@/shared/ui/print-button';
import { filterChoicesOf } from '../../model/filter-choices';
import { useAnalyticsFilter } from '../../queries/use-analytics-filter';
import { useAnalyticsSource, type AnalyticsSource } from '../../queries/use-analytics-source';
import { AnalyticsFilterBar } from '../filter/analytics-filter-bar';
import { ANALYTICS_LINKS } from './analytics-links';

/** What a page's content counts with: the rows, the filter from the URL and today's date. */
export type AnalyticsView = {
  readonly source: AnalyticsSource;
  readonly filter: AnalyticsFilter;
  /** YYYY-MM-DD on the device. */
  readonly today: string;
  readonly setFilter: (change: Partial<AnalyticsFilter>) => void;
};

const systemNow = () => new Date();

/**
 * The frame every analytics page shares: its heading and Print, the filter (kept in the URL), a
 * loading line while the replica opens, and, for a teacher with no class yet, what to do first.
 * The page's own content renders from `children(view)` once there are rows to count.
 */
export function AnalyticsPageFrame({
  title,
  intro,
  dates,
  showPriority = false,
  showRatings = false,
  now = systemNow,
  children,
}: {
  title: string;
  /** One sentence under the heading: what this page answers. */
  intro: string;
  /**
   * The lesson dates the page's figures count under a filter (overviewDates, scopeDates), when
   * they count no other: an app start then paints from those lessons before every row is read.
   * Leave it out when a figure may count any lesson (gaps "so far", upcoming lessons).
   */
  dates?: LessonDatesCounted;
  showPriority?: boolean;
  showRatings?: boolean;
  /** Tests: the clock that says what today is. */
  now?: () => Date;
  children: (view: AnalyticsView) => ReactNode;
}) {
  const today = formatIsoDate(now());
  const source = useAnalyticsSource(dates, today);
  // The filter bar stays while a filter wider than an app start's first rows waits for every
  // row: classes and the calendar are whole in any source, only the figures wait.
  const known = useLastDefined(source);
  const filterState = useAnalyticsFilter({ today, calendar: known?.calendar.calendar });
  const choices = useMemo(() => (known ? filterChoicesOf(known.index) : undefined), [known]);
  const { filter, setFilter } = filterState;
  const counting = (
    <p role="status" className="text-sm text-muted-foreground">
      Counting your lessons…
    </p>
  );
  return (
    <div data-analytics-page={title} className="flex flex-col gap-5">
      <PageHeading title={title} tour="analytics-heading">
        <PrintButton />
      </PageHeading>
      <p className="-mt-4 max-w-3xl text-sm text-muted-foreground">{intro}</p>
      {known === undefined || choices === undefined ? (
        counting
      ) : known.index.classes.size === 0 ? (
        <NoClassesYet />
      ) : (
        <>
          <AnalyticsFilterBar
            state={filterState}
            choices={choices}
            showPriority={showPriority}
            showRatings={showRatings}
          />
          {/* The bench (npm run bench:analytics) times a page or filter change to this marker:
              it changes in the same commit as the figures computed for the new filter; the
              dates the rows hold say when an app start's window was replaced by every row. */}
          {source === undefined ? (
            counting
          ) : (
            <div
              data-analytics-ready={JSON.stringify(filter)}
              data-analytics-covers={
                source.dates === 'all' ? 'all' : `${source.dates.start}/${source.dates.end}`
              }
              className="contents"
            >
              {children({ source, filter, today, setFilter })}
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** `value`, or while it is undefined the last value it had. */
function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  // React's "storing information from previous renders": set while rendering, no extra commit.
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

function NoClassesYet() {
  return (
    <div
      data-tour="analytics-no-classes"
      className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6"
    >
      <h2 className="text-lg font-semibold">No classes to count yet</h2>
      <p className="text-sm text-muted-foreground">
        Analytics count the lessons of your classes. Add a class, generate its lessons in the
        planner, and reflect on each lesson after you teach it: the numbers appear here as you go.
      </p>
      <Button asChild>
        <Link to={ANALYTICS_LINKS.classes}>Add a class</Link>
      </Button>
    </div>
  );
}

/**
 * A page's figures from its view, worked out again only when the rows, the filter or the day
 * change (a re-render for any other reason reuses them).
 */
export function useAnalyticsFigures<T>(
  view: AnalyticsView,
  compute: (view: AnalyticsView) => T,
): T {
  const { source, filter, today } = view;
  // compute is a module-level function on every page; the view's parts are the real inputs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => compute(view), [source, filter, today, compute]);
}
