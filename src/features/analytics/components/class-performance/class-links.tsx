import { Link, useLocation } from 'react-router';
import type { ClassPerformance } from '@/domain/analytics';
import { plannerHref } from '@/domain/lessons';
import { lessonEffectivenessSearch } from '../../model/lesson-effectiveness-links';
import { countOf, formatDay } from '@/shared/lib/format/figures';
import { analyticsPageHref, classCoverageHref } from '../frame/analytics-links';

const LINK = 'underline underline-offset-4';

/** The class's name, opening its syllabus coverage. */
export function ClassNameLink({ row }: { row: ClassPerformance }) {
  return (
    <Link
      className={`${LINK} whitespace-nowrap`}
      to={classCoverageHref(row.classId)}
      aria-label={`${row.className}: syllabus coverage`}
    >
      {row.className}
    </Link>
  );
}

/**
 * A count of the class's lessons opening them on the lesson effectiveness page, narrowed to the
 * class with the rest of the filter kept (`hash` '#follow-ups' lands on its follow-ups).
 */
export function ClassLessonsLink({
  row,
  count,
  what,
  hash = '',
}: {
  row: ClassPerformance;
  count: number;
  /** Singular noun for the label: "rated lesson", "follow-up". */
  what: string;
  hash?: string;
}) {
  const { search } = useLocation();
  if (count === 0) return '0';
  return (
    <Link
      className={LINK}
      aria-label={`${countOf(count, what)} of ${row.className}`}
      to={analyticsPageHref(
        'lesson-effectiveness',
        lessonEffectivenessSearch(search, { classId: row.classId }),
        hash,
      )}
    >
      {count.toLocaleString()}
    </Link>
  );
}

/** The class's last taught lesson, opening that week in the planner filtered to the class. */
export function LastLessonLink({ row }: { row: ClassPerformance }) {
  if (row.lastLessonDate === null) return '—';
  return (
    <Link
      className={`${LINK} whitespace-nowrap`}
      aria-label={`${formatDay(row.lastLessonDate)}: the week in the planner, ${row.className} only`}
      to={plannerHref({ date: row.lastLessonDate, classIds: [row.classId] })}
    >
      {formatDay(row.lastLessonDate)}
    </Link>
  );
}
