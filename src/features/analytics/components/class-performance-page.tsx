import {
  applyFilter,
  classPerformance,
  type ClassPerformance,
  scopeDates,
} from '@/domain/analytics';
import { countOf, formatRange } from '@/shared/lib/format/figures';
import { classPerformanceFiguresSchema } from '../model/kept-figures/class-performance';
import { ClassCoverage } from './class-performance/class-coverage';
import { ClassRatings } from './class-performance/class-ratings';
import {
  AnalyticsPageFrame,
  type AnalyticsFigures,
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
      figures={CLASS_PERFORMANCE_FIGURES}
      now={now}
    >
      {(rows, view) => <ClassPerformanceFigures rows={rows} view={view} />}
    </AnalyticsPageFrame>
  );
}

const CLASS_PERFORMANCE_FIGURES: AnalyticsFigures<ClassPerformance[]> = {
  page: 'class-performance',
  compute: ({ source, filter, today }) =>
    classPerformance(applyFilter(source.index, filter, today)),
  schema: classPerformanceFiguresSchema,
};

function ClassPerformanceFigures({
  rows,
  view,
}: {
  rows: readonly ClassPerformance[];
  view: AnalyticsView;
}) {
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
