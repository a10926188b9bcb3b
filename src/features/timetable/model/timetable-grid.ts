import type { SchedulePeriod } from '@/domain/calendar';
import { lessonPeriods } from './schedule-rules';

/** The `timetable_entries` fields the grid reads; a replica `TimetableEntry` fits. */
export type GridEntry = {
  readonly id: string;
  readonly class_id: string;
  readonly cycle_day: number;
  readonly period_id: string;
  readonly period_span: number;
  readonly room: string | null;
};

/** A grid cell: a cycle day and a lesson period. */
export type GridCell = { readonly cycleDay: number; readonly periodId: string };

export const cellKey = (cycleDay: number, periodId: string) => `${cycleDay}|${periodId}`;

/**
 * How many lesson periods an entry starting at `periodId` may span: 1 up to the lesson periods
 * left in the day from it, counted the way `slotsFor` counts them (breaks are not counted, so a
 * double before recess runs on after it). 0 when the period is not a lesson period of the day.
 */
export function maxSpanAt(schedule: readonly SchedulePeriod[], periodId: string): number {
  const lessons = lessonPeriods(schedule);
  const index = lessons.findIndex((period) => period.period_id === periodId);
  return index < 0 ? 0 : lessons.length - index;
}

/**
 * The cells an entry takes: its starting period and the lesson periods after it, up to its span
 * (cut at the end of the day, as `slotsFor` cuts it). [] when its period is not a lesson period.
 */
export function cellsOf(schedule: readonly SchedulePeriod[], entry: GridEntry): GridCell[] {
  const lessons = lessonPeriods(schedule);
  const index = lessons.findIndex((period) => period.period_id === entry.period_id);
  if (index < 0) return [];
  return lessons
    .slice(index, index + Math.max(1, entry.period_span))
    .map((period) => ({ cycleDay: entry.cycle_day, periodId: period.period_id }));
}

/**
 * Which entry covers each cell (`cellKey`), with whether the cell is where the entry starts. An
 * entry that starts on a break or a removed period covers nothing (it never makes a slot either).
 */
export function coveredCells(
  schedule: readonly SchedulePeriod[],
  entries: readonly GridEntry[],
): Map<string, { entry: GridEntry; first: boolean }> {
  const covered = new Map<string, { entry: GridEntry; first: boolean }>();
  for (const entry of entries) {
    cellsOf(schedule, entry).forEach((cell, i) => {
      const key = cellKey(cell.cycleDay, cell.periodId);
      if (!covered.has(key)) covered.set(key, { entry, first: i === 0 });
    });
  }
  return covered;
}

/**
 * The first stored entry (other than the one being changed, `entry.id`) that shares a cell with
 * `entry`, or null: a teacher teaches one class at a time, so two entries may never overlap.
 */
export function overlappingEntry(
  schedule: readonly SchedulePeriod[],
  entries: readonly GridEntry[],
  entry: GridEntry,
): { other: GridEntry; cell: GridCell } | null {
  const wanted = new Set(cellsOf(schedule, entry).map((c) => cellKey(c.cycleDay, c.periodId)));
  for (const other of entries) {
    if (other.id === entry.id) continue;
    const cell = cellsOf(schedule, other).find((c) => wanted.has(cellKey(c.cycleDay, c.periodId)));
    if (cell) return { other, cell };
  }
  return null;
}

/** 'Period 3 on Day 2 is already taken by 7 Maths A'. */
export function overlapMessage(
  schedule: readonly SchedulePeriod[],
  cell: GridCell,
  className: string,
): string {
  const period = schedule.find((p) => p.period_id === cell.periodId)?.name ?? cell.periodId;
  return `${period} on Day ${cell.cycleDay} is already taken by ${className}`;
}

/**
 * A grid column's heading: 'Day 6', or with labels 'Day 6 (Week B)' (the same equal blocks
 * `cycleDayOf` names).
 */
export function cycleDayHeading(
  cycle: { readonly length: number; readonly labels: readonly string[] },
  day: number,
): string {
  const count = cycle.labels.length;
  const label =
    count === 0 ? undefined : cycle.labels[Math.floor(((day - 1) * count) / cycle.length)];
  return label === undefined ? `Day ${day}` : `Day ${day} (${label})`;
}
