import {
  type DayNumber,
  isWeekday,
  mondayOnOrBefore,
  parseDayNumber,
  toDayNumber,
  weekdayOrdinal,
} from './calendar-date';
import type { CycleMode, SchoolCalendar } from './types';

/**
 * A calendar prepared for O(log n) questions: which days are teaching days, which advance the
 * cycle, and how many days advanced it between the anchor and any date. Every public rule in this
 * folder answers through it, so the rules cannot disagree with each other.
 *
 * Internal to the calendar model: callers use `isTeachingDay`, `cycleDayOf` and friends.
 */
export type CalendarIndex = {
  readonly length: number;
  readonly mode: CycleMode;
  readonly labels: readonly string[];
  /** The day Day 1 is counted from (see `resolveAnchorDay`). */
  readonly anchorDay: DayNumber;
  /** Terms merged into disjoint [start, endExclusive) intervals, sorted. */
  readonly termStarts: readonly DayNumber[];
  readonly termEnds: readonly DayNumber[];
  /** `termWeekdaysBefore[i]`: weekdays in the merged terms before interval i (a prefix sum). */
  readonly termWeekdaysBefore: readonly number[];
  /**
   * Whether the school has entered any term, even one that covers no days (it ends before it
   * starts): a school that has terms teaches only inside them, so a mistyped term leaves the
   * planner empty rather than quietly making every holiday a teaching day.
   */
  readonly hasTerms: boolean;
  /** Closed days: true when at least one closure row on that day shifts the cycle. */
  readonly closures: ReadonlyMap<DayNumber, boolean>;
  /** Sorted days of shifting closures that fall on in-term weekdays (the only ones that matter). */
  readonly shiftingClosureDays: readonly DayNumber[];
  /** `countedBefore(anchorDay)`, so positions are relative to the anchor. */
  readonly anchorCount: number;
};

/**
 * 'YYYY-MM-DD' of the anchor used when a school has none and no terms either: Monday 3 January
 * 2000. Any fixed Monday would do; this one is easy to recognise in a bug report.
 */
export const DEFAULT_CYCLE_ANCHOR_DATE = '2000-01-03';

/**
 * Indexes are cached per calendar object, which `SchoolCalendar` (readonly throughout) promises
 * not to change: the planner asks for 5 days per week switch and generation for a whole year, and
 * both would otherwise re-sort the terms and closures on every call. A WeakMap lets a calendar the
 * app drops be collected with its index.
 */
const INDEX_CACHE = new WeakMap<SchoolCalendar, CalendarIndex>();

export function calendarIndex(calendar: SchoolCalendar): CalendarIndex {
  let index = INDEX_CACHE.get(calendar);
  if (!index) {
    index = buildIndex(calendar);
    INDEX_CACHE.set(calendar, index);
  }
  return index;
}

function buildIndex(calendar: SchoolCalendar): CalendarIndex {
  const { length, mode, labels } = calendar.cycle;
  // The replica's schema guarantees a whole number ≥ 1; anything else is a bug, and dividing by it
  // would produce NaN cycle days silently.
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`Cycle length must be a whole number of days ≥ 1, got ${length}`);
  }

  // Terms that end before they start cover no days (validation refuses them, and they still count
  // as terms: see `hasTerms`); overlapping terms are merged so a day in two terms is counted once.
  const intervals = calendar.terms
    .map((term) => ({
      start: toDayNumber(term.start, `term '${term.term}' start`),
      end: toDayNumber(term.end, `term '${term.term}' end`) + 1,
    }))
    .filter((interval) => interval.start < interval.end)
    .sort((a, b) => a.start - b.start);
  const termStarts: DayNumber[] = [];
  const termEnds: DayNumber[] = [];
  for (const { start, end } of intervals) {
    const last = termEnds.length - 1;
    if (last >= 0 && start <= termEnds[last]!) termEnds[last] = Math.max(termEnds[last]!, end);
    else {
      termStarts.push(start);
      termEnds.push(end);
    }
  }
  const termWeekdaysBefore: number[] = [];
  let weekdaysSoFar = 0;
  for (let i = 0; i < termStarts.length; i += 1) {
    termWeekdaysBefore.push(weekdaysSoFar);
    weekdaysSoFar += weekdayOrdinal(termEnds[i]!) - weekdayOrdinal(termStarts[i]!);
  }

  // Two rows on one day (two devices marked the same off day offline) close it once, and it shifts
  // the cycle when any of them says so: an OR of the flags, so the answer never depends on which
  // row synced or sorted first.
  const closures = new Map<DayNumber, boolean>();
  for (const closure of calendar.closures) {
    const day = toDayNumber(closure.date, 'closure date');
    closures.set(day, (closures.get(day) ?? false) || closure.shiftsCycle);
  }

  const terms = { termStarts, termEnds, hasTerms: calendar.terms.length > 0 };
  const shiftingClosureDays = [...closures]
    .filter(([day, shifts]) => shifts && isWeekday(day) && isInTerm(terms, day))
    .map(([day]) => day)
    .sort((a, b) => a - b);
  const anchorDay = resolveAnchorDay(calendar, termStarts[0]);
  const index = {
    ...terms,
    length,
    mode,
    labels,
    anchorDay,
    termWeekdaysBefore,
    closures,
    shiftingClosureDays,
  };
  return { ...index, anchorCount: countedBefore(index, anchorDay) };
}

