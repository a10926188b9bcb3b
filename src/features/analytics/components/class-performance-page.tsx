import { applyFilter, classPerformance, scopeDates } from '@/domain/analytics';
import { countOf, formatRange } from '@/shared/lib/format/figures';
import { ClassCoverage } from './class-performance/class-coverage';
import { ClassRatings } from './class-performance/class-ratings';
import {
  AnalyticsPageFrame,
  useAnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { NoLessonsInView } from './frame/no-lessons-in-view';

/** /analytics/class-performance: each class's lessons, ratings, coverage and follow-ups. */
export function ClassPerformancePage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Class performance"
      intro="Each class side by side: how many lessons it had, how you rated them, and how much of its syllabus they covered."
      dates={scopeDates}
      now={now}
    >
      {(view) => <ClassPerformanceFigures view={view} />}
    </AnalyticsPageFrame>
  );
}

const computeClassPerformance = ({ source, filter, today }: AnalyticsView) =>
  classPerformance(applyFilter(source.index, filter, today));

function ClassPerformanceFigures({ view }: { view: AnalyticsView }) {
  const rows = useAnalyticsFigures(view, computeClassPerformance);
  if (rows.every((row) => row.totalLessons === 0))
    return <NoLessonsInView onShowAllDates={() => view.setFilter({ dateRange: null })} />;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {countOf(rows.length, 'class', 'classes')} ·{' '}
        {countOf(
          rows.reduce((sum, row) => sum + row.totalLessons, 0),
          'lesson',
        )}{' '}
        · {formatRange(view.filter.dateRange)}
      </p>
      <ClassRatings rows={rows} />
      <ClassCoverage rows={rows} />
    </>
  );
}
