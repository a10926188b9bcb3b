import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { applyFilter, indexAnalyticsData } from './metric-definitions';
import { teachingMethodUsage } from './teaching-method-usage';

describe('teachingMethodUsage', () => {
  it('counts COMPLETED lessons per method and subject; an unused live method shows 0', () => {
    const scope = applyFilter(
      indexAnalyticsData(analyticsFixture()),
      EMPTY_ANALYTICS_FILTER,
      TODAY,
    );
    expect(teachingMethodUsage(scope)).toEqual([
      {
        methodId: 'M1',
        methodName: 'Direct instruction',
        description: 'Direct instruction, as the school describes it',
        usageCount: 3,
        avgEffectiveness: 3.67,
        lastUsed: '2026-11-09',
        effectivenessBySubject: [
          { subject: 'English', usageCount: 1, avgEffectiveness: 5 },
          { subject: 'Mathematics', usageCount: 2, avgEffectiveness: 3 },
        ],
      },
      {
        methodId: 'M2',
        methodName: 'Inquiry',
        description: 'Inquiry, as the school describes it',
        usageCount: 1,
        avgEffectiveness: 0,
        lastUsed: '2026-11-16',
        effectivenessBySubject: [{ subject: 'Mathematics', usageCount: 1, avgEffectiveness: 0 }],
      },
      {
        methodId: 'M4',
        methodName: 'Jigsaw',
        description: 'Jigsaw, as the school describes it',
        usageCount: 0,
        avgEffectiveness: 0,
        lastUsed: null,
        effectivenessBySubject: [],
      },
    ]);
  });
});
