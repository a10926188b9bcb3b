import { describe, expect, it } from 'vitest';
import { validateSchoolCalendar } from './calendar-validation';
import { TERMS_2026, closure, makeCalendar } from '../test-support/calendars';
import type { SchoolCalendar } from './types';

function problems(calendar: SchoolCalendar) {
  const result = validateSchoolCalendar(calendar);
  return result.ok ? [] : result.problems;
}

describe('validateSchoolCalendar', () => {
  it('accepts the column default and a full Week A/B calendar', () => {
    expect(validateSchoolCalendar(makeCalendar({}))).toEqual({ ok: true });
    expect(
      validateSchoolCalendar(
        makeCalendar({
          cycle: { length: 10, anchorDate: '2026-02-02', labels: ['Week A', 'Week B'] },
          terms: TERMS_2026,
          closures: [closure('2026-03-03', true), closure('2026-03-03', false)],
        }),
      ),
    ).toEqual({ ok: true });
  });

  it.each([0, 21, 2.5, -5, Number.NaN])('refuses a cycle of %s days', (length) => {
    expect(problems(makeCalendar({ cycle: { length } }))).toEqual([
      {
        field: 'cycle.length',
        message: `The cycle must be a whole number of days from 1 to 20 (got ${length})`,
      },
    ]);
  });

  it('accepts 1 and 20 days', () => {
    expect(validateSchoolCalendar(makeCalendar({ cycle: { length: 1 } })).ok).toBe(true);
    expect(validateSchoolCalendar(makeCalendar({ cycle: { length: 20 } })).ok).toBe(true);
  });

  it('refuses an unknown mode', () => {
    const cycle = { mode: 'fortnightly' as unknown as 'calendar' };
    expect(problems(makeCalendar({ cycle }))).toEqual([
      {
        field: 'cycle.mode',
        message: "The cycle mode must be 'calendar' or 'school_days' (got 'fortnightly')",
      },
    ]);
  });

  it('refuses labels that do not divide the cycle, listing the counts that would', () => {
    expect(problems(makeCalendar({ cycle: { length: 10, labels: ['A', 'B', 'C'] } }))).toEqual([
      {
        field: 'cycle.labels',
        message:
          '3 labels cannot split a 10-day cycle into equal blocks: use 1, 2, 5 or 10 labels, or none',
      },
    ]);
    expect(problems(makeCalendar({ cycle: { length: 7, labels: ['A', 'B'] } }))[0]?.message).toBe(
      '2 labels cannot split a 7-day cycle into equal blocks: use 1 or 7 labels, or none',
    );
  });

  it('refuses empty and repeated labels', () => {
    expect(problems(makeCalendar({ cycle: { length: 10, labels: ['Week A', ' '] } }))).toEqual([
      { field: 'cycle.labels[1]', message: 'Label 2 is empty' },
    ]);
    expect(problems(makeCalendar({ cycle: { length: 10, labels: ['Week A', 'Week A'] } }))).toEqual(
      [
        {
          field: 'cycle.labels[1]',
          message: "The label 'Week A' is used twice: each block of the cycle needs its own name",
        },
      ],
    );
  });

  it('refuses an anchor that is not a real date', () => {
    expect(problems(makeCalendar({ cycle: { anchorDate: '2026-02-30' } }))).toEqual([
      {
        field: 'cycle.anchorDate',
        message: 'The anchor date (2026-02-30) is not a real date in YYYY-MM-DD form',
      },
    ]);
  });

  it('wants a Monday anchor in calendar mode only', () => {
    expect(problems(makeCalendar({ cycle: { anchorDate: '2026-02-04' } }))).toEqual([
      {
        field: 'cycle.anchorDate',
        message:
          'The anchor date (2026-02-04) is a Wednesday: in calendar mode Day 1 must be a Monday',
      },
    ]);
    expect(problems(makeCalendar({ cycle: { anchorDate: '2026-02-08' } }))[0]?.message).toContain(
      'is a Sunday',
    );
    const schoolDays = makeCalendar({ cycle: { mode: 'school_days', anchorDate: '2026-02-04' } });
    expect(validateSchoolCalendar(schoolDays)).toEqual({ ok: true });
  });

  it('refuses a term that ends before it starts, naming both dates', () => {
    const terms = [TERMS_2026[0]!, { term: 'Term 2', start: '2026-04-20', end: '2026-03-01' }];
    expect(problems(makeCalendar({ terms }))).toEqual([
      { field: 'terms[1].end', message: 'Term 2 ends (2026-03-01) before it starts (2026-04-20)' },
    ]);
  });

  it('accepts a one-day term', () => {
    const terms = [{ term: 'Exam day', start: '2026-06-01', end: '2026-06-01' }];
    expect(validateSchoolCalendar(makeCalendar({ terms })).ok).toBe(true);
  });

  it('refuses term dates that are not real dates, and a term with no name', () => {
    const terms = [{ term: '', start: '2026-02-29', end: 'soon' }];
    expect(problems(makeCalendar({ terms }))).toEqual([
      { field: 'terms[0].term', message: 'Term 1 has no name' },
      {
        field: 'terms[0].start',
        message: "Term 1's start (2026-02-29) is not a real date in YYYY-MM-DD form",
      },
      {
        field: 'terms[0].end',
        message: "Term 1's end (soon) is not a real date in YYYY-MM-DD form",
      },
    ]);
  });

  it('refuses overlapping terms on the later one, in any order, sharing one day included', () => {
    const terms = [
      { term: 'Term 2', start: '2026-04-02', end: '2026-06-26' },
      { term: 'Term 1', start: '2026-02-02', end: '2026-04-02' },
      { term: 'Term 3', start: '2026-07-13', end: '2026-09-18' },
    ];
    expect(problems(makeCalendar({ terms }))).toEqual([
      {
        field: 'terms[0]',
        message: 'Term 2 (2026-04-02 to 2026-06-26) overlaps Term 1 (2026-02-02 to 2026-04-02)',
      },
    ]);
  });

  it('finds an overlap with a long term that is not the one just before', () => {
    const terms = [
      { term: 'Year', start: '2026-01-05', end: '2026-12-18' },
      { term: 'Term 1', start: '2026-02-02', end: '2026-04-02' },
      { term: 'Term 2', start: '2026-04-20', end: '2026-06-26' },
    ];
    expect(problems(makeCalendar({ terms })).map((p) => p.field)).toEqual(['terms[1]', 'terms[2]']);
    expect(problems(makeCalendar({ terms }))[1]?.message).toBe(
      'Term 2 (2026-04-20 to 2026-06-26) overlaps Year (2026-01-05 to 2026-12-18)',
    );
  });

  it('refuses closures on dates that do not exist', () => {
    const closures = [closure('2026-03-03', true), closure('2026-13-01', false)];
    expect(problems(makeCalendar({ closures }))).toEqual([
      {
        field: 'closures[1].date',
        message: "Closure 2's date (2026-13-01) is not a real date in YYYY-MM-DD form",
      },
    ]);
  });

  it('reports every problem at once', () => {
    const calendar = makeCalendar({
      cycle: { length: 30, anchorDate: '2026-02-03', labels: [''] },
      terms: [{ term: 'Term 1', start: '2026-04-02', end: '2026-02-02' }],
      closures: [closure('yesterday', true)],
    });
    expect(problems(calendar).map((p) => p.field)).toEqual([
      'cycle.length',
      'cycle.anchorDate',
      'cycle.labels[0]',
      'terms[0].end',
      'closures[0].date',
    ]);
  });
});
