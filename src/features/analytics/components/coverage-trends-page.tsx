import { Link } from 'react-router';
import {
  applyFilter,
  periodCoverage,
  type AnalyticsScope,
  type PeriodType,
  scopeDates,
} from '@/domain/analytics';
import type { Term } from '@/domain/calendar';
import { Button } from '@/shared/ui/button';
import { LineChart } from '@/shared/ui/charts';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  CHART_PERIODS_MAX,
  DEFAULT_PERIOD,
  PERIOD_NOUNS,
  PERIOD_PARAM,
  periodAxisLabel,
  periodFromParam,
  periodTotals,
} from '../model/coverage-trends-periods';
import { coverageTrendsFiguresSchema } from '../model/kept-figures/coverage-trends';
import { formatRange } from '@/shared/lib/format/figures';
import { PeriodSwitch } from './coverage-trends/period-switch';
import { ClassPeriodTable, PeriodTotalsTable } from './coverage-trends/trend-tables';
import { usePeriodParam } from './coverage-trends/use-period-param';
import { ANALYTICS_LINKS } from './frame/analytics-links';
import {
  AnalyticsPageFrame,
  type AnalyticsCount,
  type AnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { NoLessonsInView } from './frame/no-lessons-in-view';

/** /analytics/coverage-trends: points and lessons taught per day, week, month, term or year. */
export function CoverageTrendsPage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Coverage trends"
      intro="How many syllabus points and lessons you taught, period by period."
      dates={scopeDates}
      figures={COVERAGE_TRENDS_FIGURES}
      now={now}
    >
      {(figures, view) => <CoverageTrendsContent figures={figures} view={view} />}
    </AnalyticsPageFrame>
  );
}

/**
 * The last scope worked out per source: a period change counts the same lessons by other
 * periods, so only the periods are worked out anew (the scope is the costly part).
 */
const scopes = new WeakMap<
  AnalyticsCount['source'],
  Omit<AnalyticsCount, 'source'> & { scope: AnalyticsScope }
>();

function scopeOf(count: AnalyticsCount): AnalyticsScope {
  const last = scopes.get(count.source);
  if (last?.filter === count.filter && last.today === count.today) return last.scope;
  const scope = applyFilter(count.source.index, count.filter, count.today);
  scopes.set(count.source, { filter: count.filter, today: count.today, scope });
  return scope;
}

const computeTrends = (count: AnalyticsCount, period: PeriodType) => {
  const scope = scopeOf(count);
  const terms = count.source.calendar.calendar.terms;
  const rows = periodCoverage(scope, period, terms);
  return {
    rows,
    totals: periodTotals(period, rows, scope, terms),
    terms,
    taught: [...scope.lessonsByClass.values()].some((lessons) =>
      lessons.some((lesson) => lesson.status === 'COMPLETED'),
    ),
  };
};

type Figures = ReturnType<typeof computeTrends>;

const COVERAGE_TRENDS_FIGURES: AnalyticsFigures<Figures, PeriodType> = {
  page: 'coverage-trends',
  compute: computeTrends,
  schema: coverageTrendsFiguresSchema,
  variant: (params) => periodFromParam(params.get(PERIOD_PARAM)).period,
};

function CoverageTrendsContent({ figures, view }: { figures: Figures; view: AnalyticsView }) {
  const { period, problem, setPeriod } = usePeriodParam();
  const { rows, totals, terms, taught } = figures;
  return (
    <>
      <div className="space-y-1">
        <PeriodSwitch period={period} onChange={setPeriod} />
        {problem && (
          <FormAlert tone="info">
            <p>{problem}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setPeriod(DEFAULT_PERIOD)}
            >
              Tidy the link
            </Button>
          </FormAlert>
        )}
      </div>
      <section aria-labelledby="trends-chart" className="space-y-3">
        <h2 id="trends-chart" className="text-lg font-semibold">
          Taught per {PERIOD_NOUNS[period]} · {formatRange(view.filter.dateRange)}
        </h2>
        {!taught ? (
          <NoLessonsInView
            what="taught lessons"
            onShowAllDates={() => view.setFilter({ dateRange: null })}
          />
        ) : period === 'term' && terms.length === 0 ? (
          <NoTerms />
        ) : (
          <TrendFigures period={period} rows={rows} totals={totals} terms={terms} view={view} />
        )}
      </section>
    </>
  );
}

function TrendFigures({
  period,
  rows,
  totals,
  terms,
  view,
}: {
  period: PeriodType;
  rows: Figures['rows'];
  totals: Figures['totals'];
  terms: readonly Term[];
  view: AnalyticsView;
}) {
  const charted = totals.slice(-CHART_PERIODS_MAX);
  const noun = PERIOD_NOUNS[period];
  return (
    <>
      <div
        data-print="section"
        className="space-y-2 rounded-md border border-border bg-background p-3"
      >
        <LineChart
          title={`Points and lessons taught per ${noun}, all classes`}
          categories={charted.map((row) => periodAxisLabel(period, row, terms))}
          series={[
            { label: 'Points taught', values: charted.map((row) => row.pointsTaught) },
            { label: 'Lessons taught', values: charted.map((row) => row.lessonsCompleted) },
          ]}
          height={260}
        />
        <p className="text-xs text-muted-foreground">
          All classes in the view together; a point taught to two classes counts twice. Choose one
          class above to see it alone, or read each class below.
          {charted.length < totals.length &&
            ` The chart shows the latest ${String(CHART_PERIODS_MAX)} ${noun}s; the tables have all ${String(totals.length)}.`}
          {period === 'term' && ' Lessons in the holidays belong to no term.'}
        </p>
      </div>
      <PeriodTotalsTable
        type={period}
        totals={totals}
        terms={terms}
        classIds={view.filter.classIds}
      />
      <ClassPeriodTable type={period} rows={rows} terms={terms} />
    </>
  );
}

function NoTerms() {
  return (
    <div className="max-w-xl space-y-2 rounded-md border border-dashed border-border p-6 text-sm">
      <p className="font-medium">Your calendar has no terms yet.</p>
      <p className="text-muted-foreground">
        Enter the term dates under{' '}
        <Link
          to={ANALYTICS_LINKS.timetable}
          className="font-medium text-foreground underline underline-offset-4"
        >
          Timetable settings
        </Link>{' '}
        to see coverage term by term, or choose another period.
      </p>
    </div>
  );
}
