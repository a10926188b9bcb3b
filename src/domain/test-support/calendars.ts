import type { Closure, SchoolCalendar, Term, TimetableCycle } from '../calendar/types';

/**
 * Test fixtures for the calendar rules' tests (tests only, never imported by product code): a
 * calendar with the parts a test cares about and defaults for the rest.
 */
export function makeCalendar(parts: {
  cycle?: Partial<TimetableCycle>;
  terms?: readonly Term[];
  closures?: readonly Closure[];
}): SchoolCalendar {
  return {
    cycle: { length: 5, mode: 'calendar', anchorDate: null, labels: [], ...parts.cycle },
    terms: parts.terms ?? [],
    closures: parts.closures ?? [],
  };
}

/** Term 1 Mon 2 Feb – Thu 2 Apr 2026, Easter break, Term 2 Mon 20 Apr – Fri 26 Jun 2026. */
export const TERMS_2026: Term[] = [
  { term: 'Term 1', start: '2026-02-02', end: '2026-04-02' },
  { term: 'Term 2', start: '2026-04-20', end: '2026-06-26' },
];

export function closure(date: string, shiftsCycle: boolean, reason = 'Closed'): Closure {
  return { date, reason, shiftsCycle };
}
