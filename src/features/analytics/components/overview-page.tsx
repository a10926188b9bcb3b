import { Link, useLocation } from 'react-router';
import { overviewDates } from '@/domain/analytics';
import { formatMetric } from '@/domain/analytics/dashboard-metrics';
import { analyticsOverview, type AnalyticsOverview } from '@/domain/analytics/overview';
import { MetricCard } from '@/shared/ui/metric-card';
import { overviewFiguresSchema } from '../model/kept-figures/overview';
import { analyticsPageHref, type AnalyticsSlug } from './frame/analytics-links';
import {
  AnalyticsPageFrame,
  type AnalyticsCount,
  type AnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { NoLessonsInView } from './frame/no-lessons-in-view';
import {
  countOf,
  formatDay,
  formatHours,
  formatPercent,
  formatRange,
  formatRating,
} from '@/shared/lib/format/figures';

/** What the overview shows: the summary and the trend cards (recent activity is the dashboard's). */
type OverviewFigures = {
  summary: AnalyticsOverview['summary'];
  metrics: Omit<AnalyticsOverview['metrics'], 'recentActivity'>;
};

const OVERVIEW_FIGURES: AnalyticsFigures<OverviewFigures> = {
  page: 'overview',
  compute: ({ source, filter, today }: AnalyticsCount) => {
    const { summary, metrics } = analyticsOverview(source.index, filter, today);
    const { window, previousWindow, cards } = metrics;
    return { summary, metrics: { window, previousWindow, cards } };
  },
  schema: overviewFiguresSchema,
};

/** /analytics/overview: the summary of the filtered lessons and the four trend cards. */
export function OverviewPage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Overview"
      intro="Your teaching at a glance: what you taught, how it went and how much of the syllabus it covered."
      dates={overviewDates}
      figures={OVERVIEW_FIGURES}
      now={now}
    >
      {(overview, view) => <OverviewContent overview={overview} view={view} />}
    </AnalyticsPageFrame>
  );
}

function OverviewContent({ overview, view }: { overview: OverviewFigures; view: AnalyticsView }) {
  const { summary } = overview;
  return (
    <>
      <section aria-labelledby="overview-summary" className="space-y-3">
        <h2 id="overview-summary" className="text-lg font-semibold">
          Summary · {formatRange(summary.dateRange)}
        </h2>
        {summary.totals.lessons === 0 ? (
          <NoLessonsInView onShowAllDates={() => view.setFilter({ dateRange: null })} />
        ) : (
          <SummaryCards overview={overview} />
        )}
      </section>
      <Trends overview={overview} />
      <NextPages />
    </>
  );
}

function SummaryCards({ overview: { summary } }: { overview: OverviewFigures }) {
  const { totals, coverage } = summary;
  const { search } = useLocation();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      <MetricCard label="Classes" value={totals.classes.toLocaleString()} />
      <MetricCard label="Lessons taught" value={totals.completedLessons.toLocaleString()}>
        <p className="text-xs text-muted-foreground">of {countOf(totals.lessons, 'lesson')}</p>
      </MetricCard>
      <MetricCard label="Average lesson rating" value={formatRating(summary.averageRating)}>
        <p className="text-xs text-muted-foreground">
          over {countOf(totals.lessonsWithRatings, 'rated lesson')}
        </p>
      </MetricCard>
      <MetricCard label="Teaching hours" value={formatHours(totals.teachingHours)} />
      <MetricCard label="Follow-ups required" value={totals.followUpRequired.toLocaleString()}>
        {totals.followUpRequired > 0 && (
          <Link
            className="text-xs underline underline-offset-4"
            to={analyticsPageHref('lesson-effectiveness', search, '#follow-ups')}
          >
            See the lessons
          </Link>
        )}
      </MetricCard>
      <MetricCard label="Syllabus coverage" value={formatPercent(coverage.coveragePercentage)}>
        <p className="text-xs text-muted-foreground">
          {coverage.coveredSyllabusPoints.toLocaleString()} of{' '}
          {countOf(coverage.totalSyllabusPoints, 'point')}
        </p>
      </MetricCard>
    </div>
  );
}

function Trends({ overview: { metrics } }: { overview: OverviewFigures }) {
  const { window, previousWindow } = metrics;
  return (
    <section aria-labelledby="overview-trends" className="space-y-3">
      <h2 id="overview-trends" className="text-lg font-semibold">
        Trends
      </h2>
      <p className="text-sm text-muted-foreground">
        {formatDay(window.start)} – {formatDay(window.end)}, against the same number of days before
        ({formatDay(previousWindow.start)} – {formatDay(previousWindow.end)}).
      </p>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {metrics.cards.map((card) => (
          <MetricCard
            key={card.id}
            label={card.label}
            value={formatMetric(card.id, card.value)}
            trend={card.previous === null ? undefined : card.trend}
            comparison={`from ${formatMetric(card.id, card.previous)}`}
          >
            {card.previous === null && (
              <p className="text-xs text-muted-foreground">Nothing to compare with before</p>
            )}
          </MetricCard>
        ))}
      </div>
    </section>
  );
}

const NEXT_PAGES: readonly (readonly [AnalyticsSlug, string, string])[] = [
  ['class-performance', 'Class performance', 'ratings, hours and coverage per class'],
  ['lesson-effectiveness', 'Lesson effectiveness', 'every rated lesson and its follow-ups'],
  ['syllabus-coverage', 'Syllabus coverage', 'each class by strand, as a heat map'],
  ['teaching-methods', 'Teaching methods', 'which methods work, by subject'],
  ['coverage-trends', 'Coverage trends', 'points taught over weeks, months and terms'],
  ['coverage-gaps', 'Coverage gaps', 'untaught points by priority, ready to plan'],
];

function NextPages() {
  const { search } = useLocation();
  return (
    <nav aria-label="More analytics" data-print="hide">
      <h2 className="mb-2 text-lg font-semibold">Look closer</h2>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {NEXT_PAGES.map(([slug, title, what]) => (
          <li key={slug}>
            <Link
              to={analyticsPageHref(slug, search)}
              className="block rounded-md border border-border p-3 hover:bg-muted"
            >
              <span className="font-medium">{title}</span>
              <span className="block text-sm text-muted-foreground">{what}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
