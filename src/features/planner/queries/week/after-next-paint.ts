/**
 * Runs `run` once the browser has painted the next frame (a task queued from that frame's
 * animation callback runs after its rendering); plain `setTimeout` where there are no frames
 * (tests without a visual DOM). Returns a cancel. Background work that shows nothing new (the
 * shown week's live subscription, prefetching its neighbours) waits for it, so it never sits
 * between a week switch and the frame that paints the new week (issue 19). A hidden tab paints
 * no frames: the work waits until the tab is shown.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(run, 0);
    });
  } else {
    timer = setTimeout(run, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
