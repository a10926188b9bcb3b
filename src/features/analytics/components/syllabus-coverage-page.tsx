import { Link } from 'react-router';
import { applyFilter, syllabusCoverage, scopeDates } from '@/domain/analytics';
import { Button } from '@/shared/ui/button';
import { formatPercent, formatRange } from '@/shared/lib/format/figures';
import {
  syllabusCoverageFigures,
  type StrandCoverageRow,
  type SyllabusCoverageFigures,
} from '../model/syllabus-coverage-heat';
import { ANALYTICS_LINKS, classCoverageHref } from './frame/analytics-links';
import { syllabusCoverageFiguresSchema } from '../model/kept-figures/syllabus-coverage';
import {
  AnalyticsPageFrame,
  type AnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { NoLessonsInView } from './frame/no-lessons-in-view';
import { ClassesWithoutSyllabus } from './syllabus-coverage/classes-without-syllabus';
import { CoverageHeatMap } from './syllabus-coverage/coverage-heat-map';
import { HeatLegend } from './syllabus-coverage/heat-legend';
import { AnalyticsTable, type AnalyticsColumn } from './table/analytics-table';

/** /analytics/syllabus-coverage: each class's coverage by strand, as a heat map and a table. */
export function SyllabusCoveragePage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Syllabus coverage"
      intro="How much of each class's syllabus its lessons in this view taught, strand by strand."
      showPriority
      dates={scopeDates}
      figures={SYLLABUS_COVERAGE_FIGURES}
      now={now}
    >
      {(figures, view) => <SyllabusCoverageContent figures={figures} view={view} />}
    </AnalyticsPageFrame>
  );
}

const SYLLABUS_COVERAGE_FIGURES: AnalyticsFigures<SyllabusCoverageFigures> = {
  page: 'syllabus-coverage',
  compute: ({ source, filter, today }) => {
    const scope = applyFilter(source.index, filter, today);
    return syllabusCoverageFigures(scope, syllabusCoverage(scope));
  },
  schema: syllabusCoverageFiguresSchema,
};

function SyllabusCoverageContent({
  figures,
  view,
}: {
  figures: SyllabusCoverageFigures;
  view: AnalyticsView;
}) {
  const { grids, withoutSyllabus, taughtLessons } = figures;
  if (grids.length === 0 && withoutSyllabus.length === 0)
    return (
      <p className="max-w-xl rounded-md border border-dashed border-border p-6 text-sm">
        No class in this view. Choose other classes, subjects or years above, or reset the filters.
      </p>
    );
  if (grids.length === 0) return <NoSyllabusYet />;
  return (
    <>
      <section aria-labelledby="coverage-heat-map" className="space-y-3">
        <h2 id="coverage-heat-map" className="text-lg font-semibold">
          Coverage by strand · {formatRange(view.filter.dateRange)}
        </h2>
        {taughtLessons === 0 ? (
          <NoLessonsInView
            what="taught lessons"
            onShowAllDates={() => view.setFilter({ dateRange: null })}
          />
        ) : (
          <div data-print="section" className="space-y-3">
            <HeatLegend />
            {grids.map((grid) => (
              <CoverageHeatMap key={grid.syllabusId} grid={grid} />
            ))}
          </div>
        )}
        <ClassesWithoutSyllabus classes={withoutSyllabus} />
      </section>
      {taughtLessons > 0 && <CoverageTable figures={figures} />}
    </>
  );
}

const COLUMNS: readonly AnalyticsColumn<StrandCoverageRow>[] = [
  {
    id: 'class',
    header: 'Class',
    value: (row) => row.className,
    cell: (row) => (
      <Link to={classCoverageHref(row.classId)} className="underline-offset-4 hover:underline">
        {row.className}
      </Link>
    ),
    rowHeader: true,
  },
  { id: 'strand', header: 'Strand', value: (row) => row.strand },
  { id: 'inScope', header: 'Points in scope', value: (row) => row.inScope, numeric: true },
  { id: 'covered', header: 'Taught', value: (row) => row.covered, numeric: true },
  {
    id: 'percentage',
    header: 'Coverage %',
    value: (row) => row.coveragePercentage,
    cell: (row) => formatPercent(row.coveragePercentage),
    numeric: true,
  },
];

function CoverageTable({ figures }: { figures: SyllabusCoverageFigures }) {
  return (
    <section aria-labelledby="coverage-table" className="space-y-2">
      <h2 id="coverage-table" className="text-lg font-semibold">
        The same figures as a table
      </h2>
      <AnalyticsTable
        caption="Coverage by class and strand"
        rows={figures.tableRows}
        columns={COLUMNS}
        rowKey={(row) => `${row.classId}|${row.strand}`}
        fileName="syllabus-coverage.csv"
      />
    </section>
  );
}

function NoSyllabusYet() {
  return (
    <div className="max-w-xl space-y-3 rounded-md border border-dashed border-border p-6">
      <h2 className="text-lg font-semibold">No class has a syllabus yet</h2>
      <p className="text-sm text-muted-foreground">
        Coverage counts the syllabus points your lessons teach. Choose a syllabus for the class
        under Classes, link points to lessons in the planner, and mark the lessons taught: the heat
        map fills in as you go.
      </p>
      <Button asChild>
        <Link to={ANALYTICS_LINKS.classes}>Choose a syllabus under Classes</Link>
      </Button>
    </div>
  );
}
