import { percentageOf } from '../coverage';
import { classPerformance, type ClassPerformance } from './class-performance';
import {
  hoursOf,
  isCompleted,
  isRatedLesson,
  meanOf,
  teachingSeconds,
  type AnalyticsScope,
} from './metric-definitions';

/** Spec §3 "Summary": totals, average rating, coverage and the date range they cover. */
export type AnalyticsSummary = {
  totals: {
    classes: number;
    lessons: number;
    completedLessons: number;
    lessonsWithRatings: number;
    followUpRequired: number;
    /** Hours, two decimals. */
    teachingHours: number;
  };
  /** Mean effectiveness of every lesson with ratings (not a mean of class means); 1–5 or null. */
  averageRating: number | null;
  /** Summed over the classes: points in scope, covered, and covered / in scope (0–100). */
  coverage: {
    totalSyllabusPoints: number;
    coveredSyllabusPoints: number;
    coveragePercentage: number;
  };
  /** The filter's range, else the first and last counted lesson dates, else null (no lessons). */
  dateRange: { start: string; end: string } | null;
};

/**
 * The overview's figures. Pass the class rows when they are already computed (the overview shows
 * both) so coverage is worked out once; the class rows add up to these totals by construction.
 */
export function analyticsSummary(
  scope: AnalyticsScope,
  classes: readonly ClassPerformance[] = classPerformance(scope),
): AnalyticsSummary {
  const lessons = [...scope.lessonsByClass.values()].flat();
  let seconds = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const lesson of lessons) {
    seconds += teachingSeconds(lesson);
    if (first === null || lesson.date < first) first = lesson.date;
    if (last === null || lesson.date > last) last = lesson.date;
  }
  const totalSyllabusPoints = sum(classes, (c) => c.totalSyllabusPoints);
  const coveredSyllabusPoints = sum(classes, (c) => c.coveredSyllabusPoints);
  return {
    totals: {
      classes: classes.length,
      lessons: lessons.length,
      completedLessons: lessons.filter(isCompleted).length,
      lessonsWithRatings: lessons.filter(isRatedLesson).length,
      followUpRequired: lessons.filter((l) => l.follow_up_required).length,
      teachingHours: hoursOf(seconds),
    },
    averageRating: meanOf(lessons.filter(isCompleted).map((l) => l.effectiveness_rating)),
    coverage: {
      totalSyllabusPoints,
      coveredSyllabusPoints,
      coveragePercentage: percentageOf(coveredSyllabusPoints, totalSyllabusPoints),
    },
    dateRange:
      scope.filter.dateRange ??
      (first !== null && last !== null ? { start: first, end: last } : null),
  };
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}
