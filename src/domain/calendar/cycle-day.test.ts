import { describe, expect, it } from 'vitest';
import { cycleAnchorDate, cycleDayOf, cycleDaysBetween } from './cycle-day';
import { TERMS_2026, closure, makeCalendar } from '../test-support/calendars';

/** The day numbers of consecutive dates (null on non-teaching days), for compact expectations. */
function days(calendar: Parameters<typeof cycleDaysBetween>[0], from: string, to: string) {
  return cycleDaysBetween(calendar, from, to).map(({ cycleDay }) => cycleDay?.day ?? null);
}

describe("cycleDayOf in 'calendar' mode (Week A/B)", () => {
  const weekAB = makeCalendar({
    cycle: { length: 10, mode: 'calendar', anchorDate: '2026-02-02', labels: ['Week A', 'Week B'] },
    terms: TERMS_2026,
  });

  it('makes the anchor Monday Day 1 of Week A and the next week Week B', () => {
    expect(cycleDayOf(weekAB, '2026-02-02')).toEqual({
      day: 1,
      label: 'Week A',
      name: 'Day 1 (Week A)',
    });
    expect(cycleDayOf(weekAB, '2026-02-06')).toEqual({
      day: 5,
      label: 'Week A',
      name: 'Day 5 (Week A)',
    });
    expect(cycleDayOf(weekAB, '2026-02-09')).toEqual({
      day: 6,
      label: 'Week B',
      name: 'Day 6 (Week B)',
    });
    expect(cycleDayOf(weekAB, '2026-02-13')).toEqual({
      day: 10,
      label: 'Week B',
      name: 'Day 10 (Week B)',
    });
    expect(cycleDayOf(weekAB, '2026-02-16')?.name).toBe('Day 1 (Week A)');
  });

  it('gives weekends and holidays no cycle day', () => {
    expect(cycleDayOf(weekAB, '2026-02-07')).toBeNull();
    expect(cycleDayOf(weekAB, '2026-02-08')).toBeNull();
    expect(cycleDayOf(weekAB, '2026-04-06')).toBeNull();
  });

  it('keeps counting weekdays through the holidays: 11 weeks after Week A is Week B', () => {
    expect(cycleDayOf(weekAB, '2026-04-02')?.name).toBe('Day 4 (Week A)');
    expect(cycleDayOf(weekAB, '2026-04-20')?.name).toBe('Day 6 (Week B)');
  });

  it('never shifts for a closure, whatever its flag says', () => {
    for (const shiftsCycle of [true, false]) {
      const closed = makeCalendar({ ...weekAB, closures: [closure('2026-02-10', shiftsCycle)] });
      expect(days(closed, '2026-02-09', '2026-02-13')).toEqual([6, null, 8, 9, 10]);
    }
  });

  it('counts backwards before the anchor', () => {
    const noTerms = makeCalendar({ cycle: weekAB.cycle });
    expect(cycleDayOf(noTerms, '2026-01-30')?.name).toBe('Day 10 (Week B)');
    expect(cycleDayOf(noTerms, '2026-01-26')?.name).toBe('Day 6 (Week B)');
    expect(cycleDayOf(noTerms, '2026-01-23')?.name).toBe('Day 5 (Week A)');
    expect(cycleDayOf(noTerms, '2026-01-19')?.name).toBe('Day 1 (Week A)');
    expect(cycleDayOf(noTerms, '2025-02-03')?.day).toBe(1); // 52 weeks earlier
  });

  it('outside the terms gives null even before the anchor', () => {
    expect(cycleDayOf(weekAB, '2026-01-30')).toBeNull();
  });

  it('snaps a stored anchor that is not a Monday back to its Monday', () => {
    const wednesday = makeCalendar({ cycle: { ...weekAB.cycle, anchorDate: '2026-02-04' } });
    expect(cycleAnchorDate(wednesday)).toBe('2026-02-02');
    expect(cycleDayOf(wednesday, '2026-02-04')?.day).toBe(3);
  });

  it('names days without labels plainly', () => {
    const plain = makeCalendar({ cycle: { length: 10, anchorDate: '2026-02-02' } });
    expect(cycleDayOf(plain, '2026-02-10')).toEqual({ day: 7, label: null, name: 'Day 7' });
  });
});

