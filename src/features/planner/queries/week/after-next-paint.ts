/** The longest an idle callback waits for idle time after the frame before it runs anyway. */
export const AFTER_PAINT_IDLE_TIMEOUT_MS = 200;

/**
 * Runs `run` once the browser has painted the next frame, in idle time after it (an idle
 * callback requested from that frame's animation callback; a `setTimeout` where there is no
 * `requestIdleCallback`, and a plain `setTimeout` where there are no frames: tests without a
 * visual DOM). Returns a cancel. Background work that shows nothing new (the shown week's live
 * subscription, prefetching its neighbours, writing `?week=`) waits for it, so it never sits
 * between a week switch and the frames that paint the new week (issue 19: run as the next task,
 * its 4 ms held the following frame back). A hidden tab paints no frames: the work waits until
 * the tab is shown.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let frame: number | undefined;
  const afterFrame = () => {
    frame = undefined;
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(
        () => {
          idle = undefined;
          run();
        },
        { timeout: AFTER_PAINT_IDLE_TIMEOUT_MS },
      );
    } else {
      timer = setTimeout(run, 0);
    }
  };
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(afterFrame);
  else timer = setTimeout(run, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
