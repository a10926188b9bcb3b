import {
  addDays,
  differenceInCalendarDays,
  formatISO,
  isBefore,
  nextMonday,
  parseISO,
} from 'date-fns';

/**
 * The demo school's calendar: four ten-week terms in the seeded year, a 10-day cycle in calendar
 * mode (Day 1 is the Monday of Week A, so Week A/B alternate) and six periods. It exists to make
 * believable demo data; the app's own timetable rules live with the timetable feature. Terms are
 * named 'Term 1'…'Term 4': the replica's termDateSchema (src/db/entities/school.ts) wants a string.
 */
export type Term = { term: string; start: string; end: string };

export const CYCLE_LENGTH_DAYS = 10;
export const TERM_WEEKS = 10;

const iso = (date: Date) => formatISO(date, { representation: 'date' });
const mondayOnOrAfter = (date: Date) => (date.getDay() === 1 ? date : nextMonday(date));

/** Terms start on the first Monday on or after these dates (a typical Australian school year). */
const TERM_START_ANCHORS = ['01-28', '04-20', '07-13', '10-05'];

export function termsForYear(year: number): Term[] {
  return TERM_START_ANCHORS.map((anchor, index) => {
    const start = mondayOnOrAfter(parseISO(`${year}-${anchor}`));
    // Ten weeks, Monday of week 1 to Friday of week 10.
    return {
      term: `Term ${index + 1}`,
      start: iso(start),
      end: iso(addDays(start, TERM_WEEKS * 7 - 3)),
    };
  });
}

/** Calendar mode: weekdays count, weekends do not; Week A/B alternate from the anchor Monday. */
export function cycleDayOf(date: string, anchorMonday: string): number | null {
  const day = parseISO(date);
  const weekday = day.getDay();
  if (weekday === 0 || weekday === 6) return null;
  const weeks = Math.floor(differenceInCalendarDays(day, parseISO(anchorMonday)) / 7);
  const weekIndex = ((weeks % 2) + 2) % 2;
  return weekIndex * 5 + weekday;
}

/** Every teaching day of a term up to (and including) `until`. */
export function teachingDays(term: Term, until: string): string[] {
  const days: string[] = [];
  const last = isBefore(parseISO(until), parseISO(term.end)) ? parseISO(until) : parseISO(term.end);
  for (let day = parseISO(term.start); !isBefore(last, day); day = addDays(day, 1)) {
    if (day.getDay() !== 0 && day.getDay() !== 6) days.push(iso(day));
  }
  return days;
}

/** The term in progress on `today`, else the most recent one that has started. */
export function currentTerm(terms: readonly Term[], today: string): Term {
  const started = terms.filter((t) => t.start <= today);
  return started[started.length - 1] ?? terms[0]!;
}

/**
 * The terms the demo fills with lessons: the latest term that has started by `today` (the current
 * one), the term before it (taught in full) and, when `today` falls in the holidays after the
 * current term, the next one (so there are lessons ahead). The neighbouring years' terms count, so
 * a February `today` still has a previous term (last year's Term 4) and a December one a next.
 */
export function demoTermsAround(today: string): Term[] {
  const year = Number(today.slice(0, 4));
  const terms = [year - 1, year, year + 1].flatMap(termsForYear);
  const current = terms.findLastIndex((t) => t.start <= today);
  const last = today > terms[current]!.end ? current + 1 : current;
  return terms.slice(current - 1, last + 1);
}

/** The demo calendar's timetable cycle: Day 1 is the first Monday of Term 1 (Week A). */
export function demoTimetableCycle(terms: readonly Term[]) {
  return {
    length: CYCLE_LENGTH_DAYS,
    mode: 'calendar' as const,
    anchor_date: terms[0]!.start,
    labels: ['Week A', 'Week B'],
  };
}

export const DAY_SCHEDULE = [
  { period_id: 'P1', name: 'Period 1', start: '08:50', end: '09:45', kind: 'lesson' },
  { period_id: 'P2', name: 'Period 2', start: '09:45', end: '10:40', kind: 'lesson' },
  { period_id: 'RECESS', name: 'Recess', start: '10:40', end: '11:00', kind: 'break' },
  { period_id: 'P3', name: 'Period 3', start: '11:00', end: '11:55', kind: 'lesson' },
  { period_id: 'P4', name: 'Period 4', start: '11:55', end: '12:50', kind: 'lesson' },
  { period_id: 'LUNCH', name: 'Lunch', start: '12:50', end: '13:30', kind: 'break' },
  { period_id: 'P5', name: 'Period 5', start: '13:30', end: '14:25', kind: 'lesson' },
  { period_id: 'P6', name: 'Period 6', start: '14:25', end: '15:20', kind: 'lesson' },
] as const;
