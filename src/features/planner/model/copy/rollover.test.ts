import { describe, expect, it } from 'vitest';
import { occupiedMessage, shortDate, weekOf } from './describe-slot';
import { entriesToCopy, findRolloverTarget, nextAcademicYear, rolloverRange } from './rollover';

const TERMS = [
  { term: 'Term 4', start: '2026-10-05', end: '2026-12-16' },
  { term: 'Term 1', start: '2027-01-27', end: '2027-04-02' },
  { term: 'Term 2', start: '2027-04-20', end: '2027-06-26' },
];

describe('roll-over rules', () => {
  it('counts the academic year on by one', () => {
    expect(nextAcademicYear('2026')).toBe('2027');
    expect(nextAcademicYear(null)).toBeNull();
    expect(nextAcademicYear('2026/27')).toBeNull();
  });

  it('takes the next year’s range from its terms, or a year from a chosen start', () => {
    expect(rolloverRange(TERMS, '2027', null)).toEqual({ start: '2027-01-27', end: '2027-06-26' });
    expect(rolloverRange(TERMS, '2028', null)).toBeNull();
    expect(rolloverRange(TERMS, '2028', '2028-02-01')).toEqual({
      start: '2028-02-01',
      end: '2029-01-30',
    });
  });

  it('reuses a live class of the next year with the same name', () => {
    const base = {
      subject: null,
      year: 7,
      syllabus_stage: null,
      room: null,
      colour: null,
      syllabus_id: null,
      notes: null,
      deleted_at: null,
    };
    const source = { ...base, id: 'a', name: '7 Maths A', academic_year: '2026' };
    const next = { ...base, id: 'b', name: '7 Maths A', academic_year: '2027' };
    const gone = { ...next, id: 'c', deleted_at: '2026-12-01T00:00:00Z' };
    expect(findRolloverTarget(source, '7 Maths A', '2027', [source, gone, next])).toBe(next);
    expect(findRolloverTarget(source, '8 Maths A', '2027', [source, next])).toBeUndefined();
  });

  it('copies live entries only when the target has no timetable yet', () => {
    const entry = { cycle_day: 1, period_id: 'p1', period_span: 1, room: null, deleted_at: null };
    const removed = { ...entry, deleted_at: '2026-01-01T00:00:00Z' };
    expect(entriesToCopy([entry, removed], [])).toEqual([entry]);
    expect(entriesToCopy([entry], [entry])).toEqual([]);
  });
});

describe('slot descriptions', () => {
  it('names the class, a short date and the period', () => {
    expect(shortDate('2026-03-10')).toBe('Tue 10 Mar');
    expect(occupiedMessage('7 Maths B', '2026-03-10', 'Period 2')).toBe(
      '7 Maths B already has a planned lesson on Tue 10 Mar, Period 2',
    );
    expect(weekOf('2026-03-08')).toEqual({ monday: '2026-03-02', friday: '2026-03-06' });
  });
});
