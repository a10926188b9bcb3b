import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemedToaster, TOAST_DURATION_MS, TOAST_OFFSET_TOP_PX, TOAST_VISIBLE_MAX } from './app';
import { ThemeProvider } from './theme/theme-provider';
import { stubMatchMedia } from '@/test-support/render-app-route';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('toasts (spec §9)', () => {
  it('last 4 s and at most 3 show at once', async () => {
    expect([TOAST_DURATION_MS, TOAST_VISIBLE_MAX]).toEqual([4000, 3]);
    stubMatchMedia({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ThemeProvider>
        <ThemedToaster />
      </ThemeProvider>,
    );
    act(() => {
      for (let i = 1; i <= 5; i += 1) toast(`Saved ${i}`);
    });
    await screen.findByText('Saved 5');
    const visible = () =>
      document.querySelectorAll('[data-sonner-toast][data-visible="true"]').length;
    expect(visible()).toBe(3);

    act(() => {
      toast('Later one');
    });
    await screen.findByText('Later one');
    await act(async () => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000));
    expect(screen.queryByText('Saved 5')).not.toBeInTheDocument();
  });

  it('show at the top centre, clear of the lesson panel’s controls at the side and bottom', async () => {
    stubMatchMedia({});
    render(
      <ThemeProvider>
        <ThemedToaster />
      </ThemeProvider>,
    );
    act(() => {
      toast('Moved 3 lessons.');
    });
    const shown = await screen.findByText('Moved 3 lessons.');
    const item = shown.closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-y-position', 'top');
    expect(item).toHaveAttribute('data-x-position', 'center');
    const list = shown.closest('[data-sonner-toaster]') as HTMLElement;
    expect(list.style.getPropertyValue('--offset-top')).toBe(`${TOAST_OFFSET_TOP_PX}px`);
  });
});
