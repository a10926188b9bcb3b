import {
  validateSchoolCalendar,
  type CalendarProblem,
  type Closure,
  type CycleMode,
  type SchedulePeriod,
  type Term,
} from '@/domain/calendar';
import { scheduleProblems } from './schedule-rules';

/**
 * What the timetable set-up screen edits and saves in one go: the cycle, the day schedule, the
 * terms and the closures of one calendar (a school's, or a solo teacher's own).
 */
export type CalendarDraft = {
  readonly cycle: {
    readonly length: number;
    readonly mode: CycleMode;
    readonly anchorDate: string | null;
    readonly labels: readonly string[];
  };
  readonly daySchedule: readonly SchedulePeriod[];
  readonly terms: readonly Term[];
  /** `id` is the closure row's when it is already stored; a new closure has none yet. */
  readonly closures: readonly (Closure & { readonly id?: string })[];
};

export type DraftValidation =
  { readonly ok: true } | { readonly ok: false; readonly problems: readonly CalendarProblem[] };

/**
 * Everything wrong with a draft, each problem naming its field ('cycle.anchorDate',
 * 'daySchedule[2].end', 'terms[1]', 'closures[0].date'): the calendar rules of src/domain/calendar
 * plus the day schedule's and closures' own.
 */
export function validateCalendarDraft(draft: CalendarDraft): DraftValidation {
  const calendar = validateSchoolCalendar(draft);
  const problems = [
    ...(calendar.ok ? [] : calendar.problems),
    ...scheduleProblems(draft.daySchedule),
    ...duplicateClosureProblems(draft.closures),
  ];
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** One closure per date: a second row on the same day would close nothing more. */
function duplicateClosureProblems(closures: CalendarDraft['closures']): CalendarProblem[] {
  return closures.flatMap((closure, i) =>
    closures.findIndex((other) => other.date === closure.date) !== i
      ? [{ field: `closures[${i}].date`, message: `${closure.date} is already closed above` }]
      : [],
  );
}

/** One spelling of a draft: keys in one order, periods by start time, closures by date. */
function canonicalDraft(draft: CalendarDraft): string {
  const { length, mode, anchorDate, labels } = draft.cycle;
  const schedule = draft.daySchedule
    .map(({ period_id, name, start, end, kind }) => ({ period_id, name, start, end, kind }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.period_id.localeCompare(b.period_id));
  const terms = draft.terms.map(({ term, start, end }) => ({ term, start, end }));
  const closures = [...draft.closures]
    .map(({ id, date, reason, shiftsCycle }) => ({ id: id ?? null, date, reason, shiftsCycle }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.id ?? '').localeCompare(b.id ?? ''));
  return JSON.stringify({ cycle: { length, mode, anchorDate, labels }, schedule, terms, closures });
}

/**
 * Whether two drafts describe the same calendar, whatever order the day's rows or closures were
 * listed in: the editor uses it to tell its own save coming back from a change made elsewhere.
 */
export function sameCalendarDraft(a: CalendarDraft, b: CalendarDraft): boolean {
  return canonicalDraft(a) === canonicalDraft(b);
}
