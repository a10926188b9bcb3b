import { describe, expect, it } from 'vitest';
import { TOUR_STEPS, type TourStep } from '../model/tour-steps';
import type { FoundAnchor, TourAnchors } from './tour-anchors';
import { createTourController, type TourView, type TourViewActions } from './tour-controller';

const step = (page: TourStep['page'], anchor: string): TourStep => ({
  page,
  anchor,
  title: anchor.toUpperCase(),
  text: `About ${anchor}.`,
});

/** Two dashboard steps, then the planner, analytics and settings. */
const STEPS = [
  step('dashboard', 'a'),
  step('dashboard', 'b'),
  step('planner', 'c'),
  step('analytics', 'd'),
  step('settings', 'e'),
];

/** A settled promise chain: the fake waits answer in a microtask. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function harness({
  steps = STEPS,
  path = '/dashboard',
  missing = [] as string[],
}: { steps?: readonly TourStep[]; path?: string; missing?: string[] } = {}) {
  let currentPath = path;
  const absent = new Set(missing);
  const log: string[] = [];
  const outcomes: string[] = [];
  let actions: TourViewActions | null = null;
  const found = (target: TourStep): FoundAnchor => ({
    element: { id: target.anchor } as unknown as Element,
    target,
  });
  const anchors: TourAnchors = {
    find: (wanted) => (absent.has(wanted.anchor) ? null : found(wanted)),
    wait(wanted, ready) {
      log.push(`wait ${wanted.anchor}`);
      let cancelled = false;
      const result = Promise.resolve().then(() =>
        cancelled || !ready() || absent.has(wanted.anchor) ? null : found(wanted),
      );
      return {
        result,
        cancel: () => {
          cancelled = true;
        },
      };
    },
  };
  const view: TourView = {
    show: (target, _element, position) =>
      log.push(`show ${target.anchor} ${position.number}/${position.total}`),
    hide: () => log.push('hide'),
    destroy: () => log.push('destroy'),
  };
  const controller = createTourController({
    steps,
    anchors,
    navigate: (to) => {
      log.push(`navigate ${to}`);
      currentPath = to;
    },
    currentPath: () => currentPath,
    createView: (given) => {
      actions = given;
      return view;
    },
    onEnd: (outcome) => outcomes.push(outcome),
  });
  return {
    controller,
    log,
    outcomes,
    absent,
    act: () => actions!,
    shown: () => log.filter((line) => line.startsWith('show')),
  };
}

describe('createTourController', () => {
  it('shows the first step at once on the dashboard, and the next one on the same page without leaving it', () => {
    const tour = harness();
    tour.controller.start();
    expect(tour.log).toEqual(['show a 1/5']);
    tour.act().next();
    expect(tour.log).toEqual(['show a 1/5', 'show b 2/5']);
  });

  it('opens the next page, waits for its element, then shows the step', async () => {
    const tour = harness();
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    expect(tour.log.slice(2)).toEqual(['hide', 'navigate /planner', 'wait c']);
    await settle();
    expect(tour.log.at(-1)).toBe('show c 3/5');
  });

  it('Previous goes back to the page of the step before', async () => {
    const tour = harness();
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    await settle();
    tour.act().previous();
    await settle();
    expect(tour.log.slice(-4)).toEqual(['hide', 'navigate /dashboard', 'wait b', 'show b 2/5']);
  });

  it('started from another page (a restart on /profile), it opens the dashboard first', async () => {
    const tour = harness({ path: '/profile' });
    tour.controller.start();
    expect(tour.log).toEqual(['hide', 'navigate /dashboard', 'wait a']);
    await settle();
    expect(tour.shown()).toEqual(['show a 1/5']);
  });

  it('passes over a step whose element never comes, going forward', async () => {
    const tour = harness({ missing: ['c'] });
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    await settle();
    await settle();
    expect(tour.shown()).toEqual(['show a 1/5', 'show b 2/5', 'show d 4/5']);
    expect(tour.log).toContain('navigate /analytics/overview');
  });

  it('passes over a missing step going back too', async () => {
    const tour = harness({ missing: ['b'] });
    tour.controller.start();
    tour.act().next();
    await settle();
    expect(tour.shown()).toEqual(['show a 1/5', 'show c 3/5']);
    tour.act().previous();
    await settle();
    await settle();
    expect(tour.shown()).toEqual(['show a 1/5', 'show c 3/5', 'show a 1/5']);
  });

  it('comes back to the step Previous was pressed on when nothing before it shows', async () => {
    const tour = harness({ missing: ['a', 'b'] });
    tour.controller.start();
    await settle();
    await settle();
    expect(tour.shown()).toEqual(['show c 3/5']);
    tour.act().previous();
    for (let i = 0; i < 4; i += 1) await settle();
    expect(tour.shown()).toEqual(['show c 3/5', 'show c 3/5']);
    expect(tour.outcomes).toEqual([]);
  });

  it('Next on the last step finishes: the view goes and the end is reported once', async () => {
    const tour = harness({ steps: STEPS.slice(0, 2) });
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    expect(tour.log.at(-1)).toBe('destroy');
    expect(tour.outcomes).toEqual(['finished']);
    tour.act().next();
    tour.act().skip();
    expect(tour.outcomes).toEqual(['finished']);
  });

  it('finishes when the last steps’ elements are all missing', async () => {
    const tour = harness({ missing: ['d', 'e'] });
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    for (let i = 0; i < 4; i += 1) await settle();
    expect(tour.shown().at(-1)).toBe('show c 3/5');
    tour.act().next();
    for (let i = 0; i < 4; i += 1) await settle();
    expect(tour.outcomes).toEqual(['finished']);
  });

  it('Skip ends it at once, also while a page opens; a late answer changes nothing', async () => {
    const tour = harness();
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    tour.act().skip();
    expect(tour.outcomes).toEqual(['skipped']);
    expect(tour.log.at(-1)).toBe('destroy');
    await settle();
    expect(tour.shown()).toEqual(['show a 1/5', 'show b 2/5']);
  });

  it('a second Next while a page opens does not pass over the step being opened', async () => {
    const tour = harness();
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    tour.act().next();
    await settle();
    expect(tour.shown().at(-1)).toBe('show c 3/5');
  });

  it('stop (the layout goes) removes the view without an outcome', async () => {
    const tour = harness();
    tour.controller.start();
    tour.act().next();
    tour.act().next();
    tour.controller.stop();
    await settle();
    expect(tour.log.at(-1)).toBe('destroy');
    expect(tour.outcomes).toEqual([]);
    expect(tour.controller.state()).toEqual({
      phase: 'seeking',
      index: 2,
      direction: 1,
      from: null,
    });
  });

  it('walks the 17 real steps with Next, opening each page once, in the spec’s order', async () => {
    const tour = harness({ steps: TOUR_STEPS });
    tour.controller.start();
    for (let i = 0; i < TOUR_STEPS.length; i += 1) {
      await settle();
      tour.act().next();
    }
    await settle();
    expect(tour.shown()).toHaveLength(17);
    expect(tour.shown().at(-1)).toBe('show settings-preferences 17/17');
    expect(tour.log.filter((line) => line.startsWith('navigate'))).toEqual([
      'navigate /planner',
      'navigate /analytics/overview',
      'navigate /resources',
      'navigate /settings',
    ]);
    expect(tour.outcomes).toEqual(['finished']);
  });
});
