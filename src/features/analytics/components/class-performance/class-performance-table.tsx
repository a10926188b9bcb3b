import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { ClassPerformance } from '@/domain/analytics';
import { plannerHref } from '@/domain/lessons';
import { lessonEffectivenessSearch } from '../../model/lesson-effectiveness-links';
import { countOf, formatDay, formatPercent, formatRating } from '../../model/format';
import { analyticsPageHref, classCoverageHref } from '../frame/analytics-links';
import { AnalyticsTable, type AnalyticsColumn } from '../table/analytics-table';

const LINK = 'underline underline-offset-4';

/** A class without syllabus points in scope has no coverage to show (0% would read as a gap). */
const coverageOf = (row: ClassPerformance) =>
  row.totalSyllabusPoints === 0 ? null : row.coveragePercentage;

/**
 * One row per class: lessons, ratings, coverage and follow-ups. The class opens its coverage, the
 * counts of rated lessons and follow-ups open those lessons on the lesson effectiveness page, and
 * the last lesson opens its week in the planner filtered to the class.
 */
export function ClassPerformanceTable({ rows }: { rows: readonly ClassPerformance[] }) {
  const { search } = useLocation();
  const columns = useMemo(
    (): readonly AnalyticsColumn<ClassPerformance>[] => [
      {
        id: 'class',
        header: 'Class',
        value: (r) => r.className,
        cell: (r) => (
          <Link
            className={LINK}
            to={classCoverageHref(r.classId)}
            aria-label={`${r.className}: syllabus coverage`}
          >
            {r.className}
          </Link>
        ),
        rowHeader: true,
      },
      { id: 'subject', header: 'Subject', value: (r) => r.subject },
      { id: 'year', header: 'Year', value: (r) => r.year, numeric: true },
      { id: 'lessons', header: 'Lessons', value: (r) => r.totalLessons, numeric: true },
      {
        id: 'rated',
        header: 'Rated lessons',
        value: (r) => r.lessonsWithRatings,
        cell: (r) =>
          r.lessonsWithRatings === 0 ? (
            '0'
          ) : (
            <Link
              className={LINK}
              aria-label={`${countOf(r.lessonsWithRatings, 'rated lesson')} of ${r.className}`}
              to={analyticsPageHref(
                'lesson-effectiveness',
                lessonEffectivenessSearch(search, { classId: r.classId }),
              )}
            >
              {r.lessonsWithRatings.toLocaleString()}
            </Link>
          ),
        numeric: true,
      },
      ratingColumn('effectiveness', 'Effectiveness', (r) => r.averageEffectiveness),
      ratingColumn('satisfaction', 'Teacher satisfaction', (r) => r.averageTeacherSatisfaction),
      ratingColumn('own', 'Teacher effectiveness', (r) => r.averageTeacherEffectiveness),
      {
        id: 'coverage',
        header: 'Coverage',
        value: coverageOf,
        cell: (r) => {
          const coverage = coverageOf(r);
          return coverage === null ? '—' : formatPercent(coverage);
        },
        numeric: true,
      },
      {
        id: 'points',
        header: 'Points covered',
        value: (r) => r.coveredSyllabusPoints,
        cell: (r) =>
          r.totalSyllabusPoints === 0 ? (
            <span className="text-muted-foreground">No points</span>
          ) : (
            `${r.coveredSyllabusPoints.toLocaleString()} of ${r.totalSyllabusPoints.toLocaleString()}`
          ),
        numeric: true,
      },
      {
        id: 'follow-ups',
        header: 'Follow-ups',
        value: (r) => r.followUpRequired,
        cell: (r) =>
          r.followUpRequired === 0 ? (
            '0'
          ) : (
            <Link
              className={LINK}
              aria-label={`${countOf(r.followUpRequired, 'follow-up')} in ${r.className}`}
              to={analyticsPageHref(
                'lesson-effectiveness',
                lessonEffectivenessSearch(search, { classId: r.classId }),
                '#follow-ups',
              )}
            >
              {r.followUpRequired.toLocaleString()}
            </Link>
          ),
        numeric: true,
      },
      {
        id: 'last',
        header: 'Last lesson',
        value: (r) => r.lastLessonDate,
        cell: (r) =>
          r.lastLessonDate === null ? (
            '—'
          ) : (
            <Link
              className={`${LINK} whitespace-nowrap`}
              aria-label={`${formatDay(r.lastLessonDate)}: the week in the planner, ${r.className} only`}
              to={plannerHref({ date: r.lastLessonDate, classIds: [r.classId] })}
            >
              {formatDay(r.lastLessonDate)}
            </Link>
          ),
      },
    ],
    [search],
  );
  return (
    <AnalyticsTable
      caption="Classes"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.classId}
      fileName="class-performance.csv"
    />
  );
}

function ratingColumn(
  id: string,
  header: string,
  value: (row: ClassPerformance) => number | null,
): AnalyticsColumn<ClassPerformance> {
  return { id, header, value, cell: (row) => formatRating(value(row)), numeric: true };
}
