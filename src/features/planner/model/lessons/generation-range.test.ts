import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR, type SchoolCalendar } from '@/domain/calendar';
import { generationRangeOf } from './generate-lessons';

const CALENDAR: SchoolCalendar = {
  ...EMPTY_SCHOOL_CALENDAR,
  terms: [
    { term: 'Term 3', start: '2026-07-13', end: '2026-09-18' },
    { term: 'Term 4', start: '2026-10-05', end: '2026-12-18' },
  ],
};
const TODAY = '2026-11-24';
const THIS_WEEK = '2026-11-23';

const range = (overrides: Partial<Parameters<typeof generationRangeOf>[0]>) =>
  generationRangeOf({
    scope: 'term',
    week: THIS_WEEK,
    today: TODAY,
    includePastWeeks: false,
    calendar: CALENDAR,
    ...overrides,
  });

describe('generationRangeOf', () => {
  it('"This term" starts today, not at the start of the term', () => {
    expect(range({})).toEqual({ ok: true, from: TODAY, to: '2026-12-18' });
  });

  it('with past weeks asked for, the whole term', () => {
    expect(range({ includePastWeeks: true })).toEqual({
      ok: true,
      from: '2026-10-05',
      to: '2026-12-18',
    });
  });

  it('"This year" starts today too, or at its first term with past weeks', () => {
    expect(range({ scope: 'year' })).toEqual({ ok: true, from: TODAY, to: '2026-12-18' });
    expect(range({ scope: 'year', includePastWeeks: true })).toEqual({
      ok: true,
      from: '2026-07-13',
      to: '2026-12-18',
    });
  });

  it('"This week" is the week shown, whole, whatever today is', () => {
    expect(range({ scope: 'week' })).toEqual({ ok: true, from: THIS_WEEK, to: '2026-11-29' });
    expect(range({ scope: 'week', week: '2026-11-09' })).toEqual({
      ok: true,
      from: '2026-11-09',
      to: '2026-11-15',
    });
  });

  it('a term still to come is generated whole', () => {
    const next = {
      ...CALENDAR,
      terms: [{ term: 'Term 1', start: '2027-01-27', end: '2027-04-02' }],
    };
    expect(range({ week: '2027-02-01', calendar: next })).toEqual({
      ok: true,
      from: '2027-01-27',
      to: '2027-04-02',
    });
  });

  it('a term that ended has nothing left unless past weeks are asked for', () => {
    expect(range({ week: '2026-08-03' })).toEqual({ ok: false, reason: 'all-past' });
    expect(range({ week: '2026-08-03', includePastWeeks: true })).toEqual({
      ok: true,
      from: '2026-07-13',
      to: '2026-09-18',
    });
  });

  it('a week in the holidays has no term', () => {
    expect(range({ week: '2026-09-28' })).toEqual({ ok: false, reason: 'outside-terms' });
  });
});
