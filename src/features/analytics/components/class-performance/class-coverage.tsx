import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ClassPerformance } from '@/domain/analytics';
import { BarChart } from '@/shared/ui/charts';
import { formatPercent } from '@/shared/lib/format/figures';
import { ANALYTICS_LINKS } from '../frame/analytics-links';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';
import { ClassNameLink } from './class-links';

/** A class without syllabus points in scope has no coverage to show (0% would read as a gap). */
const coverageOf = (row: ClassPerformance) =>
  row.totalSyllabusPoints === 0 ? null : row.coveragePercentage;

/**
 * Subject and year in one column: sorting by it groups a subject and orders its years (the
 * table's collator is numeric, so Year 7 comes before Year 10).
 */
function subjectAndYear(row: ClassPerformance): string | null {
  const year = row.year === null ? null : `Year ${String(row.year)}`;
  if (row.subject === null) return year;
  return year === null ? row.subject : `${row.subject} · ${year}`;
}

const COVERAGE_COLUMNS: readonly AnalyticsColumn<ClassPerformance>[] = [
  {
    id: 'class',
    header: 'Class',
    value: (r) => r.className,
    cell: (r) => <ClassNameLink row={r} />,
    rowHeader: true,
  },
  { id: 'subject', header: 'Subject and year', value: subjectAndYear },
  { id: 'covered', header: 'Points covered', value: (r) => r.coveredSyllabusPoints, numeric: true },
  { id: 'in-scope', header: 'Points in scope', value: (r) => r.totalSyllabusPoints, numeric: true },
  {
    id: 'coverage',
    header: 'Coverage',
    value: coverageOf,
    cell: (r) => {
      const coverage = coverageOf(r);
      return coverage === null ? 'No points' : formatPercent(coverage);
    },
    numeric: true,
  },
];

/**
 * How much of its syllabus each class's taught lessons covered in the view: bars out of 100 for
 * the classes with points in scope, and the table (a class name opens its coverage page).
 */
export function ClassCoverage({ rows }: { rows: readonly ClassPerformance[] }) {
  const chart = useMemo(() => {
    const withPoints = rows.filter((r) => r.totalSyllabusPoints > 0);
    return {
      categories: withPoints.map((r) => r.className),
      series: [{ label: 'Coverage', values: withPoints.map((r) => r.coveragePercentage) }],
    };
  }, [rows]);
  return (
    <section aria-labelledby="class-coverage" className="space-y-3">
      <h2 id="class-coverage" className="text-lg font-semibold">
        Syllabus coverage
      </h2>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <figure
          data-print="section"
          className="self-start rounded-md border border-border bg-card p-3"
        >
          {chart.categories.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No class in this view has syllabus points to cover. Choose each class’s syllabus and
              its stage or year in the{' '}
              <Link className="underline underline-offset-4" to={ANALYTICS_LINKS.classes}>
                class settings
              </Link>{' '}
              to see its coverage here.
            </p>
          ) : (
            <BarChart
              title="Syllabus coverage per class, in percent"
              categories={chart.categories}
              series={chart.series}
              unit="%"
              max={100}
            />
          )}
        </figure>
        <AnalyticsTable
          caption="Syllabus coverage per class"
          rows={rows}
          columns={COVERAGE_COLUMNS}
          rowKey={(r) => r.classId}
          fileName="class-coverage.csv"
        />
      </div>
    </section>
  );
}
