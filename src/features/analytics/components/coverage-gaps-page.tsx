import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { CsvExportButton } from '@/shared/ui/csv-export-button';
import {
  coverageGaps,
  gapsScope,
  type ClassGaps as ClassGapsFigures,
} from '../model/coverage-gaps-list';
import { countOf, formatDay } from '@/shared/lib/format/figures';
import { coverageGapsFiguresSchema } from '../model/kept-figures/coverage-gaps';
import { ClassGaps } from './coverage-gaps/class-gaps';
import { GAP_CSV_COLUMNS } from './coverage-gaps/gap-columns';
import { usePlanThisActions } from './coverage-gaps/use-plan-this-actions';
import { ANALYTICS_LINKS } from './frame/analytics-links';
import {
  AnalyticsPageFrame,
  type AnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { ClassesWithoutSyllabus } from './syllabus-coverage/classes-without-syllabus';
import { csvTableOf } from './table/analytics-table';

/** /analytics/coverage-gaps: untaught and low-mastery points by calculated priority, to plan. */
export function CoverageGapsPage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Coverage gaps"
      intro="Syllabus points each class has not been taught, or has not yet mastered, most pressing first. Plan this puts one into the class's next free lesson."
      showPriority
      figures={COVERAGE_GAPS_FIGURES}
      now={now}
    >
      {(classes, view) => <CoverageGapsContent classes={classes} view={view} />}
    </AnalyticsPageFrame>
  );
}

const COVERAGE_GAPS_FIGURES: AnalyticsFigures<ClassGapsFigures[]> = {
  page: 'coverage-gaps',
  compute: ({ source, filter, today }) =>
    coverageGaps(gapsScope(source.index, filter, today), filter.priorityLevels),
  schema: coverageGapsFiguresSchema,
};

function CoverageGapsContent({
  classes,
  view,
}: {
  classes: readonly ClassGapsFigures[];
  view: AnalyticsView;
}) {
  const actions = usePlanThisActions(view.today);
  const withSyllabus = classes.filter((c) => c.hasSyllabus);
  const withoutSyllabus = classes
    .filter((c) => !c.hasSyllabus)
    .map(({ classId, className }) => ({ classId, className }));
  if (classes.length === 0)
    return (
      <p className="max-w-xl rounded-md border border-dashed border-border p-6 text-sm">
        No class in this view. Choose other classes, subjects or years above, or reset the filters.
      </p>
    );
  if (withSyllabus.length === 0) return <NoSyllabusYet />;
  const all = withSyllabus.flatMap((c) => c.gaps);
  const end = view.filter.dateRange?.end;
  return (
    <>
      <section aria-labelledby="gaps-summary" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="gaps-summary" className="text-lg font-semibold">
            {all.length === 0
              ? 'No gaps: every point in scope is taught'
              : `${countOf(all.length, 'gap')} in ${countOf(withSyllabus.length, 'class', 'classes')}`}
          </h2>
          <CsvExportButton
            fileName="coverage-gaps.csv"
            rowCount={all.length}
            label="Export every gap as CSV"
            table={() => csvTableOf(all, GAP_CSV_COLUMNS)}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Counting every lesson taught {end ? `up to ${formatDay(end)}` : 'so far'}: a point taught
          in an earlier term is not a gap. Below mastered means a mastery you set under 4 after it
          was taught.
        </p>
        <ClassesWithoutSyllabus classes={withoutSyllabus} />
      </section>
      {withSyllabus.map((figures: ClassGapsFigures) => (
        <ClassGaps key={figures.classId} figures={figures} actions={actions} />
      ))}
    </>
  );
}

function NoSyllabusYet() {
  return (
    <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
      <h2 className="text-lg font-semibold">No class has a syllabus yet</h2>
      <p className="text-sm text-muted-foreground">
        Gaps are the syllabus points a class has not been taught. Choose a syllabus for the class
        under Classes, and its untaught points appear here, ready to plan.
      </p>
      <Button asChild>
        <Link to={ANALYTICS_LINKS.classes}>Choose a syllabus under Classes</Link>
      </Button>
    </div>
  );
}
