import { describe, expect, it } from 'vitest';
import {
  lessonTitleFor,
  notEnoughLessonsMessage,
  planApplication,
  type ApplySlot,
} from './apply-program';

const slot = (id: string, date: string, planned = false): ApplySlot => ({
  id,
  date,
  period_id: 'P1',
  start_time: '09:00',
  planned,
});
const slots = [
  slot('a', '2026-11-24'),
  slot('b', '2026-11-25', true),
  slot('c', '2026-11-26'),
  slot('d', '2026-11-27'),
];

describe('planApplication', () => {
  it('gives an item of N periods the next N lessons, in order', () => {
    const plan = planApplication({
      slots,
      items: [
        { id: 'i1', title: 'Forces', duration_periods: 2 },
        { id: 'i2', title: 'Energy', duration_periods: 1 },
      ],
      mode: 'replace',
    });
    expect(plan.ok && plan.assignments.map((a) => [a.lessonId, a.itemId, a.part, a.parts])).toEqual(
      [
        ['a', 'i1', 1, 2],
        ['b', 'i1', 2, 2],
        ['c', 'i2', 1, 1],
      ],
    );
    expect(plan.ok && plan.assignments.map((a) => a.replaces)).toEqual([false, true, false]);
  });

  it('passes over planned lessons in skip mode', () => {
    const plan = planApplication({
      slots,
      items: [{ id: 'i1', title: 'Forces', duration_periods: 3 }],
      mode: 'skip',
    });
    expect(plan.ok && plan.assignments.map((a) => a.lessonId)).toEqual(['a', 'c', 'd']);
    expect(plan.ok && plan.assignments.some((a) => a.replaces)).toBe(false);
  });

  it('refuses with the usable count when there are not enough lessons', () => {
    expect(
      planApplication({
        slots,
        items: [
          { id: 'i1', title: 'Forces', duration_periods: 2 },
          { id: 'i2', title: 'Energy', duration_periods: 2 },
        ],
        mode: 'skip',
      }),
    ).toEqual({ ok: false, reason: 'not-enough-lessons', periodsNeeded: 4, available: 3 });
  });

  it('refuses an empty program', () => {
    expect(planApplication({ slots, items: [], mode: 'skip' })).toEqual({
      ok: false,
      reason: 'no-items',
    });
  });
});

describe('messages and titles', () => {
  it('says how many lessons there are and what to do', () => {
    expect(
      notEnoughLessonsMessage({
        className: '8 Science',
        from: '2026-11-24',
        available: 12,
        needed: 20,
      }),
    ).toBe(
      "Only 12 lessons of 8 Science from 24 Nov (the program needs 20): generate next term's lessons in the planner, or apply fewer items.",
    );
  });

  it('numbers the parts of a long item only', () => {
    expect(lessonTitleFor({ itemTitle: 'Forces', part: 1, parts: 1 })).toBe('Forces');
    expect(lessonTitleFor({ itemTitle: 'Forces', part: 2, parts: 3 })).toBe('Forces (2 of 3)');
  });
});