describe("cycleDayOf in 'school_days' mode", () => {
  const fiveDay = makeCalendar({ cycle: { length: 5, mode: 'school_days' }, terms: TERMS_2026 });

  it('counts teaching days from the first term when there is no anchor', () => {
    expect(cycleAnchorDate(fiveDay)).toBe('2026-02-02');
    expect(days(fiveDay, '2026-02-02', '2026-02-13')).toEqual([
      1,
      2,
      3,
      4,
      5,
      null,
      null,
      1,
      2,
      3,
      4,
      5,
    ]);
  });

  it('shifts the days after a closure that shifts the cycle', () => {
    const shifted = makeCalendar({ ...fiveDay, closures: [closure('2026-02-10', true)] });
    expect(days(shifted, '2026-02-09', '2026-02-16')).toEqual([1, null, 2, 3, 4, null, null, 5]);
  });

  it('uses up the cycle day of a closure that does not shift it', () => {
    const kept = makeCalendar({ ...fiveDay, closures: [closure('2026-02-10', false)] });
    expect(days(kept, '2026-02-09', '2026-02-16')).toEqual([1, null, 3, 4, 5, null, null, 1]);
  });

  it('skips the term break: the first day of Term 2 follows the last of Term 1', () => {
    // 44 teaching days in Term 1: 2 April is the 44th (Day 4), 20 April the 45th (Day 5).
    expect(cycleDayOf(fiveDay, '2026-04-02')?.day).toBe(4);
    expect(cycleDayOf(fiveDay, '2026-04-03')).toBeNull();
    expect(cycleDayOf(fiveDay, '2026-04-20')?.day).toBe(5);
    expect(cycleDayOf(fiveDay, '2026-04-21')?.day).toBe(1);
    expect(cycleDayOf(fiveDay, '2026-06-26')?.day).toBe(4);
  });

  it('labels blocks of the cycle without tying them to weeks', () => {
    const weekAB = makeCalendar({
      ...fiveDay,
      cycle: { ...fiveDay.cycle, length: 10, labels: ['Week A', 'Week B'] },
    });
    expect(cycleDayOf(weekAB, '2026-04-20')?.name).toBe('Day 5 (Week A)');
    expect(cycleDayOf(weekAB, '2026-04-21')?.name).toBe('Day 6 (Week B)');
  });

  it('counts backwards before the anchor, skipping shifting closures and keeping the others', () => {
    const cycle = { length: 5, mode: 'school_days', anchorDate: '2026-02-04' } as const;
    expect(days(makeCalendar({ cycle }), '2026-01-30', '2026-02-04')).toEqual([
      3,
      null,
      null,
      4,
      5,
      1,
    ]);
    const shifted = makeCalendar({ cycle, closures: [closure('2026-02-03', true)] });
    expect(days(shifted, '2026-01-30', '2026-02-04')).toEqual([4, null, null, 5, null, 1]);
    const kept = makeCalendar({ cycle, closures: [closure('2026-02-03', false)] });
    expect(days(kept, '2026-01-30', '2026-02-04')).toEqual([3, null, null, 4, null, 1]);
  });

  it('makes the first counted day after an uncounted anchor Day 1', () => {
    const saturday = makeCalendar({ cycle: { mode: 'school_days', anchorDate: '2026-02-07' } });
    expect(days(saturday, '2026-02-06', '2026-02-09')).toEqual([5, null, null, 1]);
    const closedMonday = makeCalendar({
      cycle: { mode: 'school_days', anchorDate: '2026-02-09' },
      closures: [closure('2026-02-09', true)],
    });
    expect(days(closedMonday, '2026-02-09', '2026-02-10')).toEqual([null, 1]);
  });

  it('keeps an anchor that is not a Monday (only calendar mode needs one)', () => {
    const wednesday = makeCalendar({ cycle: { mode: 'school_days', anchorDate: '2026-02-04' } });
    expect(cycleAnchorDate(wednesday)).toBe('2026-02-04');
    expect(cycleDayOf(wednesday, '2026-02-04')?.day).toBe(1);
  });

  it('lets any closure row on a day shift it when two rows name the same day', () => {
    const twice = makeCalendar({
      ...fiveDay,
      closures: [closure('2026-02-10', false), closure('2026-02-10', true)],
    });
    expect(cycleDayOf(twice, '2026-02-11')?.day).toBe(2);
  });

  it('ignores closures on weekends and in holidays', () => {
    const idle = makeCalendar({
      ...fiveDay,
      closures: [closure('2026-02-07', true), closure('2026-04-08', true)],
    });
    expect(cycleDayOf(idle, '2026-02-09')?.day).toBe(1);
    expect(cycleDayOf(idle, '2026-04-20')?.day).toBe(5);
  });
});

