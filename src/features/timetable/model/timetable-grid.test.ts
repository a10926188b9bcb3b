import { describe, expect, it } from 'vitest';
import type { SchedulePeriod } from '@/domain/calendar';
import {
  cellKey,
  cellsOf,
  cycleDayHeading,
  coveredCells,
  maxSpanAt,
  overlapMessage,
  overlappingEntry,
  type GridEntry,
} from './timetable-grid';

const p = (id: string, kind: 'lesson' | 'break' = 'lesson'): SchedulePeriod => ({
  period_id: id,
  name: kind === 'lesson' ? `Period ${id.slice(1)}` : 'Recess',
  start: '09:00',
  end: '10:00',
  kind,
});
const DAY = [p('p1'), p('p2'), p('recess', 'break'), p('p3'), p('p4')];

const entry = (id: string, day: number, period: string, span = 1): GridEntry => ({
  id,
  class_id: `class-${id}`,
  cycle_day: day,
  period_id: period,
  period_span: span,
  room: null,
});

describe('timetable grid rules', () => {
  it('spans count lesson periods only, as slotsFor does, and stop at the end of the day', () => {
    expect(maxSpanAt(DAY, 'p1')).toBe(4);
    expect(maxSpanAt(DAY, 'p4')).toBe(1);
    expect(maxSpanAt(DAY, 'recess')).toBe(0);
    expect(cellsOf(DAY, entry('a', 2, 'p2', 2))).toEqual([
      { cycleDay: 2, periodId: 'p2' },
      { cycleDay: 2, periodId: 'p3' },
    ]);
    expect(cellsOf(DAY, entry('a', 2, 'p4', 3))).toHaveLength(1);
    expect(cellsOf(DAY, entry('a', 2, 'recess'))).toEqual([]);
  });

  it('marks which cells a double covers and which one it starts on', () => {
    const double = entry('a', 1, 'p1', 2);
    const covered = coveredCells(DAY, [double]);
    expect(covered.get(cellKey(1, 'p1'))).toEqual({ entry: double, first: true });
    expect(covered.get(cellKey(1, 'p2'))).toEqual({ entry: double, first: false });
    expect(covered.has(cellKey(2, 'p1'))).toBe(false);
  });

  it('finds an overlap with another entry, never with the entry being changed', () => {
    const stored = [entry('a', 2, 'p2', 2)];
    expect(overlappingEntry(DAY, stored, entry('b', 2, 'p1', 2))).toEqual({
      other: stored[0],
      cell: { cycleDay: 2, periodId: 'p2' },
    });
    expect(overlappingEntry(DAY, stored, entry('b', 2, 'p4'))).toBeNull();
    expect(overlappingEntry(DAY, stored, entry('a', 2, 'p1', 3))).toBeNull();
    expect(overlapMessage(DAY, { cycleDay: 2, periodId: 'p3' }, '7 Maths A')).toBe(
      'Period 3 on Day 2 is already taken by 7 Maths A',
    );
  });
});

describe('cycleDayHeading', () => {
  it('adds the block label when the cycle has labels', () => {
    const cycle = { length: 10, labels: ['Week A', 'Week B'] };
    expect(cycleDayHeading(cycle, 5)).toBe('Day 5 (Week A)');
    expect(cycleDayHeading(cycle, 6)).toBe('Day 6 (Week B)');
    expect(cycleDayHeading({ length: 5, labels: [] }, 3)).toBe('Day 3');
  });
});
