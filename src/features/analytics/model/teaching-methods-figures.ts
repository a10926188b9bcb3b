import { isCompleted, type AnalyticsScope, type TeachingMethodUsage } from '@/domain/analytics';
import { percentageOf } from '@/domain/coverage';

/** One method with its share of the taught lessons that recorded a method. */
export type MethodRow = TeachingMethodUsage & {
  /** 0–100, one decimal: usageCount of `recordedLessons`. */
  readonly sharePercentage: number;
};

/** One method within one class subject (a row of the "by subject" table). */
export type MethodSubjectRow = {
  readonly key: string;
  readonly methodName: string;
  /** The class's subject; null for a class without one. */
  readonly subject: string | null;
  readonly usageCount: number;
  readonly avgEffectiveness: number | null;
};

export type TeachingMethodFigures = {
  readonly methods: readonly MethodRow[];
  readonly bySubject: readonly MethodSubjectRow[];
  /** Subjects that appear under any method, by name, a class without subject last. */
  readonly subjects: readonly (string | null)[];
  /** Counted taught (COMPLETED) lessons that recorded a method: the shares' whole. */
  readonly recordedLessons: number;
  /** Counted taught lessons, with or without a method. */
  readonly taughtLessons: number;
};

/**
 * The engine's method averages are 0–5 with 0 meaning "no lesson with the method was rated" (a
 * rating is 1–5, so a real average is never below 1): shown as no value, not as a zero rating.
 */
export const ratedAverage = (average: number): number | null => (average === 0 ? null : average);

/** The teaching methods page's figures from the engine's method usage and the scope. */
export function teachingMethodFigures(
  usage: readonly TeachingMethodUsage[],
  scope: AnalyticsScope,
): TeachingMethodFigures {
  const recordedLessons = usage.reduce((sum, method) => sum + method.usageCount, 0);
  let taughtLessons = 0;
  for (const lessons of scope.lessonsByClass.values())
    for (const lesson of lessons) if (isCompleted(lesson)) taughtLessons += 1;
  const subjects = new Set<string | null>();
  const bySubject: MethodSubjectRow[] = [];
  for (const method of usage) {
    for (const entry of method.effectivenessBySubject) {
      subjects.add(entry.subject);
      bySubject.push({
        key: `${method.methodId}|${entry.subject ?? ''}`,
        methodName: method.methodName,
        subject: entry.subject,
        usageCount: entry.usageCount,
        avgEffectiveness: ratedAverage(entry.avgEffectiveness),
      });
    }
  }
  return {
    methods: usage.map((method) => ({
      ...method,
      sharePercentage: percentageOf(method.usageCount, recordedLessons),
    })),
    bySubject,
    subjects: [...subjects].sort(bySubjectName),
    recordedLessons,
    taughtLessons,
  };
}

function bySubjectName(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
