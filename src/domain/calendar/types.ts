/**
 * The school calendar as the calendar rules read it (DESIGN §5 `schools.timetable_cycle`,
 * `term_dates`, `school_closures`; DESIGN §7 "Cycle day of a date"), in camelCase and free of the
 * replica's bookkeeping columns. Dates are 'YYYY-MM-DD' strings.
 *
 * The rules cache work per calendar object (see `calendar-index.ts`), so a `SchoolCalendar` is
 * immutable once built: derive a new one (e.g. with `toSchoolCalendar`) when the school changes.
 */

/** How days advance the cycle (DESIGN §5). */
export type CycleMode = 'calendar' | 'school_days';

export const CYCLE_MODES = ['calendar', 'school_days'] as const satisfies readonly CycleMode[];

export type TimetableCycle = {
  /** Days in the cycle: the timetable's `cycle_day` runs 1..length. */
  readonly length: number;
  /**
   * 'calendar': every weekday advances the cycle, taught or not, so a holiday or closure never
   * moves later days (a school on Week A/B keeps Week B in the second week whatever happens in
   * the first). 'school_days': only days the school counts advance it, so a closure that shifts
   * the cycle (and every term break) moves the days after it.
   */
  readonly mode: CycleMode;
  /** The date that is Day 1 (a Monday in 'calendar' mode), or null for the default anchor. */
  readonly anchorDate: string | null;
  /** Names of equal blocks of the cycle, e.g. ['Week A', 'Week B'] for a 10-day cycle; or none. */
  readonly labels: readonly string[];
};

export type Term = { readonly term: string; readonly start: string; readonly end: string };

export type Closure = {
  readonly date: string;
  /** Free text ('Staff development day'); '' when none was given. */
  readonly reason: string;
  /**
   * 'school_days' mode only: true when the closed day does not use up a cycle day (the day after
   * it takes the cycle day it would have had), false when the cycle day is lost with it. In
   * 'calendar' mode nothing shifts the cycle and the flag is ignored.
   */
  readonly shiftsCycle: boolean;
};

export type SchoolCalendar = {
  readonly cycle: TimetableCycle;
  /** Teaching terms; with none defined every weekday is in term. */
  readonly terms: readonly Term[];
  readonly closures: readonly Closure[];
};

/**
 * The cycle a school starts with: the column default of `schools.timetable_cycle` in
 * `supabase/migrations/20261122000100_core_schema.sql` (a 5-day calendar cycle, no anchor, no
 * labels), for a teacher with no school.
 */
export const DEFAULT_TIMETABLE_CYCLE: TimetableCycle = {
  length: 5,
  mode: 'calendar',
  anchorDate: null,
  labels: [],
};

export const EMPTY_SCHOOL_CALENDAR: SchoolCalendar = {
  cycle: DEFAULT_TIMETABLE_CYCLE,
  terms: [],
  closures: [],
};

/**
 * The fields of a replica `School` row (`src/db/entities/school.ts`) this module reads. Declared
 * here by shape rather than imported because src/domain may not import src/db, not even types
 * (the boundaries rule in eslint.config.js); a `School` row satisfies it structurally, so a
 * query can pass its rows straight in and the compiler catches any drift at that call.
 */
export type SchoolCalendarRow = {
  readonly timetable_cycle: {
    readonly length: number;
    readonly mode: CycleMode;
    readonly anchor_date: string | null;
    readonly labels: readonly string[];
  };
  readonly term_dates: readonly {
    readonly term: string;
    readonly start: string;
    readonly end: string;
  }[];
};

/** The fields of a replica `SchoolClosure` row this module reads (see `SchoolCalendarRow`). */
export type SchoolClosureRow = {
  readonly date: string;
  readonly reason: string | null;
  readonly shifts_cycle: boolean;
  /** A tombstone: the closure was deleted and no longer closes anything. */
  readonly deleted_at?: string | null;
};

/**
 * Builds the calendar from the school row and its closure rows. Tombstoned closures are dropped
 * (a deleted closure is a teaching day again) and a missing reason becomes ''. The arrays are
 * copied, so later edits to the rows cannot reach the calendar (which the rules cache against).
 * The caller passes only this school's closures; the rows carry `school_id` but no school id is
 * needed here to filter them.
 */
export function toSchoolCalendar(
  school: SchoolCalendarRow,
  closures: readonly SchoolClosureRow[],
): SchoolCalendar {
  const cycle = school.timetable_cycle;
  return {
    cycle: {
      length: cycle.length,
      mode: cycle.mode,
      anchorDate: cycle.anchor_date,
      labels: [...cycle.labels],
    },
    terms: school.term_dates.map(({ term, start, end }) => ({ term, start, end })),
    closures: closures
      .filter((closure) => closure.deleted_at == null)
      .map((closure) => ({
        date: closure.date,
        reason: closure.reason ?? '',
        shiftsCycle: closure.shifts_cycle,
      })),
  };
}
