import { useMemo } from 'react';
import type { ClassPerformance } from '@/domain/analytics';
import { BarChart } from '@/shared/ui/charts';

/**
 * Average ratings per class (three bars, out of 5) and syllabus coverage per class (out of 100).
 * The classes table below has the same numbers for a screen reader and the printout.
 */
export function ClassPerformanceCharts({ rows }: { rows: readonly ClassPerformance[] }) {
  const charts = useMemo(() => {
    const categories = rows.map((r) => r.className);
    return {
      categories,
      ratings: [
        { label: 'Effectiveness', values: rows.map((r) => r.averageEffectiveness) },
        { label: 'Teacher satisfaction', values: rows.map((r) => r.averageTeacherSatisfaction) },
        { label: 'Teacher effectiveness', values: rows.map((r) => r.averageTeacherEffectiveness) },
      ],
      coverage: [
        {
          label: 'Coverage',
          // A class without points in scope has no bar rather than a 0% one.
          values: rows.map((r) => (r.totalSyllabusPoints === 0 ? null : r.coveragePercentage)),
        },
      ],
    };
  }, [rows]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure
        data-print="section"
        className="space-y-2 rounded-md border border-border bg-card p-3"
      >
        <figcaption className="text-sm font-medium">
          Average ratings per class (out of 5)
        </figcaption>
        <BarChart
          title="Average ratings per class"
          categories={charts.categories}
          series={charts.ratings}
          unit="/5"
          max={5}
        />
      </figure>
      <figure
        data-print="section"
        className="space-y-2 rounded-md border border-border bg-card p-3"
      >
        <figcaption className="text-sm font-medium">Syllabus coverage per class</figcaption>
        <BarChart
          title="Syllabus coverage per class"
          categories={charts.categories}
          series={charts.coverage}
          unit="%"
          max={100}
        />
      </figure>
    </div>
  );
}
