import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWeekUrl } from './use-week-url';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/planner?week=2026-03-02']}>{children}</MemoryRouter>
);
const windowWeek = () => new URLSearchParams(window.location.search).get('week');
const shallowUrl = () =>
  renderHook(() => useWeekUrl({ today: '2026-03-04', shallow: true, sync: false }), { wrapper });

describe('useWeekUrl, shallow replace (issue 19)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/planner?week=2026-03-02');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the week at once and writes the URL once the frame has painted, the latest only', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const { result } = shallowUrl();
    act(() => result.current.setWeek('2026-03-09'));
    expect(result.current.week).toBe('2026-03-09');
    act(() => result.current.setWeek('2026-03-16'));
    expect(result.current.week).toBe('2026-03-16');
    expect(replace).not.toHaveBeenCalled();
    expect(windowWeek()).toBe('2026-03-02');
    act(() => {
      vi.runOnlyPendingTimers(); // the frame
      vi.runOnlyPendingTimers(); // the task after it
    });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(windowWeek()).toBe('2026-03-16');
  });

  it('Back before the write drops it, and so does leaving the page', () => {
    const { result, unmount } = shallowUrl();
    act(() => result.current.setWeek('2026-03-09'));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.week).toBe('2026-03-02');
    act(() => result.current.setWeek('2026-03-23'));
    unmount();
    vi.runAllTimers();
    expect(windowWeek()).toBe('2026-03-02');
  });
});
