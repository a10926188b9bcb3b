import { describe, expect, it } from 'vitest';
import { describePlace, formatLessonDate } from './lesson-labels';

describe('lesson labels', () => {
  it('formats a calendar date the same in any zone', () => {
    expect(formatLessonDate('2026-11-25')).toBe('Wed 25 Nov 2026');
    expect(formatLessonDate('2027-01-01')).toBe('Fri 1 Jan 2027');
  });

  it('names the period when there is one, by its schedule name if known', () => {
    const names = new Map([['p1', 'Period 1']]);
    expect(describePlace({ date: '2026-11-25', periodId: 'p1' }, names)).toBe(
      'Wed 25 Nov 2026, Period 1',
    );
    expect(describePlace({ date: '2026-11-25', periodId: 'x' }, names)).toBe('Wed 25 Nov 2026, x');
    expect(describePlace({ date: '2026-11-25', periodId: null }, names)).toBe('Wed 25 Nov 2026');
  });
});
