import { WEEKDAY_NAMES, parseDayNumber, weekdayIndex } from './calendar-date';
import { CYCLE_MODES, type SchoolCalendar } from './types';

/**
 * What the timetable set-up screen checks before saving a school calendar. The server checks only
 * the jsonb shapes (DESIGN §5), and the replica's schema only that dates are real and the length a
 * whole number ≥ 1; these are the rules that make the cycle-day answers mean what the school
 * expects. The calendar rules still answer deterministically for a calendar that fails them (see
 * `calendar-index.ts`), so data saved before a rule existed never breaks the planner.
 *
 * Every problem names its field as a path into `SchoolCalendar` ('cycle.length', 'terms[1].end',
 * 'closures[0].date') so a form can show it beside the input, and every message quotes the bad
 * value.
 */

/** Shortest cycle: one day, the same timetable every day. */
export const CYCLE_LENGTH_MIN_DAYS = 1;
/** Longest cycle: four school weeks, beyond any real school's (and the grid's width). */
export const CYCLE_LENGTH_MAX_DAYS = 20;

export type CalendarProblem = { readonly field: string; readonly message: string };

export type CalendarValidation =
  { readonly ok: true } | { readonly ok: false; readonly problems: readonly CalendarProblem[] };

export function validateSchoolCalendar(calendar: SchoolCalendar): CalendarValidation {
  const problems = [
    ...cycleProblems(calendar.cycle),
    ...termProblems(calendar.terms),
    ...closureProblems(calendar.closures),
  ];
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

function cycleProblems(cycle: SchoolCalendar['cycle']): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  const { length, mode, anchorDate, labels } = cycle;
  const lengthOk =
    Number.isInteger(length) && length >= CYCLE_LENGTH_MIN_DAYS && length <= CYCLE_LENGTH_MAX_DAYS;
  if (!lengthOk) {
    problems.push({
      field: 'cycle.length',
      message: `The cycle must be a whole number of days from ${CYCLE_LENGTH_MIN_DAYS} to ${CYCLE_LENGTH_MAX_DAYS} (got ${String(length)})`,
    });
  }

  // The type says it is one of the two, but the value comes from a form or a jsonb column.
  if (!(CYCLE_MODES as readonly string[]).includes(mode)) {
    problems.push({
      field: 'cycle.mode',
      message: `The cycle mode must be 'calendar' or 'school_days' (got '${String(mode)}')`,
    });
  }

  if (anchorDate !== null) {
    const anchor = parseDayNumber(anchorDate);
    if (anchor === null) {
      problems.push({
        field: 'cycle.anchorDate',
        message: `The anchor date (${anchorDate}) is not a real date in YYYY-MM-DD form`,
      });
    } else if (mode === 'calendar' && weekdayIndex(anchor) !== 0) {
      // Calendar mode counts weeks from the anchor: Day 1 on any other weekday would put Week A's
      // Monday in the week before.
      problems.push({
        field: 'cycle.anchorDate',
        message: `The anchor date (${anchorDate}) is a ${WEEKDAY_NAMES[weekdayIndex(anchor)]}: in calendar mode Day 1 must be a Monday`,
      });
    }
  }

  labels.forEach((label, i) => {
    if (label.trim() === '') {
      problems.push({ field: `cycle.labels[${i}]`, message: `Label ${i + 1} is empty` });
    } else if (labels.indexOf(label) !== i) {
      problems.push({
        field: `cycle.labels[${i}]`,
        message: `The label '${label}' is used twice: each block of the cycle needs its own name`,
      });
    }
  });
  // Each label names an equal block of the cycle (Week A = Days 1–5 of 10), so the count must
  // divide the length.
  if (lengthOk && labels.length > 0 && length % labels.length !== 0) {
    const divisors = Array.from({ length }, (_, i) => i + 1).filter((n) => length % n === 0);
    problems.push({
      field: 'cycle.labels',
      message: `${labels.length} labels cannot split a ${length}-day cycle into equal blocks: use ${listWithOr(divisors)} labels, or none`,
    });
  }
  return problems;
}

function termProblems(terms: SchoolCalendar['terms']): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  const ranges: { i: number; name: string; start: number; end: number }[] = [];
  terms.forEach((term, i) => {
    const name = term.term.trim() === '' ? `Term ${i + 1}` : term.term;
    if (term.term.trim() === '') {
      problems.push({ field: `terms[${i}].term`, message: `Term ${i + 1} has no name` });
    }
    const start = parseDayNumber(term.start);
    const end = parseDayNumber(term.end);
    if (start === null) {
      problems.push({
        field: `terms[${i}].start`,
        message: `${name}'s start (${term.start}) is not a real date in YYYY-MM-DD form`,
      });
    }
    if (end === null) {
      problems.push({
        field: `terms[${i}].end`,
        message: `${name}'s end (${term.end}) is not a real date in YYYY-MM-DD form`,
      });
    }
    if (start === null || end === null) return;
    if (end < start) {
      problems.push({
        field: `terms[${i}].end`,
        message: `${name} ends (${term.end}) before it starts (${term.start})`,
      });
      return;
    }
    ranges.push({ i, name, start, end });
  });

  // Sorted by start, a term overlaps an earlier one exactly when it starts on or before the
  // latest end so far; the problem goes on the later-starting term and names the one it hits.
  ranges.sort((a, b) => a.start - b.start || a.i - b.i);
  let latest: (typeof ranges)[number] | undefined;
  for (const range of ranges) {
    if (latest && range.start <= latest.end) {
      const a = terms[latest.i]!;
      const b = terms[range.i]!;
      problems.push({
        field: `terms[${range.i}]`,
        message: `${range.name} (${b.start} to ${b.end}) overlaps ${latest.name} (${a.start} to ${a.end})`,
      });
    }
    if (!latest || range.end > latest.end) latest = range;
  }
  return problems;
}

function closureProblems(closures: SchoolCalendar['closures']): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  closures.forEach((closure, i) => {
    if (parseDayNumber(closure.date) === null) {
      problems.push({
        field: `closures[${i}].date`,
        message: `Closure ${i + 1}'s date (${closure.date}) is not a real date in YYYY-MM-DD form`,
      });
    }
  });
  return problems;
}

/** '1, 2, 5 or 10'. */
function listWithOr(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
