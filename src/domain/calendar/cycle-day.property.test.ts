import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleAnchorDate, cycleDayOf, cycleDaysBetween } from './cycle-day';
import { isTeachingDay, teachingDaysBetween } from './teaching-days';
import type { CycleMode, SchoolCalendar } from './types';

/*
 * Properties of the cycle-day rules over random calendars. The reference model below restates the
 * rules of `cycle-day.ts` as directly as possible — Date's UTC calendar for weekdays, string
 * comparison for terms, a day-by-day walk from the anchor — sharing no code with the
 * implementation, whose index, prefix sums and binary searches it checks.
 */

const MS_PER_DAY = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;
const toIso = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Queried dates and anchors: 2025–2027. */
const FIRST_DAY = toDay('2025-01-01');
const LAST_DAY = toDay('2027-12-31');

const dayArb = fc.integer({ min: FIRST_DAY, max: LAST_DAY });
const isoArb = dayArb.map(toIso);

const cycleArb = fc.integer({ min: 1, max: 20 }).chain((length) => {
  const divisors = Array.from({ length }, (_, i) => i + 1).filter((n) => length % n === 0);
  return fc.record({
    length: fc.constant(length),
    mode: fc.constantFrom<CycleMode>('calendar', 'school_days'),
    anchorDate: fc.option(isoArb, { nil: null }),
    labels: fc
      .constantFrom(0, ...divisors)
      .map((count) => Array.from({ length: count }, (_, i) => `Block ${i + 1}`)),
  });
});

// Terms may overlap or run backwards (validation refuses both; the rules must still agree with
// the reference). Closures crowd the first half of 2026 so some share a day.
const termArb = fc
  .record({ start: dayArb, span: fc.integer({ min: -5, max: 150 }), n: fc.nat(9) })
  .map(({ start, span, n }) => ({
    term: `Term ${n}`,
    start: toIso(start),
    end: toIso(start + span),
  }));
const closureArb = fc.record({
  date: fc.integer({ min: toDay('2026-01-01'), max: toDay('2026-06-30') }).map(toIso),
  reason: fc.constant('Closed'),
  shiftsCycle: fc.boolean(),
});

const calendarArb: fc.Arbitrary<SchoolCalendar> = fc.record({
  cycle: cycleArb,
  terms: fc.array(termArb, { maxLength: 4 }),
  closures: fc.array(closureArb, { maxLength: 30 }),
});

// ── the reference model ──────────────────────────────────────────────────────────────────────

function isWeekday(day: number) {
  const weekday = new Date(day * MS_PER_DAY).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}
function inTerm(calendar: SchoolCalendar, iso: string) {
  return calendar.terms.length === 0 || calendar.terms.some((t) => t.start <= iso && iso <= t.end);
}
function closuresOn(calendar: SchoolCalendar, iso: string) {
  return calendar.closures.filter((c) => c.date === iso);
}
function referenceTeaching(calendar: SchoolCalendar, day: number) {
  const iso = toIso(day);
  return isWeekday(day) && inTerm(calendar, iso) && closuresOn(calendar, iso).length === 0;
}
function referenceCounted(calendar: SchoolCalendar, day: number) {
  if (!isWeekday(day)) return false;
  if (calendar.cycle.mode === 'calendar') return true;
  const iso = toIso(day);
  return inTerm(calendar, iso) && !closuresOn(calendar, iso).some((c) => c.shiftsCycle);
}
function mondayOf(day: number) {
  let monday = day;
  while (new Date(monday * MS_PER_DAY).getUTCDay() !== 1) monday -= 1;
  return monday;
}
function referenceAnchor(calendar: SchoolCalendar) {
  const { anchorDate, mode } = calendar.cycle;
  if (anchorDate !== null)
    return mode === 'calendar' ? mondayOf(toDay(anchorDate)) : toDay(anchorDate);
  const starts = calendar.terms.filter((t) => t.start <= t.end).map((t) => toDay(t.start));
  return starts.length > 0 ? mondayOf(Math.min(...starts)) : toDay('2000-01-03');
}
function referenceCycleDay(calendar: SchoolCalendar, day: number) {
  if (!referenceTeaching(calendar, day)) return null;
  const anchor = referenceAnchor(calendar);
  let position = 0;
  for (let d = anchor; d < day; d += 1) if (referenceCounted(calendar, d)) position += 1;
  for (let d = day; d < anchor; d += 1) if (referenceCounted(calendar, d)) position -= 1;
  const { length, labels } = calendar.cycle;
  const cycleDay = mod(position, length) + 1;
  const label =
    labels.length === 0 ? null : labels[Math.floor((cycleDay - 1) / (length / labels.length))]!;
  return {
    day: cycleDay,
    label,
    name: label === null ? `Day ${cycleDay}` : `Day ${cycleDay} (${label})`,
  };
}

