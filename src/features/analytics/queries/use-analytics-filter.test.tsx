import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR, type SchoolCalendar } from '@/domain/calendar';
import { EMPTY_ANALYTICS_FILTER } from '@/domain/analytics/filter';
import { useAnalyticsFilter, type AnalyticsFilterOptions } from './use-analytics-filter';

const TODAY = '2026-11-24';
/** 90 days ending today, today included: the default without terms. */
const LAST_90_DAYS = { start: '2026-08-27', end: TODAY };
const CLASS_A = '0b5a7c2e-1f3d-4e6a-9b8c-7d6e5f4a3b2c';

function renderFilter(url: string, options: AnalyticsFilterOptions = { today: TODAY }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useAnalyticsFilter(options), location: useLocation() }), {
    wrapper,
  });
}

describe('useAnalyticsFilter', () => {
  it('opens on the last 90 days with no other restriction', () => {
    const { result } = renderFilter('/analytics/overview');
    expect(result.current.filter).toEqual({ ...EMPTY_ANALYTICS_FILTER, dateRange: LAST_90_DAYS });
    expect(result.current.problems).toEqual([]);
  });

  it('opens on the current term when the calendar has one', () => {
    const calendar: SchoolCalendar = {
      ...EMPTY_SCHOOL_CALENDAR,
      terms: [{ term: 'Term 4', start: '2026-10-12', end: '2026-12-18' }],
    };
    const { result } = renderFilter('/analytics', { today: TODAY, calendar });
    expect(result.current.filter.dateRange).toEqual({ start: '2026-10-12', end: '2026-12-18' });
  });

  it("shows the spec's message for a bad date in the URL and falls back to the default range", () => {
    const { result } = renderFilter('/analytics/overview?from=2026-13-40');
    expect(result.current.problems).toEqual([
      { field: 'dateRange', message: 'Start date must be in YYYY-MM-DD format' },
    ]);
    expect(result.current.filter.dateRange).toEqual(LAST_90_DAYS);
  });

  it('reads a bookmarked filter from the URL', () => {
    const { result } = renderFilter(
      `/analytics?from=2026-02-02&to=2026-04-10&class=${CLASS_A}&year=7&eff=1-4`,
    );
    expect(result.current.problems).toEqual([]);
    expect(result.current.filter).toMatchObject({
      dateRange: { start: '2026-02-02', end: '2026-04-10' },
      classIds: [CLASS_A],
      years: [7],
      effectivenessRange: { min: 1, max: 4 },
    });
  });

  it('writes a change to the URL in its canonical form, keeping the rest and the page keys', () => {
    const { result } = renderFilter('/analytics/lesson-effectiveness?year=9&sort=date');
    act(() => result.current.setFilter({ status: ['COMPLETED'], years: [8, 7] }));
    expect(result.current.location.search).toBe('?year=7&year=8&status=COMPLETED&sort=date');
    expect(result.current.filter).toMatchObject({ years: [7, 8], status: ['COMPLETED'] });
    expect(result.current.location.pathname).toBe('/analytics/lesson-effectiveness');
  });

  it('drops a bad value from the URL once the teacher changes the filter', () => {
    const { result } = renderFilter('/analytics?from=2026-13-40&rating=9');
    expect(result.current.problems).toHaveLength(2);
    act(() => result.current.setFilter({ dateRange: null }));
    expect(result.current.location.search).toBe('?dates=all');
    expect(result.current.problems).toEqual([]);
  });

  it('resets to the default view', () => {
    const { result } = renderFilter(`/analytics?class=${CLASS_A}&dates=all&sort=name`);
    act(() => result.current.reset());
    expect(result.current.location.search).toBe('?sort=name');
    expect(result.current.filter).toEqual({ ...EMPTY_ANALYTICS_FILTER, dateRange: LAST_90_DAYS });
  });

  it('keeps the same filter object across renders while the URL stays', () => {
    const { result, rerender } = renderFilter(`/analytics?class=${CLASS_A}`);
    const first = result.current.filter;
    rerender();
    expect(result.current.filter).toBe(first);
  });
});
