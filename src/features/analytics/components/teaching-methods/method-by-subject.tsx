import { useMemo } from 'react';
import { BarChart } from '@/shared/ui/charts';
import {
  ratedAverage,
  type MethodRow,
  type MethodSubjectRow,
} from '../../model/teaching-methods-figures';
import { formatRating } from '@/shared/lib/format/figures';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';

/** A class without a subject still counts; its lessons are grouped under this label. */
export const NO_SUBJECT_LABEL = 'No subject';

const subjectLabel = (subject: string | null) => subject ?? NO_SUBJECT_LABEL;

const SUBJECT_COLUMNS: readonly AnalyticsColumn<MethodSubjectRow>[] = [
  { id: 'method', header: 'Method', value: (r) => r.methodName, rowHeader: true },
  { id: 'subject', header: 'Subject', value: (r) => subjectLabel(r.subject) },
  { id: 'lessons', header: 'Lessons', value: (r) => r.usageCount, numeric: true },
  {
    id: 'effectiveness',
    header: 'Average effectiveness',
    value: (r) => r.avgEffectiveness,
    cell: (r) => formatRating(r.avgEffectiveness),
    numeric: true,
  },
];

/**
 * Which method works best in which subject: the average effectiveness of each method's lessons per
 * class subject, as grouped bars (one colour per subject) and as a table.
 */
export function MethodBySubject({
  methods,
  rows,
  subjects,
}: {
  methods: readonly MethodRow[];
  rows: readonly MethodSubjectRow[];
  subjects: readonly (string | null)[];
}) {
  const chart = useMemo(() => {
    const used = methods.filter((m) => m.usageCount > 0);
    return {
      categories: used.map((m) => m.methodName),
      series: subjects.map((subject) => ({
        label: subjectLabel(subject),
        values: used.map((m) =>
          ratedAverage(
            m.effectivenessBySubject.find((entry) => entry.subject === subject)?.avgEffectiveness ??
              0,
          ),
        ),
      })),
    };
  }, [methods, subjects]);
  return (
    <section aria-labelledby="method-by-subject" className="space-y-3">
      <h2 id="method-by-subject" className="text-lg font-semibold">
        Effectiveness by subject
      </h2>
      <figure
        data-print="section"
        className="space-y-2 rounded-md border border-border bg-card p-3"
      >
        <figcaption className="text-sm font-medium">
          Average effectiveness of each method per subject (out of 5)
        </figcaption>
        <BarChart
          title="Average effectiveness of each teaching method per subject"
          categories={chart.categories}
          series={chart.series}
          unit="/5"
          max={5}
        />
      </figure>
      <AnalyticsTable
        caption="Teaching methods by subject"
        rows={rows}
        columns={SUBJECT_COLUMNS}
        rowKey={(r) => r.key}
        fileName="teaching-methods-by-subject.csv"
      />
    </section>
  );
}