/** A deterministic shuffle (the order of terms and closures must not matter). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const rangeArb = fc
  .record({ from: dayArb, span: fc.integer({ min: 0, max: 90 }) })
  .map(({ from, span }) => ({ from: toIso(from), to: toIso(from + span) }));

// ── properties ────────────────────────────────────────────────────────────────────────────────

describe('cycle-day properties', () => {
  it('cycleDayOf agrees with the reference model (both modes, any anchor, terms, closures)', () => {
    fc.assert(
      fc.property(
        calendarArb,
        fc.array(dayArb, { minLength: 1, maxLength: 8 }),
        (calendar, days) => {
          for (const day of days) {
            expect(cycleDayOf(calendar, toIso(day))).toEqual(referenceCycleDay(calendar, day));
            expect(isTeachingDay(calendar, toIso(day))).toBe(referenceTeaching(calendar, day));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('calendar mode: consecutive weekdays advance by 1 mod N when every weekday is taught', () => {
    fc.assert(
      fc.property(cycleArb, dayArb, (cycle, day) => {
        const calendar: SchoolCalendar = {
          cycle: { ...cycle, mode: 'calendar' },
          terms: [],
          closures: [],
        };
        const weekday = isWeekday(day)
          ? day
          : day + (new Date(day * MS_PER_DAY).getUTCDay() === 6 ? 2 : 1);
        const next = weekday + (new Date(weekday * MS_PER_DAY).getUTCDay() === 5 ? 3 : 1);
        const a = cycleDayOf(calendar, toIso(weekday))!;
        const b = cycleDayOf(calendar, toIso(next))!;
        expect(b.day).toBe(mod(a.day, cycle.length) + 1);
      }),
    );
  });

  it('calendar mode: two teaching days are as many cycle days apart as weekdays, mod N', () => {
    fc.assert(
      fc.property(calendarArb, rangeArb, (generated, { from, to }) => {
        const calendar = { ...generated, cycle: { ...generated.cycle, mode: 'calendar' as const } };
        const first = cycleDayOf(calendar, from);
        const last = cycleDayOf(calendar, to);
        fc.pre(first !== null && last !== null);
        let weekdays = 0;
        for (let d = toDay(from); d < toDay(to); d += 1) if (isWeekday(d)) weekdays += 1;
        expect(mod(last!.day - first!.day, calendar.cycle.length)).toBe(
          mod(weekdays, calendar.cycle.length),
        );
      }),
    );
  });

  it('school_days mode: over any range, cycle days on teaching days follow the counted days one by one, mod N', () => {
    // Number the counted days of the range 0, 1, 2…: every teaching day's cycle day minus its
    // number is the same mod N. Shifting closures and term breaks take no number (they shift the
    // days after them); non-shifting closures take one (their cycle day is used up).
    fc.assert(
      fc.property(calendarArb, rangeArb, (generated, { from, to }) => {
        const calendar = {
          ...generated,
          cycle: { ...generated.cycle, mode: 'school_days' as const },
        };
        const { length } = calendar.cycle;
        const offsets = new Set<number>();
        let counted = 0;
        for (const { date, cycleDay } of cycleDaysBetween(calendar, from, to)) {
          if (cycleDay) offsets.add(mod(cycleDay.day - 1 - counted, length));
          if (referenceCounted(calendar, toDay(date))) counted += 1;
        }
        expect(offsets.size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('cycleDaysBetween agrees with cycleDayOf and teachingDaysBetween day by day', () => {
    fc.assert(
      fc.property(calendarArb, rangeArb, (calendar, { from, to }) => {
        const walked = cycleDaysBetween(calendar, from, to);
        expect(walked).toHaveLength(toDay(to) - toDay(from) + 1);
        walked.forEach(({ date, cycleDay }, i) => {
          expect(date).toBe(toIso(toDay(from) + i));
          expect(cycleDay).toEqual(cycleDayOf(calendar, date));
        });
        expect(teachingDaysBetween(calendar, from, to)).toEqual(
          walked.filter((d) => d.cycleDay !== null).map((d) => d.date),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic: the same answers twice, for a copy, and whatever the order of terms and closures', () => {
    fc.assert(
      fc.property(calendarArb, rangeArb, fc.integer(), (calendar, { from, to }, seed) => {
        const first = cycleDaysBetween(calendar, from, to);
        expect(cycleDaysBetween(calendar, from, to)).toEqual(first);
        const copy: SchoolCalendar = structuredClone(calendar);
        expect(cycleDaysBetween(copy, from, to)).toEqual(first);
        const reordered: SchoolCalendar = {
          cycle: calendar.cycle,
          terms: shuffled(calendar.terms, seed),
          closures: shuffled(calendar.closures, seed + 1),
        };
        expect(cycleDaysBetween(reordered, from, to)).toEqual(first);
        expect(cycleAnchorDate(reordered)).toBe(cycleAnchorDate(calendar));
      }),
    );
  });
});
