import { describe, expect, it } from 'vitest';
import type { SchoolCalendar } from '@/domain/calendar';
import { describeCycleDay, longDate } from './cycle-day-answer';

const CALENDAR: SchoolCalendar = {
  cycle: { length: 10, mode: 'calendar', anchorDate: '2026-01-26', labels: ['Week A', 'Week B'] },
  terms: [{ term: 'Term 1', start: '2026-01-27', end: '2026-04-02' }],
  closures: [
    { date: '2026-03-06', reason: 'Staff development day', shiftsCycle: false },
    { date: '2026-03-10', reason: ' ', shiftsCycle: false },
  ],
};

describe('describeCycleDay', () => {
  it('names the cycle day and its label', () => {
    expect(longDate('2026-03-09')).toBe('Monday 9 March 2026');
    // Monday 26 January is Day 1 (Week A); six weeks on is Week A again, 7 weeks on Week B.
    expect(describeCycleDay(CALENDAR, '2026-03-09')).toBe('Monday 9 March 2026 is Day 1 (Week A)');
    expect(describeCycleDay(CALENDAR, '2026-03-18')).toBe(
      'Wednesday 18 March 2026 is Day 8 (Week B)',
    );
  });

  it('says why a date is not a teaching day', () => {
    expect(describeCycleDay(CALENDAR, '2026-03-07')).toBe(
      'Saturday 7 March 2026 is not a teaching day (weekend)',
    );
    expect(describeCycleDay(CALENDAR, '2026-03-06')).toBe(
      'Friday 6 March 2026 is not a teaching day (closure: Staff development day)',
    );
    expect(describeCycleDay(CALENDAR, '2026-03-10')).toBe(
      'Tuesday 10 March 2026 is not a teaching day (closure: no reason given)',
    );
    expect(describeCycleDay(CALENDAR, '2026-04-10')).toBe(
      'Friday 10 April 2026 is not a teaching day (outside term)',
    );
    expect(describeCycleDay(CALENDAR, '')).toBeNull();
  });
});
