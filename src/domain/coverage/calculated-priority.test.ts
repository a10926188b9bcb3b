import { describe, expect, it } from 'vitest';
import { calculatedPriority, priorityScore, type PriorityInput } from './calculated-priority';
import { PRIORITY_LEVELS } from './coverage-records';

const TODAY = '2026-11-24';
const base: PriorityInput = {
  priorityLevel: 'MEDIUM',
  masteryLevel: null,
  teacherConfidenceLevel: null,
  lastTaughtDate: '2026-08-01',
  today: TODAY,
};

describe('calculatedPriority', () => {
  it('keeps the teacher’s level when nothing else is known (taught 1–6 months ago)', () => {
    for (const priorityLevel of PRIORITY_LEVELS)
      expect(calculatedPriority({ ...base, priorityLevel })).toBe(priorityLevel);
  });

  it.each([
    ['untaught MEDIUM stays MEDIUM', { lastTaughtDate: null }, 'MEDIUM'],
    [
      'untaught HIGH rises to CRITICAL',
      { priorityLevel: 'HIGH', lastTaughtDate: null },
      'CRITICAL',
    ],
    ['untaught LOW stays LOW', { priorityLevel: 'LOW', lastTaughtDate: null }, 'LOW'],
    [
      'well mastered and taught last week falls from HIGH to LOW',
      { priorityLevel: 'HIGH', masteryLevel: 5, lastTaughtDate: '2026-11-17' },
      'LOW',
    ],
    ['taught 28 days ago is recent', { lastTaughtDate: '2026-10-27' }, 'LOW'],
    ['taught 29 days ago is not', { lastTaughtDate: '2026-10-26' }, 'MEDIUM'],
    [
      'weak mastery, low confidence, not taught for over 180 days: MEDIUM rises to HIGH',
      { masteryLevel: 2, teacherConfidenceLevel: 1, lastTaughtDate: '2026-05-01' },
      'HIGH',
    ],
    [
      'mastery 1 and untaught HIGH: CRITICAL',
      { priorityLevel: 'HIGH', masteryLevel: 1, lastTaughtDate: null },
      'CRITICAL',
    ],
    ['a lesson dated after today counts as taught today', { lastTaughtDate: '2026-12-01' }, 'LOW'],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(calculatedPriority({ ...base, ...overrides })).toBe(expected);
  });

  it('never rises with more mastery or a more recent lesson', () => {
    for (const priorityLevel of PRIORITY_LEVELS) {
      for (let mastery = 1; mastery < 5; mastery += 1) {
        expect(priorityScore({ ...base, priorityLevel, masteryLevel: mastery + 1 })).toBeLessThan(
          priorityScore({ ...base, priorityLevel, masteryLevel: mastery }),
        );
      }
      const scores = [null, '2026-01-01', '2026-08-01', '2026-11-20'].map((lastTaughtDate) =>
        priorityScore({ ...base, priorityLevel, lastTaughtDate }),
      );
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
  });
});
