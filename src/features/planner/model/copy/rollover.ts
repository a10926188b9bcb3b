import type { Term } from '@/domain/calendar';
import { addDays } from './describe-slot';

/** A class row's fields a roll-over copies (a replica `SchoolClass` fits). */
export type RolloverClassFields = {
  readonly id: string;
  readonly name: string;
  readonly subject: string | null;
  readonly year: number | null;
  readonly syllabus_stage: string | null;
  readonly academic_year: string | null;
  readonly room: string | null;
  readonly colour: string | null;
  readonly syllabus_id: string | null;
  readonly notes: string | null;
  readonly deleted_at: string | null;
};

/** The timetable entry fields a roll-over copies. */
export type RolloverEntry = {
  readonly cycle_day: number;
  readonly period_id: string;
  readonly period_span: number;
  readonly room: string | null;
  readonly deleted_at: string | null;
};

/** '2026' → '2027'; null when the class has no 4-digit academic year to count from. */
export function nextAcademicYear(academicYear: string | null): string | null {
  if (academicYear === null || !/^\d{4}$/.test(academicYear)) return null;
  return String(Number(academicYear) + 1);
}

/**
 * The class to roll into: a live class of the new year with the same name (a roll-over run
 * twice, or one started on another device, reuses it rather than making a twin), else none.
 */
export function findRolloverTarget<T extends RolloverClassFields>(
  source: RolloverClassFields,
  name: string,
  nextYear: string,
  classes: readonly T[],
): T | undefined {
  return classes.find(
    (row) =>
      row.id !== source.id &&
      row.deleted_at === null &&
      row.academic_year === nextYear &&
      row.name.trim() === name.trim(),
  );
}

/**
 * The new year's date range: from the calendar's terms that start in `nextYear` (first start to
 * last end), or, when a start date is chosen or no such terms exist yet, a year from that date.
 * Null when neither is available: the teacher must pick a start date.
 */
export function rolloverRange(
  terms: readonly Term[],
  nextYear: string,
  chosenStart: string | null,
): { start: string; end: string } | null {
  if (chosenStart !== null) return { start: chosenStart, end: addDays(chosenStart, 364) };
  const ofYear = terms.filter((term) => term.start.startsWith(`${nextYear}-`));
  if (ofYear.length === 0) return null;
  return {
    start: ofYear.map((term) => term.start).reduce((a, b) => (a < b ? a : b)),
    end: ofYear.map((term) => term.end).reduce((a, b) => (a > b ? a : b)),
  };
}

/** The live entries to copy onto the new class, none when it already has a timetable. */
export function entriesToCopy<T extends RolloverEntry>(
  sourceEntries: readonly T[],
  targetEntries: readonly RolloverEntry[],
): T[] {
  if (targetEntries.some((entry) => entry.deleted_at === null)) return [];
  return sourceEntries.filter((entry) => entry.deleted_at === null);
}
