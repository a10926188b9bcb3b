import { describe, expect, it } from 'vitest';
import { plannerHref } from '@/domain/lessons';
import { parseWeekFilters } from './week-filters';
import { parseWeekParam } from './week-dates';

/** Pages outside the planner build its links with plannerHref; the planner must read them back. */
describe('plannerHref, as the planner reads it', () => {
  it('opens the week of the date, with the classes and statuses filtered', () => {
    const href = plannerHref({
      date: '2026-11-26',
      classIds: ['b', 'a'],
      statuses: ['COMPLETED', 'PLANNED'],
    });
    const params = new URLSearchParams(href.split('?')[1]);
    expect(parseWeekParam(params.get('week'), '2026-01-01')).toBe('2026-11-23');
    expect(parseWeekFilters(params)).toEqual({
      classIds: ['a', 'b'],
      statuses: ['PLANNED', 'COMPLETED'],
    });
  });

  it('opens one lesson', () => {
    expect(plannerHref({ date: '2026-11-26', lessonId: 'L1' })).toBe(
      '/planner?week=2026-11-26&lesson=L1',
    );
  });

  it('is the bare planner with nothing asked', () => {
    expect(plannerHref({})).toBe('/planner');
  });
});
