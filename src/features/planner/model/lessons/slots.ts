import type { SchedulePeriod } from '@/domain/calendar';

/** One occurrence of a timetable entry: where a class is taught on a given teaching day. */
export type TeachingSlot = {
  readonly date: string;
  readonly periodId: string;
  readonly classId: string;
  /** Periods taught, counted in lesson periods (breaks in between are not counted). */
  readonly periodSpan: number;
  readonly startTime: string | null;
  readonly endTime: string | null;
};

/** A teaching day and its cycle day, as the calendar rules compute them (closures left out). */
export type CycleDate = { readonly date: string; readonly cycleDay: number };

/** The `timetable_entries` fields expansion reads; a replica `TimetableEntry` fits. */
export type SlotTimetableEntry = {
  readonly class_id: string;
  readonly cycle_day: number;
  readonly period_id: string;
  readonly period_span: number;
  readonly deleted_at?: string | null;
};

/** How a lesson and its slot find each other: class, date and starting period. */
export const slotKey = (classId: string, date: string, periodId: string) =>
  `${classId}|${date}|${periodId}`;

export const keyOfSlot = (slot: TeachingSlot) => slotKey(slot.classId, slot.date, slot.periodId);

type Placement = { slot: TeachingSlot; periodIndex: number };

/**
 * Expands timetable entries over teaching days: one slot per entry whose cycle day matches the
 * day's, ordered by date, then day-schedule position, then class.
 *
 * - A double (or longer) period is one slot at its first period, running from that period's start
 *   to the end of the last period it spans. Spans count lesson periods only: a double starting
 *   just before recess runs on after it rather than "spanning" the break.
 * - A span running past the last period of the day is cut to the periods that exist (periodSpan
 *   says how many were taken), so a slot is never invented.
 * - Entries that are tombstoned, name a period missing from the schedule, or start on a break
 *   give no slot: breaks are not teaching time, and a removed period has nothing to teach in.
 * - An entry repeated for the same class, day and period gives one slot (keys are unique).
 */
export function slotsFor({
  days,
  entries,
  daySchedule,
}: {
  days: readonly CycleDate[];
  entries: readonly SlotTimetableEntry[];
  daySchedule: readonly SchedulePeriod[];
}): TeachingSlot[] {
  const periodIndex = new Map(daySchedule.map((period, index) => [period.period_id, index]));
  const placements = new Map<string, Placement>();

  for (const day of days) {
    for (const entry of entries) {
      if (entry.cycle_day !== day.cycleDay || (entry.deleted_at ?? null) !== null) continue;
      const index = periodIndex.get(entry.period_id);
      const first = index === undefined ? undefined : daySchedule[index];
      if (index === undefined || first === undefined || first.kind !== 'lesson') continue;

      const spanned = spannedPeriods(daySchedule, index, entry.period_span);
      const last = spanned[spanned.length - 1] ?? first;
      const slot: TeachingSlot = {
        date: day.date,
        periodId: first.period_id,
        classId: entry.class_id,
        periodSpan: spanned.length,
        startTime: first.start === '' ? null : first.start,
        endTime: last.end === '' ? null : last.end,
      };
      const key = keyOfSlot(slot);
      if (!placements.has(key)) placements.set(key, { slot, periodIndex: index });
    }
  }

  return [...placements.values()]
    .sort(
      (a, b) =>
        compare(a.slot.date, b.slot.date) ||
        a.periodIndex - b.periodIndex ||
        compare(a.slot.classId, b.slot.classId),
    )
    .map(({ slot }) => slot);
}

/** The starting period and the lesson periods after it, up to `span` of them. */
function spannedPeriods(
  daySchedule: readonly SchedulePeriod[],
  startIndex: number,
  span: number,
): SchedulePeriod[] {
  const wanted = Math.max(1, span);
  return daySchedule
    .slice(startIndex)
    .filter((period) => period.kind === 'lesson')
    .slice(0, wanted);
}

/** Slots per class, each list in the order given (teaching order when it comes from slotsFor). */
export function groupSlotsByClass(slots: readonly TeachingSlot[]): Map<string, TeachingSlot[]> {
  const byClass = new Map<string, TeachingSlot[]>();
  for (const slot of slots) {
    const list = byClass.get(slot.classId);
    if (list) list.push(slot);
    else byClass.set(slot.classId, [slot]);
  }
  return byClass;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
