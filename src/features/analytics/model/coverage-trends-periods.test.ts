import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  periodAxisLabel,
  periodFromParam,
  periodLabel,
  periodsBetween,
} from './coverage-trends-periods';

const TERMS = [
  { term: 'Term 3', start: '2026-07-13', end: '2026-09-18' },
  { term: '4', start: '2026-10-05', end: '2026-12-16' },
];

describe('periodFromParam', () => {
  it('reads a period in any case and defaults to weeks without one', () => {
    expect(periodFromParam('Monthly')).toEqual({ period: 'monthly', problem: null });
    expect(periodFromParam(null)).toEqual({ period: DEFAULT_PERIOD, problem: null });
    expect(periodFromParam('')).toEqual({ period: 'weekly', problem: null });
  });

  it('falls back to weeks with a message for anything else', () => {
    const { period, problem } = periodFromParam('quarterly');
    expect(period).toBe('weekly');
    expect(problem).toContain('"quarterly"');
  });
});

describe('periodsBetween', () => {
  it('lists every week, month and year touching the dates, with none missing', () => {
    expect(periodsBetween('weekly', '2026-11-04', '2026-11-16', [])).toEqual([
      { start: '2026-11-02', end: '2026-11-08' },
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-11-22' },
    ]);
    expect(periodsBetween('monthly', '2026-12-20', '2027-02-01', []).map((p) => p.start)).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(periodsBetween('yearly', '2025-06-01', '2026-01-01', [])).toHaveLength(2);
    expect(periodsBetween('daily', '2026-02-27', '2026-03-01', [])).toHaveLength(3);
  });

  it("takes the calendar's terms that overlap the dates, in order", () => {
    expect(periodsBetween('term', '2026-09-01', '2026-12-31', [...TERMS].reverse())).toEqual([
      { start: '2026-07-13', end: '2026-09-18' },
      { start: '2026-10-05', end: '2026-12-16' },
    ]);
    expect(periodsBetween('term', '2026-09-20', '2026-10-01', TERMS)).toEqual([]);
  });

  it('gives nothing for a backwards range', () => {
    expect(periodsBetween('weekly', '2026-11-10', '2026-11-01', [])).toEqual([]);
  });
});

describe('period labels', () => {
  const week = { start: '2026-11-23', end: '2026-11-29' };
  it('names a period in the table and on the axis', () => {
    expect(periodLabel('weekly', week, [])).toBe('Week of 23 Nov 2026');
    expect(periodAxisLabel('weekly', week, [])).toBe('23 Nov');
    expect(periodLabel('monthly', { start: '2026-11-01', end: '2026-11-30' }, [])).toBe('Nov 2026');
    expect(periodLabel('yearly', { start: '2026-01-01', end: '2026-12-31' }, [])).toBe('2026');
  });

  it("names a term as the calendar does, with its year; a bare number becomes 'Term N'", () => {
    expect(periodLabel('term', TERMS[0]!, TERMS)).toBe('Term 3 2026');
    expect(periodLabel('term', TERMS[1]!, TERMS)).toBe('Term 4 2026');
    expect(periodLabel('term', { start: '2026-01-27', end: '2026-04-02' }, TERMS)).toBe(
      '27 Jan 2026 – 2 Apr 2026',
    );
  });
});
