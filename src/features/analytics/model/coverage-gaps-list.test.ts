import { describe, expect, it } from 'vitest';
import { indexAnalyticsData } from '@/domain/analytics';
import { EMPTY_ANALYTICS_FILTER, type AnalyticsFilter } from '@/domain/analytics/filter';
import { TODAY, analyticsFixture } from '@/domain/test-support/analytics-fixture';
import { coverageLink, coverageStatus } from '@/domain/test-support/coverage-records';
import { coverageGaps, gapsScope } from './coverage-gaps-list';

const inRange = (start: string, end: string): AnalyticsFilter => ({
  ...EMPTY_ANALYTICS_FILTER,
  dateRange: { start, end },
});

function gapsOf(filter: AnalyticsFilter, extra: Parameters<typeof withExtra>[0] = {}) {
  const index = indexAnalyticsData(withExtra(extra));
  return coverageGaps(gapsScope(index, filter, TODAY), filter.priorityLevels);
}

function withExtra({
  links = [],
  statuses = [],
}: {
  links?: ReturnType<typeof coverageLink>[];
  statuses?: ReturnType<typeof coverageStatus>[];
}) {
  const data = analyticsFixture();
  return { ...data, links: [...data.links, ...links], statuses: [...data.statuses, ...statuses] };
}

const summary = (filter: AnalyticsFilter, extra = {}) =>
  gapsOf(filter, extra).map((c) => ({
    class: c.className,
    gaps: c.gaps.map((g) => `${g.code} ${g.kind} ${g.calculatedPriority}`),
  }));

describe('coverageGaps', () => {
  it('lists untaught points, not taught-and-unjudged or mastered ones; a class without a syllabus has none', () => {
    // P1 taught and mastered, P2 taught with no mastery set, P3's only link deleted.
    expect(summary(inRange('2026-11-01', '2026-11-30'))).toEqual([
      { class: '7A', gaps: ['P3 untaught CRITICAL'] },
      { class: '8B', gaps: [] },
    ]);
    expect(gapsOf(inRange('2026-11-01', '2026-11-30'))[1]?.hasSyllabus).toBe(false);
  });

  it('counts every lesson up to the range end, whatever its start', () => {
    // L1 (2 Nov) taught P1 and P2 before a range starting 10 Nov: they are not gaps.
    expect(summary(inRange('2026-11-10', '2026-11-30'))[0]?.gaps).toEqual(['P3 untaught CRITICAL']);
    // Before L1, all three are untaught: HIGH + 2 = 8, HIGH + 2 − 1 (mastery 4) = 7, MEDIUM + 2.
    expect(summary(inRange('2026-10-01', '2026-11-01'))[0]?.gaps).toEqual([
      'P3 untaught CRITICAL',
      'P1 untaught HIGH',
      'P2 untaught MEDIUM',
    ]);
  });

  it('adds points taught and judged below mastered, ranked by calculated priority', () => {
    const extra = { statuses: [coverageStatus('point-P2', { mastery_level: 1 })] };
    // P2: MEDIUM 3, taught 22 days ago −2, mastery 1 +2 = 3, MEDIUM.
    expect(summary(inRange('2026-11-01', '2026-11-30'), extra)[0]?.gaps).toEqual([
      'P3 untaught CRITICAL',
      'P2 low-mastery MEDIUM',
    ]);
    const narrowed = gapsOf(
      { ...inRange('2026-11-01', '2026-11-30'), priorityLevels: ['MEDIUM'] },
      extra,
    );
    expect(narrowed[0]?.gaps.map((g) => g.code)).toEqual(['P2']);
    expect(narrowed[0]?.otherPriorities).toBe(1);
  });

  it('names the open lesson ahead that already plans a gap', () => {
    const [maths] = gapsOf(inRange('2026-11-01', '2026-11-30'), {
      links: [coverageLink('L5', 'point-P3')],
    });
    expect(maths?.gaps[0]?.plannedFor).toEqual({ lessonId: 'L5', date: '2026-11-30' });
  });
});
