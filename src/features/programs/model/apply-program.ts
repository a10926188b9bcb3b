/**
 * Applying a program to a class (issue 15 point 5): which upcoming lesson gets which item. Pure:
 * the command reads the lessons and items, this decides, the command writes. An item of N periods
 * takes the class's next N lessons, in order; a lesson already planned is either kept and passed
 * over (skip) or overwritten (replace).
 */

/** One upcoming, unmarked lesson of the class, in teaching order. */
export type ApplySlot = {
  id: string;
  date: string;
  period_id: string | null;
  start_time: string | null;
  /** Holds plan text, a program item or links: what "skip" leaves alone. */
  planned: boolean;
};

export type ApplyItem = { id: string; title: string; duration_periods: number };

/** What to do with lessons that are already planned. */
export type ExistingLessonMode = 'skip' | 'replace';

export type Assignment = {
  lessonId: string;
  date: string;
  periodId: string | null;
  startTime: string | null;
  itemId: string;
  itemTitle: string;
  /** 1-based part of a multi-period item, e.g. 2 of 3. */
  part: number;
  parts: number;
  /** The lesson held a plan that this overwrites (replace mode only). */
  replaces: boolean;
};

export type ApplicationPlan =
  | { ok: true; assignments: Assignment[]; periodsNeeded: number }
  | { ok: false; reason: 'no-items' }
  | { ok: false; reason: 'not-enough-lessons'; periodsNeeded: number; available: number };

/** Periods the items need together. */
export const periodsNeeded = (items: readonly ApplyItem[]) =>
  items.reduce((sum, item) => sum + item.duration_periods, 0);

/**
 * Assigns each item, in order, to the next `duration_periods` usable slots. Slots must already be
 * the class's open lessons from the chosen date, in teaching order (compareLessons). Refuses with
 * the count of usable slots when there are too few: nothing is half applied.
 */
export function planApplication({
  slots,
  items,
  mode,
}: {
  slots: readonly ApplySlot[];
  items: readonly ApplyItem[];
  mode: ExistingLessonMode;
}): ApplicationPlan {
  if (items.length === 0) return { ok: false, reason: 'no-items' };
  const usable = mode === 'skip' ? slots.filter((slot) => !slot.planned) : slots;
  const needed = periodsNeeded(items);
  if (usable.length < needed)
    return {
      ok: false,
      reason: 'not-enough-lessons',
      periodsNeeded: needed,
      available: usable.length,
    };
  const assignments: Assignment[] = [];
  let next = 0;
  for (const item of items) {
    for (let part = 1; part <= item.duration_periods; part += 1) {
      const slot = usable[next] as ApplySlot;
      next += 1;
      assignments.push({
        lessonId: slot.id,
        date: slot.date,
        periodId: slot.period_id,
        startTime: slot.start_time,
        itemId: item.id,
        itemTitle: item.title,
        part,
        parts: item.duration_periods,
        replaces: slot.planned,
      });
    }
  }
  return { ok: true, assignments, periodsNeeded: needed };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' → '24 Nov' (the date is a calendar date: no time zone enters). */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`;
}

/** The refusal the teacher reads when the class has too few lessons from the date. */
export function notEnoughLessonsMessage({
  className,
  from,
  available,
  needed,
}: {
  className: string;
  from: string;
  available: number;
  needed: number;
}): string {
  const lessons = available === 1 ? 'lesson' : 'lessons';
  return `Only ${available} ${lessons} of ${className} from ${shortDate(from)} (the program needs ${needed}): generate next term's lessons in the planner, or apply fewer items.`;
}

/** The title a lesson gets from an item: "Forces (2 of 3)" for later parts of a long item. */
export function lessonTitleFor(assignment: Pick<Assignment, 'itemTitle' | 'part' | 'parts'>) {
  return assignment.parts === 1
    ? assignment.itemTitle
    : `${assignment.itemTitle} (${assignment.part} of ${assignment.parts})`;
}
