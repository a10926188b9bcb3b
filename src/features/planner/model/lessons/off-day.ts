import { planBump, type BumpPlan } from './bump';
import { compareLessons, isLive, isMarked, type LessonRecord } from '@/domain/lessons';
import type { TeachingSlot } from './slots';

export type OffDayClassPlan = { classId: string; fromLessonId: string; plan: BumpPlan };

export type OffDayPlan =
  | { ok: true; date: string; reason: string; plans: OffDayClassPlan[] }
  | { ok: false; reason: 'reason-required'; message: string };

/**
 * DESIGN §7 off day: `date` stops being a teaching day and every class with a lesson on it bumps
 * forward from its first lesson that day, one plan per class for the preview.
 *
 * - The date is dropped from `slotsByClass` here, whether or not the caller already did, so a
 *   lesson on it always has somewhere to go.
 * - A lesson on the day already marked completed or missed stays (an afternoon declared off after
 *   the morning was taught); the bump starts at the class's first unmarked lesson that day, and a
 *   class whose lessons that day are all marked gets no plan.
 * - Plans come in the order of each class's first lesson that day.
 * - The reason is required (it labels the closure) and is returned trimmed.
 */
export function planOffDay({
  date,
  reason,
  lessons,
  slotsByClass,
}: {
  date: string;
  reason: string;
  lessons: readonly LessonRecord[];
  slotsByClass: ReadonlyMap<string, readonly TeachingSlot[]>;
}): OffDayPlan {
  const label = reason.trim();
  if (label === '') {
    return {
      ok: false,
      reason: 'reason-required',
      message: 'Give a reason for the off day, such as “Staff development day”.',
    };
  }

  const firstByClass = new Map<string, LessonRecord>();
  const onTheDay = lessons
    .filter((lesson) => isLive(lesson) && lesson.date === date && !isMarked(lesson.status))
    .sort(compareLessons);
  for (const lesson of onTheDay) {
    if (!firstByClass.has(lesson.class_id)) firstByClass.set(lesson.class_id, lesson);
  }

  const plans = [...firstByClass.values()].map((first) => ({
    classId: first.class_id,
    fromLessonId: first.id,
    plan: planBump({
      classId: first.class_id,
      fromLessonId: first.id,
      direction: 'forward',
      lessons,
      slots: (slotsByClass.get(first.class_id) ?? []).filter((slot) => slot.date !== date),
    }),
  }));
  return { ok: true, date, reason: label, plans };
}
