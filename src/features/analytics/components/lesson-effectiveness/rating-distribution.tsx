import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { BarChart } from '@/shared/ui/charts';
import { lessonEffectivenessSearch } from '../../model/lesson-effectiveness-links';
import type { RatingCount } from '../../model/lesson-effectiveness-distribution';
import { countOf, formatPercent } from '@/shared/lib/format/figures';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';

const ratingLabel = (rating: number) => `${String(rating)} / 5`;

/** How many rated lessons got each rating, drawn and as a table; a count lists those lessons. */
export function RatingDistribution({ counts }: { counts: readonly RatingCount[] }) {
  const { pathname, search } = useLocation();
  const columns = useMemo(
    (): readonly AnalyticsColumn<RatingCount>[] => [
      {
        id: 'rating',
        header: 'Effectiveness',
        value: (row) => row.rating,
        cell: (row) => ratingLabel(row.rating),
        rowHeader: true,
      },
      {
        id: 'lessons',
        header: 'Lessons',
        value: (row) => row.lessons,
        cell: (row) =>
          row.lessons === 0 ? (
            '0'
          ) : (
            <Link
              className="underline underline-offset-4"
              aria-label={`${countOf(row.lessons, 'lesson')} rated ${ratingLabel(row.rating)}: list them`}
              to={{
                pathname,
                search: lessonEffectivenessSearch(search, { rating: row.rating }),
                hash: '#lesson-list',
              }}
            >
              {row.lessons.toLocaleString()}
            </Link>
          ),
        numeric: true,
      },
      {
        id: 'share',
        header: 'Share',
        value: (row) => row.sharePercentage,
        cell: (row) => formatPercent(row.sharePercentage),
        numeric: true,
      },
    ],
    [pathname, search],
  );
  const chart = useMemo(
    () => ({
      categories: counts.map((row) => ratingLabel(row.rating)),
      series: [{ label: 'Lessons', values: counts.map((row) => row.lessons) }],
    }),
    [counts],
  );
  return (
    <section aria-labelledby="rating-distribution" className="space-y-3">
      <h2 id="rating-distribution" className="text-lg font-semibold">
        Rating distribution
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div
          data-print="section"
          className="self-start rounded-md border border-border bg-card p-3"
        >
          <BarChart
            title="Rated lessons by effectiveness rating"
            categories={chart.categories}
            series={chart.series}
            height={220}
          />
        </div>
        <AnalyticsTable
          caption="Lessons by rating"
          rows={counts}
          columns={columns}
          rowKey={(row) => String(row.rating)}
          fileName="rating-distribution.csv"
        />
      </div>
    </section>
  );
}
