/**
 * The tour as a pure state machine. A step is first sought (its page opened, its element awaited),
 * then shown; the runner reports whether the element turned up. A step whose element never does
 * is passed over in the direction of travel, so the tour never stops at a dead end.
 */

/** +1 towards the last step, -1 back towards the first. */
export type TourDirection = 1 | -1;

export type TourOutcome = 'finished' | 'skipped';

export type TourState =
  | { readonly phase: 'idle' }
  /** `from`: the step shown when Previous was pressed, to come back to if nothing before it shows. */
  | {
      readonly phase: 'seeking';
      readonly index: number;
      readonly direction: TourDirection;
      readonly from: number | null;
    }
  | { readonly phase: 'showing'; readonly index: number }
  | { readonly phase: 'ended'; readonly outcome: TourOutcome };

export type TourEvent =
  | { readonly type: 'start' }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'anchor-found' }
  | { readonly type: 'anchor-missing' }
  | { readonly type: 'skip' };

export const TOUR_IDLE: TourState = { phase: 'idle' };

const seek = (index: number, direction: TourDirection, from: number | null = null): TourState => ({
  phase: 'seeking',
  index,
  direction,
  from,
});

/** The next state of a tour of `total` steps. Events that make no sense in a state are ignored. */
export function tourTransition(state: TourState, event: TourEvent, total: number): TourState {
  if (event.type === 'start')
    return total > 0 ? seek(0, 1) : { phase: 'ended', outcome: 'finished' };
  if (state.phase === 'idle' || state.phase === 'ended') return state;
  if (event.type === 'skip') return { phase: 'ended', outcome: 'skipped' };

  if (state.phase === 'showing') {
    if (event.type === 'next') {
      return state.index + 1 < total
        ? seek(state.index + 1, 1)
        : { phase: 'ended', outcome: 'finished' };
    }
    if (event.type === 'previous') {
      return state.index > 0 ? seek(state.index - 1, -1, state.index) : state;
    }
    // Next and Previous wait until a sought step shows: a second press must not skip one unseen.
    return state;
  }

  // seeking
  if (event.type === 'anchor-found') return { phase: 'showing', index: state.index };
  if (event.type !== 'anchor-missing') return state;
  const following = state.index + state.direction;
  if (following >= 0 && following < total) return seek(following, state.direction, state.from);
  if (state.direction === 1) return { phase: 'ended', outcome: 'finished' };
  // Nothing before it shows: back to the step Previous was pressed on.
  return seek(state.from ?? 0, 1);
}

/** What the buttons of a shown step offer. */
export function stepPosition(index: number, total: number) {
  return { number: index + 1, total, isFirst: index === 0, isLast: index === total - 1 };
}
