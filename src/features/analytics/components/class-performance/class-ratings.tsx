import { useMemo } from 'react';
import type { ClassPerformance } from '@/domain/analytics';
import { REFLECTION_LABELS } from '@/domain/lessons';
import { BarChart } from '@/shared/ui/charts';
import { formatRating } from '@/shared/lib/format/figures';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';
import { ClassLessonsLink, ClassNameLink, LastLessonLink } from './class-links';

function ratingColumn(
  id: string,
  header: string,
  value: (row: ClassPerformance) => number | null,
): AnalyticsColumn<ClassPerformance> {
  return { id, header, value, cell: (row) => formatRating(value(row)), numeric: true };
}

const RATING_COLUMNS: readonly AnalyticsColumn<ClassPerformance>[] = [
  {
    id: 'class',
    header: 'Class',
    value: (r) => r.className,
    cell: (r) => <ClassNameLink row={r} />,
    rowHeader: true,
  },
  { id: 'lessons', header: 'Lessons', value: (r) => r.totalLessons, numeric: true },
  {
    id: 'rated',
    header: 'Rated lessons',
    value: (r) => r.lessonsWithRatings,
    cell: (r) => <ClassLessonsLink row={r} count={r.lessonsWithRatings} what="rated lesson" />,
    numeric: true,
  },
  ratingColumn(
    'effectiveness',
    REFLECTION_LABELS.effectiveness_rating,
    (r) => r.averageEffectiveness,
  ),
  ratingColumn(
    'satisfaction',
    REFLECTION_LABELS.teacher_satisfaction_score,
    (r) => r.averageTeacherSatisfaction,
  ),
  ratingColumn(
    'own',
    REFLECTION_LABELS.teacher_effectiveness_rating,
    (r) => r.averageTeacherEffectiveness,
  ),
  {
    id: 'follow-ups',
    header: 'Follow-ups',
    value: (r) => r.followUpRequired,
    cell: (r) => (
      <ClassLessonsLink row={r} count={r.followUpRequired} what="follow-up" hash="#follow-ups" />
    ),
    numeric: true,
  },
  {
    id: 'last',
    header: 'Last lesson',
    value: (r) => r.lastLessonDate,
    cell: (r) => <LastLessonLink row={r} />,
  },
];

/**
 * Lessons and the three average ratings per class: grouped bars out of 5, and the table with the
 * same numbers plus counts that open the lessons behind them.
 */
export function ClassRatings({ rows }: { rows: readonly ClassPerformance[] }) {
  const chart = useMemo(
    () => ({
      categories: rows.map((r) => r.className),
      series: [
        {
          label: REFLECTION_LABELS.effectiveness_rating,
          values: rows.map((r) => r.averageEffectiveness),
        },
        {
          label: REFLECTION_LABELS.teacher_satisfaction_score,
          values: rows.map((r) => r.averageTeacherSatisfaction),
        },
        {
          label: REFLECTION_LABELS.teacher_effectiveness_rating,
          values: rows.map((r) => r.averageTeacherEffectiveness),
        },
      ],
    }),
    [rows],
  );
  return (
    <section aria-labelledby="class-ratings" className="space-y-3">
      <h2 id="class-ratings" className="text-lg font-semibold">
        Lessons and ratings
      </h2>
      <figure data-print="section" className="rounded-md border border-border bg-card p-3">
        <BarChart
          title="Average ratings per class, out of 5"
          categories={chart.categories}
          series={chart.series}
          unit="/5"
          max={5}
        />
      </figure>
      <AnalyticsTable
        caption="Lessons and ratings per class"
        rows={rows}
        columns={RATING_COLUMNS}
        rowKey={(r) => r.classId}
        fileName="class-ratings.csv"
      />
    </section>
  );
}
