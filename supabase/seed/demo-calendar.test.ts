import { describe, expect, it } from 'vitest';
import {
  dayScheduleSlotSchema,
  termDateSchema,
  timetableCycleSchema,
} from '../../src/db/entities/school';
import {
  currentTerm,
  cycleDayOf,
  demoTermsAround,
  DAY_SCHEDULE,
  demoTimetableCycle,
  teachingDays,
  termsForYear,
} from './demo-calendar';

describe('demo calendar', () => {
  it('has four ten-week terms starting on Mondays and ending on Fridays', () => {
    const terms = termsForYear(2026);
    expect(terms.map((t) => t.term)).toEqual(['Term 1', 'Term 2', 'Term 3', 'Term 4']);
    for (const term of terms) {
      expect(new Date(`${term.start}T00:00`).getDay()).toBe(1);
      expect(new Date(`${term.end}T00:00`).getDay()).toBe(5);
      expect(teachingDays(term, term.end)).toHaveLength(50);
    }
    expect(terms[0]).toEqual({ term: 'Term 1', start: '2026-02-02', end: '2026-04-10' });
  });

  it.each([
    ['2026-02-02', 1],
    ['2026-02-06', 5],
    ['2026-02-07', null],
    ['2026-02-09', 6],
    ['2026-02-13', 10],
    ['2026-02-16', 1],
  ])('calendar-mode cycle day of %s is %s', (date, day) => {
    expect(cycleDayOf(date, '2026-02-02')).toBe(day);
  });

  it('the current term is the latest that has started', () => {
    const terms = termsForYear(2026);
    expect(currentTerm(terms, '2026-11-22').term).toBe('Term 4');
    expect(currentTerm(terms, '2026-06-30').term).toBe('Term 2');
    expect(currentTerm(terms, '2026-01-10').term).toBe('Term 1');
  });

  it.each([
    ['2026-11-25', ['2026 Term 3', '2026 Term 4']],
    ['2026-10-05', ['2026 Term 3', '2026 Term 4']],
    ['2026-02-10', ['2025 Term 4', '2026 Term 1']],
    // Holidays: the term just ended is the current one, and the next one brings lessons ahead.
    ['2026-09-28', ['2026 Term 2', '2026 Term 3', '2026 Term 4']],
    ['2026-01-10', ['2025 Term 3', '2025 Term 4', '2026 Term 1']],
    ['2026-12-21', ['2026 Term 3', '2026 Term 4', '2027 Term 1']],
  ])('the demo fills, around %s, the terms %j', (today, names) => {
    const terms = demoTermsAround(today);
    expect(terms.map((t) => `${t.start.slice(0, 4)} ${t.term}`)).toEqual(names);
    // The previous term is over; the current one has started.
    expect(terms[0]!.end < today).toBe(true);
    expect(terms[1]!.start <= today).toBe(true);
  });

  it('has six lesson periods', () => {
    expect(DAY_SCHEDULE.filter((p) => p.kind === 'lesson')).toHaveLength(6);
  });

  it("is what the replica's calendar schemas accept (terms, cycle and day schedule)", () => {
    const terms = termsForYear(2026);
    for (const term of terms) expect(termDateSchema.parse(term)).toEqual(term);
    expect(timetableCycleSchema.parse(demoTimetableCycle(terms))).toEqual({
      length: 10,
      mode: 'calendar',
      anchor_date: '2026-02-02',
      labels: ['Week A', 'Week B'],
    });
    for (const slot of DAY_SCHEDULE)
      expect(dayScheduleSlotSchema.safeParse(slot).success).toBe(true);
  });
});
