import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GenericSchema } from 'valibot';
import type { LessonDatesCounted } from '@/domain/analytics';
import type { AnalyticsFilter } from '@/domain/analytics/filter';
import { formatIsoDate } from '@/shared/lib/dates/iso-date';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { PrintButton } from '@/shared/ui/print-button';
import { filterChoicesOf } from '../../model/filter-choices';
import { useAnalyticsFilter } from '../../queries/use-analytics-filter';
import { useAnalyticsSource, type AnalyticsSource } from '../../queries/use-analytics-source';
import { useKeptAnalyticsFigures } from '../../queries/use-kept-analytics-figures';
import { AnalyticsFilterBar } from '../filter/analytics-filter-bar';
import { ANALYTICS_LINKS } from './analytics-links';

/** What a page's figures are counted from: the rows, the filter from the URL and today's date. */
export type AnalyticsCount = {
  readonly source: AnalyticsSource;
  readonly filter: AnalyticsFilter;
  /** YYYY-MM-DD on the device. */
  readonly today: string;
};

/** What a page's content renders with beside its figures. */
export type AnalyticsView = {
  readonly filter: AnalyticsFilter;
  /** YYYY-MM-DD on the device. */
  readonly today: string;
  readonly setFilter: (change: Partial<AnalyticsFilter>) => void;
};

/**
 * A page's figures: how they are counted (`compute`, worked out again only when the rows, the
 * filter, the day or the variant change), and what they must look like when read back from the
 * device, where the frame keeps them for the next app start. The page renders from the figures
 * alone, so kept figures render exactly as live ones.
 */
export type AnalyticsFigures<T, V extends string = ''> = {
  /** Names the page's kept figures. */
  readonly page: string;
  readonly compute: (count: AnalyticsCount, variant: V) => T;
  /** Kept figures are shown only when they pass it (storage is input). */
  readonly schema: GenericSchema<unknown, T>;
  /** A setting of the page's own in the URL that its figures depend on (the trends' period). */
  readonly variant?: (params: URLSearchParams) => V;
};

const systemNow = () => new Date();

/**
 * The frame every analytics page shares: its heading and Print, the filter (kept in the URL), a
 * loading line while the replica opens, and, for a teacher with no class yet, what to do first.
 * The page's content renders from `children(figures, view)` once its figures are counted.
 *
 * Live figures are kept on the device (useKeptAnalyticsFigures) with the replica's write mark
 * they were counted at. On an app start or a reload, before any row is read, figures kept for
 * the same page, filter and day are painted: as current (the ready marker) while the mark has
 * not moved, else marked "Updating your figures…" and aria-busy, until the live count lands.
 */
export function AnalyticsPageFrame<T, V extends string = ''>({
  title,
  intro,
  dates,
  figures,
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
  figures: AnalyticsFigures<T, V>;
  showPriority?: boolean;
  showRatings?: boolean;
  /** Tests: the clock that says what today is. */
  now?: () => Date;
  children: (figures: T, view: AnalyticsView) => ReactNode;
}) {
  const today = formatIsoDate(now());
  const source = useAnalyticsSource(dates, today);
  // The filter bar stays while a filter wider than an app start's first rows waits for every
  // row: classes and the calendar are whole in any source, only the figures wait.
  const known = useLastDefined(source);
  const [searchParams] = useSearchParams();
  const variant = figures.variant ? figures.variant(searchParams) : ('' as V);
  const { kept, keep } = useKeptAnalyticsFigures(figures.page, figures.schema, {
    today,
    variant,
    lookUp: source === undefined,
  });
  const filterState = useAnalyticsFilter({
    today,
    calendar: known?.calendar.calendar,
    defaultRange: kept?.defaultRange,
  });
  const { filter, setFilter, defaultRange } = filterState;
  const filterKey = JSON.stringify(filter);
  // Kept figures stand in only for the filter they were counted under.
  const stand = source === undefined && kept?.filter === filterKey ? kept : null;
  const knownChoices = useMemo(() => (known ? filterChoicesOf(known.index) : undefined), [known]);
  const choices = knownChoices ?? stand?.choices;
  const { compute } = figures;
  const live = useMemo(
    () => (source ? { figures: compute({ source, filter, today }, variant) } : undefined),
    [compute, source, filter, today, variant],
  );
  const writeMark = source?.writeMark ?? null;
  useEffect(() => {
    if (live && writeMark !== null && knownChoices)
      keep(
        { figures: live.figures, filter: filterKey, defaultRange, choices: knownChoices },
        writeMark,
      );
  }, [keep, live, writeMark, filterKey, defaultRange, knownChoices]);
  const view = useMemo<AnalyticsView>(
    () => ({ filter, today, setFilter }),
    [filter, today, setFilter],
  );
  const shown = live ?? stand;
  const updating = !live && stand !== null && !stand.current;
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
      {choices === undefined ? (
        counting
      ) : known?.index.classes.size === 0 ? (
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
              it changes in the same commit as the figures computed for the new filter, and is
              there for kept figures only while they are current; the dates the rows hold say
              when an app start's window was replaced by every row. */}
          {shown === null || shown === undefined ? (
            counting
          ) : (
            <>
              {updating && (
                <p role="status" className="text-sm text-muted-foreground">
                  Updating your figures…
                </p>
              )}
              <div
                data-analytics-ready={updating ? undefined : filterKey}
                data-analytics-figures={live ? 'live' : 'kept'}
                data-analytics-covers={
                  !source
                    ? undefined
                    : source.dates === 'all'
                      ? 'all'
                      : `${source.dates.start}/${source.dates.end}`
                }
                aria-busy={updating}
                className="contents"
              >
                {children(shown.figures, view)}
              </div>
            </>
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
