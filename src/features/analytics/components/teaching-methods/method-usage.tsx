import { useMemo } from 'react';
import { BarChart } from '@/shared/ui/charts';
import { ratedAverage, type MethodRow } from '../../model/teaching-methods-figures';
import { formatDay, formatPercent, formatRating } from '@/shared/lib/format/figures';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';

const METHOD_COLUMNS: readonly AnalyticsColumn<MethodRow>[] = [
  {
    id: 'method',
    header: 'Method',
    value: (m) => m.methodName,
    cell: (m) => (
      <>
        {m.methodName}
        {m.description && (
          <span className="block text-xs font-normal text-muted-foreground">{m.description}</span>
        )}
      </>
    ),
    rowHeader: true,
  },
  { id: 'lessons', header: 'Lessons', value: (m) => m.usageCount, numeric: true },
  {
    id: 'share',
    header: 'Share',
    value: (m) => m.sharePercentage,
    cell: (m) => formatPercent(m.sharePercentage),
    numeric: true,
  },
  {
    id: 'effectiveness',
    header: 'Average effectiveness',
    value: (m) => ratedAverage(m.avgEffectiveness),
    cell: (m) => formatRating(ratedAverage(m.avgEffectiveness)),
    numeric: true,
  },
  {
    id: 'last-used',
    header: 'Last used',
    value: (m) => m.lastUsed,
    cell: (m) => (m.lastUsed === null ? '—' : formatDay(m.lastUsed)),
  },
];

/**
 * How often each method was used in taught lessons and how those lessons were rated: two charts
 * of the methods in use, and a table of every method (an unused one shows 0, so the teacher sees
 * what they never tried).
 */
export function MethodUsage({ methods }: { methods: readonly MethodRow[] }) {
  const charts = useMemo(() => {
    const used = methods.filter((m) => m.usageCount > 0);
    return {
      categories: used.map((m) => m.methodName),
      lessons: [{ label: 'Lessons', values: used.map((m) => m.usageCount) }],
      effectiveness: [
        {
          label: 'Average effectiveness',
          values: used.map((m) => ratedAverage(m.avgEffectiveness)),
        },
      ],
      height: Math.max(160, 48 + used.length * 36),
    };
  }, [methods]);
  return (
    <section aria-labelledby="method-usage" className="space-y-3">
      <h2 id="method-usage" className="text-lg font-semibold">
        Usage and effectiveness by method
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <figure
          data-print="section"
          className="space-y-2 rounded-md border border-border bg-card p-3"
        >
          <figcaption className="text-sm font-medium">Lessons per method</figcaption>
          <BarChart
            title="Taught lessons per teaching method"
            categories={charts.categories}
            series={charts.lessons}
            height={charts.height}
            horizontal
          />
        </figure>
        <figure
          data-print="section"
          className="space-y-2 rounded-md border border-border bg-card p-3"
        >
          <figcaption className="text-sm font-medium">
            Average effectiveness per method (out of 5)
          </figcaption>
          <BarChart
            title="Average effectiveness per teaching method"
            categories={charts.categories}
            series={charts.effectiveness}
            unit="/5"
            max={5}
            height={charts.height}
            horizontal
          />
        </figure>
      </div>
      <AnalyticsTable
        caption="Teaching methods"
        rows={methods}
        columns={METHOD_COLUMNS}
        rowKey={(m) => m.methodId}
        fileName="teaching-methods.csv"
      />
    </section>
  );
}
