import { UNKNOWN_METHOD_NAME } from './lesson-effectiveness';
import { compareText, isCompleted, round2, type AnalyticsScope } from './metric-definitions';

/** Usage and effectiveness of one method within one class subject. */
export type SubjectEffectiveness = {
  subject: string | null;
  usageCount: number;
  /** 0–5: mean effectiveness of those lessons that have one; 0 when none does. */
  avgEffectiveness: number;
};

/** Spec §3 "Teaching method usage". */
export type TeachingMethodUsage = {
  methodId: string;
  methodName: string;
  description: string | null;
  /** Counted COMPLETED lessons that recorded the method. */
  usageCount: number;
  /** 0–5: mean effectiveness of those lessons that have one; 0 when none does. */
  avgEffectiveness: number;
  /** YYYY-MM-DD of the latest of those lessons, or null. */
  lastUsed: string | null;
  /** Per class subject, by subject (no subject last). */
  effectivenessBySubject: SubjectEffectiveness[];
};

type Tally = { count: number; ratingSum: number; rated: number };

const average = (tally: Tally) => (tally.rated === 0 ? 0 : round2(tally.ratingSum / tally.rated));

/**
 * Every live method (so an unused one shows 0) plus any deleted or unknown method a counted lesson
 * still names; most used first, then by name and id.
 */
export function teachingMethodUsage(scope: AnalyticsScope): TeachingMethodUsage[] {
  const byMethod = new Map<
    string,
    { all: Tally; last: string | null; subjects: Map<string | null, Tally> }
  >();
  for (const method of scope.index.methods.values())
    if (method.deleted_at === null)
      byMethod.set(method.id, { all: tally(), last: null, subjects: new Map() });
  for (const schoolClass of scope.classes) {
    for (const lesson of scope.lessonsByClass.get(schoolClass.id) ?? []) {
      const methodId = lesson.teaching_method_id;
      if (methodId === null || !isCompleted(lesson)) continue;
      let entry = byMethod.get(methodId);
      if (!entry) {
        entry = { all: tally(), last: null, subjects: new Map() };
        byMethod.set(methodId, entry);
      }
      let subject = entry.subjects.get(schoolClass.subject);
      if (!subject) {
        subject = tally();
        entry.subjects.set(schoolClass.subject, subject);
      }
      for (const counts of [entry.all, subject]) {
        counts.count += 1;
        if (lesson.effectiveness_rating !== null) {
          counts.ratingSum += lesson.effectiveness_rating;
          counts.rated += 1;
        }
      }
      if (entry.last === null || lesson.date > entry.last) entry.last = lesson.date;
    }
  }
  return [...byMethod]
    .map(([methodId, entry]): TeachingMethodUsage => {
      const method = scope.index.methods.get(methodId);
      return {
        methodId,
        methodName: method?.name ?? UNKNOWN_METHOD_NAME,
        description: method?.description ?? null,
        usageCount: entry.all.count,
        avgEffectiveness: average(entry.all),
        lastUsed: entry.last,
        effectivenessBySubject: [...entry.subjects]
          .map(([subject, counts]) => ({
            subject,
            usageCount: counts.count,
            avgEffectiveness: average(counts),
          }))
          .sort((a, b) => compareSubjects(a.subject, b.subject)),
      };
    })
    .sort(
      (a, b) =>
        b.usageCount - a.usageCount ||
        compareText(a.methodName, b.methodName) ||
        compareText(a.methodId, b.methodId),
    );
}

const tally = (): Tally => ({ count: 0, ratingSum: 0, rated: 0 });

function compareSubjects(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareText(a, b);
}