describe('default anchor', () => {
  it('is the Monday of the week the earliest term starts, whatever order the terms are in', () => {
    const calendar = makeCalendar({
      terms: [
        { term: 'Term 2', start: '2026-04-20', end: '2026-06-26' },
        { term: 'Term 1', start: '2026-01-28', end: '2026-04-02' },
      ],
    });
    expect(cycleAnchorDate(calendar)).toBe('2026-01-26');
    expect(cycleDayOf(calendar, '2026-01-28')?.day).toBe(3);
  });

  it('is Monday 2000-01-03 with no terms', () => {
    expect(cycleAnchorDate(makeCalendar({}))).toBe('2000-01-03');
    expect(cycleDayOf(makeCalendar({}), '2000-01-03')?.day).toBe(1);
    // 1,357 weeks later: an odd number of weeks, so Week B of a 10-day cycle.
    expect(cycleDayOf(makeCalendar({ cycle: { length: 10 } }), '2026-01-05')?.day).toBe(6);
  });
});

describe('cycle lengths', () => {
  it('a 1-day cycle makes every teaching day Day 1, in both modes', () => {
    for (const mode of ['calendar', 'school_days'] as const) {
      const calendar = makeCalendar({
        cycle: { length: 1, mode, labels: ['Every day'] },
        terms: TERMS_2026,
        closures: [closure('2026-03-04', true)],
      });
      expect(days(calendar, '2026-03-02', '2026-03-08')).toEqual([1, 1, null, 1, 1, null, null]);
      expect(cycleDayOf(calendar, '2026-03-02')?.name).toBe('Day 1 (Every day)');
    }
  });

  it('a 20-day cycle runs four weeks with four labels', () => {
    const calendar = makeCalendar({
      cycle: {
        length: 20,
        anchorDate: '2026-02-02',
        labels: ['Week 1', 'Week 2', 'Week 3', 'Week 4'],
      },
    });
    expect(cycleDayOf(calendar, '2026-02-18')?.name).toBe('Day 13 (Week 3)');
    expect(cycleDayOf(calendar, '2026-02-27')?.name).toBe('Day 20 (Week 4)');
    expect(cycleDayOf(calendar, '2026-03-02')?.name).toBe('Day 1 (Week 1)');
    expect(cycleDayOf(calendar, '2026-01-30')?.name).toBe('Day 20 (Week 4)');
  });

  it('a 6-day cycle in calendar mode drifts across the weekdays', () => {
    const calendar = makeCalendar({ cycle: { length: 6, anchorDate: '2026-02-02' } });
    expect(days(calendar, '2026-02-02', '2026-02-10')).toEqual([1, 2, 3, 4, 5, null, null, 6, 1]);
  });

  it('still labels every day when the labels do not divide the length', () => {
    const calendar = makeCalendar({
      cycle: { length: 5, anchorDate: '2026-02-02', labels: ['A', 'B'] },
    });
    expect(
      cycleDaysBetween(calendar, '2026-02-02', '2026-02-06').map((d) => d.cycleDay?.label),
    ).toEqual(['A', 'A', 'A', 'B', 'B']);
  });

  it('throws on a length the replica never holds', () => {
    expect(() => cycleDayOf(makeCalendar({ cycle: { length: 0 } }), '2026-02-02')).toThrow(
      RangeError,
    );
    expect(() => cycleDayOf(makeCalendar({ cycle: { length: 2.5 } }), '2026-02-02')).toThrow(
      RangeError,
    );
  });
});

describe('cycleDaysBetween', () => {
  it('returns every date with its cycle day, null on non-teaching days', () => {
    const calendar = makeCalendar({
      cycle: { length: 10, anchorDate: '2026-02-02', labels: ['Week A', 'Week B'] },
      closures: [closure('2026-02-10', true, 'Swimming carnival')],
    });
    expect(cycleDaysBetween(calendar, '2026-02-06', '2026-02-10')).toEqual([
      { date: '2026-02-06', cycleDay: { day: 5, label: 'Week A', name: 'Day 5 (Week A)' } },
      { date: '2026-02-07', cycleDay: null },
      { date: '2026-02-08', cycleDay: null },
      { date: '2026-02-09', cycleDay: { day: 6, label: 'Week B', name: 'Day 6 (Week B)' } },
      { date: '2026-02-10', cycleDay: null },
    ]);
  });

  it('is empty for a reversed range', () => {
    expect(cycleDaysBetween(makeCalendar({}), '2026-02-10', '2026-02-09')).toEqual([]);
  });

  it('walks a whole year, once', () => {
    const calendar = makeCalendar({
      cycle: { length: 10, mode: 'school_days' },
      terms: TERMS_2026,
    });
    const year = cycleDaysBetween(calendar, '2026-01-01', '2026-12-31');
    expect(year).toHaveLength(365);
    expect(year.filter((d) => d.cycleDay !== null)).toHaveLength(44 + 50);
  });
});
