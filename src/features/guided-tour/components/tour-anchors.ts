import { targetsOfStep, type TourStep, type TourTarget } from '../model/tour-steps';

/**
 * How long a step's element may take to appear once its page is open: the page's chunk loads and
 * the replica is read first. Past it the step is passed over.
 */
export const ANCHOR_WAIT_MS = 5000;

/** A step's element on the page, with the target (the step's own or its fallback) it matched. */
export type FoundAnchor = { readonly element: Element; readonly target: TourTarget };

export type AnchorWait = { readonly result: Promise<FoundAnchor | null>; cancel(): void };

/** Finds a step's element now, or waits for it (bounded); the controller's only view of the DOM. */
export type TourAnchors = {
  find(step: TourStep): FoundAnchor | null;
  /** `ready`: whether the page is the step's yet (the old page's elements do not count). */
  wait(step: TourStep, ready: () => boolean): AnchorWait;
};

export type AnchorTimers = {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
};

/** Laid out with a size: not display:none, not a closed drawer's leftover, not an empty slot. */
export function isLaidOut(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

export type DomAnchorOptions = {
  root?: ParentNode & Node;
  timeoutMs?: number;
  timers?: AnchorTimers;
  isShown?: (element: Element) => boolean;
};

const browserTimers: AnchorTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * Anchors are `[data-tour="…"]` elements. Waiting watches the DOM (a MutationObserver: the page
 * renders its element when its chunk and data arrive) and gives up after `timeoutMs`.
 */
export function domAnchors({
  root = document,
  timeoutMs = ANCHOR_WAIT_MS,
  timers = browserTimers,
  isShown = isLaidOut,
}: DomAnchorOptions = {}): TourAnchors {
  const find = (step: TourStep): FoundAnchor | null => {
    for (const target of targetsOfStep(step)) {
      const element = root.querySelector(`[data-tour="${target.anchor}"]`);
      if (element && isShown(element)) return { element, target };
    }
    return null;
  };
  const wait = (step: TourStep, ready: () => boolean): AnchorWait => {
    const look = () => (ready() ? find(step) : null);
    let settle: (found: FoundAnchor | null) => void = () => undefined;
    const result = new Promise<FoundAnchor | null>((resolve) => {
      settle = resolve;
    });
    const now = look();
    if (now) return { result: Promise.resolve(now), cancel: () => undefined };
    const observer = new MutationObserver(() => {
      const found = look();
      if (found) finish(found);
    });
    const timer = timers.setTimeout(() => finish(look()), timeoutMs);
    function finish(found: FoundAnchor | null) {
      observer.disconnect();
      timers.clearTimeout(timer);
      settle(found);
    }
    // Attributes too: a page may show an element by changing its class or hidden state.
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    return {
      result,
      cancel: () => {
        observer.disconnect();
        timers.clearTimeout(timer);
      },
    };
  };
  return { find, wait };
}
