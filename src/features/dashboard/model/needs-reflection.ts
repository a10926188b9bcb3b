import type { AnalyticsIndex } from '@/domain/analytics';
import { comparableTime, effectiveStatus } from '@/domain/lessons';

/** At most this many lessons awaiting reflection are listed; the rest are counted. */
export const REFLECTION_LIST_LIMIT = 5;

/** A lesson whose day has passed and that is not yet marked taught or missed. */
export type ReflectionRow = {
  readonly id: string;
  readonly date: string;
  readonly classId: string;
  readonly className: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly title: string | null;
};

export type NeedsReflection = {
  /** Newest first, at most REFLECTION_LIST_LIMIT. */
  readonly shown: readonly ReflectionRow[];
  /** How many more are waiting beyond those shown. */
  readonly more: number;
  readonly total: number;
  /** The newest of those not shown (its week is where the planner shows the rest), or null. */
  readonly firstHiddenDate: string | null;
};

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The lessons of `classIds` whose effective status on `today` is PENDING_REFLECTION (the planner's
 * "Needs reflection"), newest first: the latest lesson is the one the teacher remembers best.
 */
export function lessonsNeedingReflection(
  index: AnalyticsIndex,
  classIds: ReadonlySet<string>,
  today: string,
  limit = REFLECTION_LIST_LIMIT,
): NeedsReflection {
  const rows: ReflectionRow[] = [];
  for (const classId of classIds) {
    const schoolClass = index.classes.get(classId);
    if (!schoolClass) continue;
    for (const lesson of index.lessonsByClass.get(classId) ?? []) {
      if (effectiveStatus(lesson, today) !== 'PENDING_REFLECTION') continue;
      const title = lesson.title?.trim() ?? '';
      rows.push({
        id: lesson.id,
        date: lesson.date,
        classId,
        className: schoolClass.name,
        startTime: lesson.start_time,
        endTime: lesson.end_time,
        title: title === '' ? null : title,
      });
    }
  }
  rows.sort(
    (a, b) =>
      compareText(b.date, a.date) ||
      compareText(comparableTime(b.startTime), comparableTime(a.startTime)) ||
      compareText(a.id, b.id),
  );
  const shown = rows.slice(0, limit);
  return {
    shown,
    more: rows.length - shown.length,
    total: rows.length,
    firstHiddenDate: rows[limit]?.date ?? null,
  };
}
