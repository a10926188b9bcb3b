import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_IDLE_TIMEOUT_MS, afterNextPaint } from './after-next-paint';

// A .tsx test so it runs in the dom project, where requestAnimationFrame exists.
describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs in the task after the next frame, not before', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers(); // the frame
    expect(run).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers(); // the task after it
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels before the frame and between the frame and the task', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.runOnlyPendingTimers();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint with idle callbacks', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for idle time after the frame, with a timeout, and cancels it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
      idle.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    expect(idle).toHaveLength(0);
    vi.runOnlyPendingTimers(); // the frame
    expect(idle).toEqual([
      { callback: expect.any(Function), timeout: AFTER_PAINT_IDLE_TIMEOUT_MS },
    ]);
    expect(run).not.toHaveBeenCalled();
    idle[0]!.callback();
    expect(run).toHaveBeenCalledTimes(1);

    const other = afterNextPaint(vi.fn());
    vi.runOnlyPendingTimers();
    other();
    expect(cancelled).toEqual([2]);
    cancel();
    expect(cancelled).toEqual([2]);
  });
});