/**
 * The day Day 1 is counted from:
 * - the school's `anchorDate` when set; in 'calendar' mode snapped back to the Monday of its week,
 *   because calendar mode locks Day 1 to a Monday (validation refuses any other weekday at entry;
 *   snapping keeps a stored non-Monday deterministic rather than a crash);
 * - else the Monday of the week the earliest term starts (by date, not by order in the list; a
 *   term that ends before it starts is ignored), so Day 1 is the first week of the school year;
 * - else, with no terms either, Monday 2000-01-03 (`DEFAULT_CYCLE_ANCHOR_DATE`).
 * In 'school_days' mode an anchor that is not itself counted (a weekend, a holiday, a shifting
 * closure) makes the first counted day after it Day 1.
 */
function resolveAnchorDay(calendar: SchoolCalendar, firstTermStart: DayNumber | undefined) {
  const { anchorDate, mode } = calendar.cycle;
  if (anchorDate !== null) {
    const anchor = toDayNumber(anchorDate, 'anchor date');
    return mode === 'calendar' ? mondayOnOrBefore(anchor) : anchor;
  }
  if (firstTermStart !== undefined) return mondayOnOrBefore(firstTermStart);
  return parseDayNumber(DEFAULT_CYCLE_ANCHOR_DATE)!;
}

type TermLookup = Pick<CalendarIndex, 'termStarts' | 'termEnds' | 'hasTerms'>;

/** In a term; with no terms defined, every day is (a school that has not entered its terms). */
export function isInTerm(index: TermLookup, day: DayNumber): boolean {
  if (!index.hasTerms) return true;
  const k = countBelow(index.termStarts, day + 1);
  return k > 0 && day < index.termEnds[k - 1]!;
}

/** A weekday, in term, and not closed (DESIGN §7). */
export function isTeachingDayNumber(index: CalendarIndex, day: DayNumber): boolean {
  return isWeekday(day) && isInTerm(index, day) && !index.closures.has(day);
}

/**
 * Whether the day advances the cycle.
 * - 'calendar': every weekday, taught or not.
 * - 'school_days': every in-term weekday except shifting closures. A non-shifting closure counts:
 *   its cycle day is used up, untaught. Term breaks and weekends never count.
 */
export function isCountedDay(index: CalendarIndex, day: DayNumber): boolean {
  if (!isWeekday(day)) return false;
  if (index.mode === 'calendar') return true;
  return isInTerm(index, day) && index.closures.get(day) !== true;
}

/**
 * A signed count of counted days before `day`, from an arbitrary origin: only differences are
 * used, and `countedBefore(b) - countedBefore(a)` is the number of counted days in [a, b). O(1) in
 * 'calendar' mode; O(log terms + log closures) in 'school_days' mode — in-term weekdays come from
 * the terms' prefix sums and the shifting closures before `day` from a binary search, so no call
 * walks the days since the anchor.
 */
export function countedBefore(index: Omit<CalendarIndex, 'anchorCount'>, day: DayNumber): number {
  if (index.mode === 'calendar') return weekdayOrdinal(day);
  let inTermWeekdays: number;
  if (!index.hasTerms) inTermWeekdays = weekdayOrdinal(day);
  else {
    const k = countBelow(index.termStarts, day);
    if (k === 0) inTermWeekdays = 0;
    else {
      const start = index.termStarts[k - 1]!;
      const end = Math.min(index.termEnds[k - 1]!, day);
      inTermWeekdays =
        index.termWeekdaysBefore[k - 1]! + weekdayOrdinal(end) - weekdayOrdinal(start);
    }
  }
  return inTermWeekdays - countBelow(index.shiftingClosureDays, day);
}

/** How many of the sorted `days` are < `day` (binary search). */
function countBelow(days: readonly DayNumber[], day: DayNumber): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}
