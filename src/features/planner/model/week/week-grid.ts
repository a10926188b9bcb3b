import type { SchedulePeriod } from '@/domain/calendar';
import type { WeekDay } from './week-days';
import type { WeekLesson } from './week-lesson';

/** A row of the grid: a period or break of the day schedule, or the catch-all row. */
export type WeekRow = {
  readonly periodId: string;
  readonly name: string;
  readonly start: string | null;
  readonly end: string | null;
  readonly kind: 'lesson' | 'break' | 'other';
};

/** Lessons whose period is not in the day schedule (removed, or none set) land here. */
export const OTHER_ROW_ID = '__other__';

export type WeekGrid = {
  readonly days: readonly WeekDay[];
  readonly rows: readonly WeekRow[];
  /** Lessons by `cellKey(date, periodId)`, in start-time then class order. */
  readonly cells: ReadonlyMap<string, readonly WeekLesson[]>;
};

export const cellKey = (date: string, periodId: string) => `${date}|${periodId}`;

/**
 * Lays the week out: Monday to Friday always, Saturday and Sunday only when they hold lessons;
 * one row per period and break of the day, plus an 'Other times' row only when some lesson's
 * period is not in the schedule, so no lesson is ever hidden by a schedule edit.
 */
export function buildWeekGrid({
  days,
  daySchedule,
  lessons,
}: {
  days: readonly WeekDay[];
  daySchedule: readonly SchedulePeriod[];
  lessons: readonly WeekLesson[];
}): WeekGrid {
  const known = new Set(daySchedule.map((period) => period.period_id));
  const cells = new Map<string, WeekLesson[]>();
  let other = false;
  for (const lesson of lessons) {
    const inSchedule = lesson.periodId !== null && known.has(lesson.periodId);
    if (!inSchedule) other = true;
    const key = cellKey(lesson.date, inSchedule ? (lesson.periodId ?? '') : OTHER_ROW_ID);
    const list = cells.get(key);
    if (list) list.push(lesson);
    else cells.set(key, [lesson]);
  }
  for (const list of cells.values()) list.sort(compareInCell);

  const datesWithLessons = new Set(lessons.map((lesson) => lesson.date));
  const rows: WeekRow[] = daySchedule.map((period) => ({
    periodId: period.period_id,
    name: period.name,
    start: period.start || null,
    end: period.end || null,
    kind: period.kind,
  }));
  if (other)
    rows.push({
      periodId: OTHER_ROW_ID,
      name: 'Other times',
      start: null,
      end: null,
      kind: 'other',
    });
  return {
    days: days.filter((day) => !day.isWeekend || datesWithLessons.has(day.date)),
    rows,
    cells,
  };
}

function compareInCell(a: WeekLesson, b: WeekLesson): number {
  return (
    (a.startTime ?? '~').localeCompare(b.startTime ?? '~') ||
    a.className.localeCompare(b.className) ||
    a.id.localeCompare(b.id)
  );
}

/** The week's lessons by day, in day order, for the list view. */
export function lessonsByDay(
  days: readonly WeekDay[],
  lessons: readonly WeekLesson[],
): { day: WeekDay; lessons: WeekLesson[] }[] {
  return days
    .map((day) => ({
      day,
      lessons: lessons.filter((lesson) => lesson.date === day.date).sort(compareInCell),
    }))
    .filter((group) => group.lessons.length > 0 || !group.day.isWeekend);
}

/**
 * Empty lesson slots a lesson may move to this week: teaching days, lesson periods, no lesson of
 * the teacher there. The lesson's own slot is left out.
 */
export function freeSlots(grid: WeekGrid): { date: string; periodId: string; label: string }[] {
  const slots: { date: string; periodId: string; label: string }[] = [];
  for (const day of grid.days) {
    if (!day.teaching) continue;
    for (const row of grid.rows) {
      if (row.kind !== 'lesson' || grid.cells.has(cellKey(day.date, row.periodId))) continue;
      slots.push({ date: day.date, periodId: row.periodId, label: `${day.label}, ${row.name}` });
    }
  }
  return slots;
}
