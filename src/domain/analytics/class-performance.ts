import type { AnalyticsLessonRecord } from './analytics-records';
import { isCompleted, isRatedLesson, meanOf, type AnalyticsScope } from './metric-definitions';
import { scopeCoverage } from './syllabus-coverage';

/** Spec §3 "Class performance": one class under the filter. */
export type ClassPerformance = {
  classId: string;
  className: string;
  subject: string | null;
  /** 1–12 or null. */
  year: number | null;
  syllabusStage: string | null;
  /** Counted lessons of the class, any status. */
  totalLessons: number;
  /** COMPLETED lessons with an effectiveness rating. */
  lessonsWithRatings: number;
  /** 1–5, two decimals, or null when no lesson has the value. */
  averageEffectiveness: number | null;
  averageTeacherSatisfaction: number | null;
  averageTeacherEffectiveness: number | null;
  /** In-scope points (after priorityLevels). */
  totalSyllabusPoints: number;
  /** Of those, taught by a counted COMPLETED lesson. */
  coveredSyllabusPoints: number;
  /** 0–100, one decimal. */
  coveragePercentage: number;
  /** YYYY-MM-DD of the latest counted COMPLETED lesson, or null. */
  lastLessonDate: string | null;
  /** Counted lessons with follow_up_required set. */
  followUpRequired: number;
};

/** One row per class in the scope, in the scope's order (class name, then id). */
export function classPerformance(scope: AnalyticsScope): ClassPerformance[] {
  return scope.classes.map((schoolClass) => {
    const lessons = scope.lessonsByClass.get(schoolClass.id) ?? [];
    const completed = lessons.filter(isCompleted);
    const { overall } = scopeCoverage(scope, schoolClass);
    return {
      classId: schoolClass.id,
      className: schoolClass.name,
      subject: schoolClass.subject,
      year: schoolClass.year,
      syllabusStage: schoolClass.syllabus_stage,
      totalLessons: lessons.length,
      lessonsWithRatings: lessons.filter(isRatedLesson).length,
      averageEffectiveness: meanOf(completed.map((l) => l.effectiveness_rating)),
      averageTeacherSatisfaction: meanOf(completed.map((l) => l.teacher_satisfaction_score)),
      averageTeacherEffectiveness: meanOf(completed.map((l) => l.teacher_effectiveness_rating)),
      totalSyllabusPoints: overall.inScope,
      coveredSyllabusPoints: overall.covered,
      coveragePercentage: overall.coveragePercentage,
      lastLessonDate: latestDate(completed),
      followUpRequired: lessons.filter((l) => l.follow_up_required).length,
    };
  });
}

function latestDate(lessons: readonly AnalyticsLessonRecord[]): string | null {
  let latest: string | null = null;
  for (const lesson of lessons) if (latest === null || lesson.date > latest) latest = lesson.date;
  return latest;
}
