import { percentageOf } from '../coverage';
import { classPerformance, type ClassPerformance } from './class-performance';
import {
  hoursOf,
  isCompleted,
  isRatedLesson,
  round2,
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
  // One pass over the counted lessons, no copies: this runs on every filter change.
  let lessons = 0;
  let completed = 0;
  let rated = 0;
  let followUps = 0;
  let ratingSum = 0;
  let seconds = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const classLessons of scope.lessonsByClass.values()) {
    for (const lesson of classLessons) {
      lessons += 1;
      if (isCompleted(lesson)) completed += 1;
      if (isRatedLesson(lesson)) {
        rated += 1;
        ratingSum += lesson.effectiveness_rating ?? 0;
      }
      if (lesson.follow_up_required) followUps += 1;
      seconds += teachingSeconds(lesson);
      if (first === null || lesson.date < first) first = lesson.date;
      if (last === null || lesson.date > last) last = lesson.date;
    }
  }
  const totalSyllabusPoints = sum(classes, (c) => c.totalSyllabusPoints);
  const coveredSyllabusPoints = sum(classes, (c) => c.coveredSyllabusPoints);
  return {
    totals: {
      classes: classes.length,
      lessons,
      completedLessons: completed,
      lessonsWithRatings: rated,
      followUpRequired: followUps,
      teachingHours: hoursOf(seconds),
    },
    averageRating: rated === 0 ? null : round2(ratingSum / rated),
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
