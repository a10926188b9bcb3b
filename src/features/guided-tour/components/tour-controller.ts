import {
  stepPosition,
  TOUR_IDLE,
  tourTransition,
  type TourEvent,
  type TourOutcome,
  type TourState,
} from '../model/tour-rules';
import { stepPath, type TourStep, type TourTarget } from '../model/tour-steps';
import type { AnchorWait, TourAnchors } from './tour-anchors';

export type StepPosition = ReturnType<typeof stepPosition>;

/** What the person does with a shown step. */
export type TourViewActions = { next(): void; previous(): void; skip(): void };

/** What draws the tour (driver.js in the app; a recording in tests). */
export type TourView = {
  /** Points at `element` with the target's words; focus moves into the step. */
  show(target: TourTarget, element: Element, position: StepPosition): void;
  /** Takes the step away while the next one's page opens. */
  hide(): void;
  /** The tour is over: everything it drew and listened to goes. */
  destroy(): void;
};

export type TourControllerOptions = {
  readonly steps: readonly TourStep[];
  /** Opens a page (react-router's navigate). */
  navigate(path: string): void;
  /** The path the router shows now. */
  currentPath(): string;
  readonly anchors: TourAnchors;
  createView(actions: TourViewActions): TourView;
  /** Called once, when the tour is finished or skipped (not when it is stopped). */
  onEnd(outcome: TourOutcome): void;
};

export type TourController = {
  start(): void;
  /** Ends the tour without an outcome (the layout unmounts, someone signs out). */
  stop(): void;
  readonly state: () => TourState;
};

/**
 * Runs the state machine of `tour-rules.ts` against the page: a sought step opens its page,
 * waits for its element and is shown, or is passed over when the element never comes.
 */
export function createTourController(options: TourControllerOptions): TourController {
  const { steps, anchors } = options;
  let state: TourState = TOUR_IDLE;
  let waiting: AnchorWait | null = null;
  let stopped = false;
  const view = options.createView({
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    skip: () => dispatch({ type: 'skip' }),
  });

  function dispatch(event: TourEvent) {
    if (stopped) return;
    const next = tourTransition(state, event, steps.length);
    if (next === state) return;
    state = next;
    if (next.phase === 'seeking') seek(next.index);
    else if (next.phase === 'ended') end(next.outcome);
  }

  function seek(index: number) {
    waiting?.cancel();
    waiting = null;
    const step = steps[index];
    if (!step) return dispatch({ type: 'anchor-missing' });
    const path = stepPath(step);
    const onPage = options.currentPath() === path;
    // Same page and the element is there: straight to it, with no flicker in between.
    const present = onPage ? anchors.find(step) : null;
    if (present) return reveal(index, present.target, present.element);
    view.hide();
    if (!onPage) options.navigate(path);
    const wait = anchors.wait(step, () => options.currentPath() === path);
    waiting = wait;
    void wait.result.then((found) => {
      if (waiting !== wait || stopped) return;
      waiting = null;
      if (found) reveal(index, found.target, found.element);
      else dispatch({ type: 'anchor-missing' });
    });
  }

  function reveal(index: number, target: TourTarget, element: Element) {
    dispatch({ type: 'anchor-found' });
    if (state.phase === 'showing' && state.index === index) {
      view.show(target, element, stepPosition(index, steps.length));
    }
  }

  function end(outcome: TourOutcome) {
    waiting?.cancel();
    waiting = null;
    stopped = true;
    view.destroy();
    options.onEnd(outcome);
  }

  return {
    start: () => dispatch({ type: 'start' }),
    stop() {
      if (stopped) return;
      stopped = true;
      waiting?.cancel();
      waiting = null;
      view.destroy();
    },
    state: () => state,
  };
}
