// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { TourStep } from '../model/tour-steps';
import { domAnchors, type AnchorTimers } from './tour-anchors';

const STEP: TourStep = {
  page: 'resources',
  anchor: 'search',
  title: 'Search',
  text: 'Find it.',
  fallback: { anchor: 'empty', title: 'Empty', text: 'Add one.' },
};

/** A timer the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 1;
  const timers: AnchorTimers = {
    setTimeout(callback) {
      pending.set(next, callback);
      return next++;
    },
    clearTimeout(id) {
      pending.delete(id);
    },
  };
  return {
    timers,
    pending: () => pending.size,
    fire() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
  };
}

/** jsdom lays nothing out: an element counts as shown unless marked hidden here. */
const isShown = (element: Element) => !element.hasAttribute('data-test-hidden');

function add(anchor: string, hidden = false) {
  const element = document.createElement('div');
  element.dataset.tour = anchor;
  if (hidden) element.setAttribute('data-test-hidden', '');
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('domAnchors', () => {
  it('finds the step’s own element first, its fallback otherwise', () => {
    const anchors = domAnchors({ isShown });
    const empty = add('empty');
    expect(anchors.find(STEP)).toEqual({ element: empty, target: STEP.fallback });
    const search = add('search');
    expect(anchors.find(STEP)).toEqual({ element: search, target: STEP });
  });

  it('does not count an element that is not shown (a closed drawer, an empty slot)', () => {
    const anchors = domAnchors({ isShown });
    add('search', true);
    expect(anchors.find(STEP)).toBeNull();
  });

  it('waits for the element to be rendered, then stops watching', async () => {
    const clock = manualTimers();
    const anchors = domAnchors({ isShown, timers: clock.timers });
    const wait = anchors.wait(STEP, () => true);
    const element = add('search');
    await expect(wait.result).resolves.toEqual({ element, target: STEP });
    expect(clock.pending()).toBe(0);
  });

  it('counts nothing until the page is the step’s', async () => {
    const clock = manualTimers();
    let ready = false;
    const anchors = domAnchors({ isShown, timers: clock.timers });
    add('search');
    const wait = anchors.wait(STEP, () => ready);
    ready = true;
    const marker = add('unrelated');
    marker.remove();
    const found = await wait.result;
    expect(found?.target).toBe(STEP);
  });

  it('an element of the old page does not count while the router is still leaving it', async () => {
    const clock = manualTimers();
    const anchors = domAnchors({ isShown, timers: clock.timers });
    add('search');
    const wait = anchors.wait(STEP, () => false);
    clock.fire();
    await expect(wait.result).resolves.toBeNull();
  });

  it('gives up after its bounded wait when the element never comes', async () => {
    const clock = manualTimers();
    const anchors = domAnchors({ isShown, timers: clock.timers, timeoutMs: 5000 });
    const wait = anchors.wait(STEP, () => true);
    expect(clock.pending()).toBe(1);
    clock.fire();
    await expect(wait.result).resolves.toBeNull();
  });

  it('answers at once when the element is already there', async () => {
    const clock = manualTimers();
    const anchors = domAnchors({ isShown, timers: clock.timers });
    const element = add('search');
    await expect(anchors.wait(STEP, () => true).result).resolves.toEqual({ element, target: STEP });
    expect(clock.pending()).toBe(0);
  });

  it('cancel stops the timer', () => {
    const clock = manualTimers();
    const anchors = domAnchors({ isShown, timers: clock.timers });
    anchors.wait(STEP, () => true).cancel();
    expect(clock.pending()).toBe(0);
  });
});
