import { describe, expect, it } from 'vitest';
import {
  stepPosition,
  TOUR_IDLE,
  tourTransition,
  type TourEvent,
  type TourState,
} from './tour-rules';

const TOTAL = 5;
const seeking = (index: number, direction: 1 | -1, from: number | null = null): TourState => ({
  phase: 'seeking',
  index,
  direction,
  from,
});
const showing = (index: number): TourState => ({ phase: 'showing', index });
const FINISHED: TourState = { phase: 'ended', outcome: 'finished' };
const SKIPPED: TourState = { phase: 'ended', outcome: 'skipped' };

const on = (state: TourState, type: TourEvent['type']) => tourTransition(state, { type }, TOTAL);

describe('tourTransition', () => {
  it.each<[string, TourState, TourEvent['type'], TourState]>([
    ['start seeks the first step', TOUR_IDLE, 'start', seeking(0, 1)],
    ['start again after the end', FINISHED, 'start', seeking(0, 1)],
    ['a restart while showing seeks the first step', showing(3), 'start', seeking(0, 1)],
    ['the element found: the step shows', seeking(2, 1), 'anchor-found', showing(2)],
    ['Next seeks the following step', showing(2), 'next', seeking(3, 1)],
    ['Next on the last step finishes', showing(TOTAL - 1), 'next', FINISHED],
    [
      'Previous seeks the step before, remembering where from',
      showing(2),
      'previous',
      seeking(1, -1, 2),
    ],
    ['Previous on the first step does nothing', showing(0), 'previous', showing(0)],
    ['Skip while shown', showing(2), 'skip', SKIPPED],
    ['Skip while a page opens', seeking(3, 1), 'skip', SKIPPED],
    ['missing going forward: the next one', seeking(2, 1), 'anchor-missing', seeking(3, 1)],
    ['missing going back: the one before', seeking(2, -1, 3), 'anchor-missing', seeking(1, -1, 3)],
    [
      'missing on the last step going forward: finished',
      seeking(TOTAL - 1, 1),
      'anchor-missing',
      FINISHED,
    ],
    [
      'missing back to the start: the step Previous was pressed on',
      seeking(0, -1, 1),
      'anchor-missing',
      seeking(1, 1),
    ],
    ['Next while a page opens waits for it', seeking(3, 1), 'next', seeking(3, 1)],
    ['Previous while a page opens waits for it', seeking(3, 1), 'previous', seeking(3, 1)],
    [
      'a late answer about an element once shown is ignored',
      showing(2),
      'anchor-missing',
      showing(2),
    ],
    ['nothing moves a tour not started', TOUR_IDLE, 'next', TOUR_IDLE],
    ['nothing moves an ended tour but a start', SKIPPED, 'skip', SKIPPED],
  ])('%s', (_name, state, event, expected) => {
    expect(on(state, event)).toEqual(expected);
  });

  it('walks all steps forward with Next and finishes', () => {
    let state = on(TOUR_IDLE, 'start');
    const shown: number[] = [];
    while (state.phase !== 'ended') {
      state = on(state, 'anchor-found');
      if (state.phase === 'showing') shown.push(state.index);
      state = on(state, 'next');
    }
    expect(shown).toEqual([0, 1, 2, 3, 4]);
    expect(state).toEqual(FINISHED);
  });

  it('passes over missing elements in both directions, never stopping at a dead end', () => {
    const missing = new Set([1, 2]);
    const settle = (state: TourState): TourState => {
      let current = state;
      while (current.phase === 'seeking') {
        current = on(current, missing.has(current.index) ? 'anchor-missing' : 'anchor-found');
      }
      return current;
    };
    expect(settle(on(showing(0), 'next'))).toEqual(showing(3));
    expect(settle(on(showing(3), 'previous'))).toEqual(showing(0));
    // Nothing before step 3 shows: Previous comes back to step 3.
    missing.add(0);
    expect(settle(on(showing(3), 'previous'))).toEqual(showing(3));
    // Nothing after it shows either: Next finishes.
    missing.add(4);
    expect(settle(on(showing(3), 'next'))).toEqual(FINISHED);
  });

  it('a tour with no steps is finished at once', () => {
    expect(tourTransition(TOUR_IDLE, { type: 'start' }, 0)).toEqual(FINISHED);
  });
});

describe('stepPosition', () => {
  it('numbers steps from 1 and marks the first and last', () => {
    expect(stepPosition(0, 17)).toEqual({ number: 1, total: 17, isFirst: true, isLast: false });
    expect(stepPosition(16, 17)).toEqual({ number: 17, total: 17, isFirst: false, isLast: true });
  });
});
