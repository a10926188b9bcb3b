import { describe, expect, it } from 'vitest';
import { stepPath, TOUR_PAGES, TOUR_STEP_COUNT, TOUR_STEPS, targetsOfStep } from './tour-steps';

describe('TOUR_STEPS', () => {
  it('has the 17 steps of spec §9', () => {
    expect(TOUR_STEP_COUNT).toBe(17);
    expect(TOUR_STEPS).toHaveLength(TOUR_STEP_COUNT);
  });

  it('goes through the pages in the spec’s order: dashboard, planner, analytics, resources, settings', () => {
    const pagesInOrder = TOUR_STEPS.map((step) => step.page).filter(
      (page, index, pages) => index === 0 || pages[index - 1] !== page,
    );
    expect(pagesInOrder).toEqual(['dashboard', 'planner', 'analytics', 'resources', 'settings']);
    expect(pagesInOrder).toEqual([...TOUR_PAGES]);
  });

  it('opens each page at its own path', () => {
    expect([...new Set(TOUR_STEPS.map(stepPath))]).toEqual([
      '/dashboard',
      '/planner',
      '/analytics/overview',
      '/resources',
      '/settings',
    ]);
  });

  it('points every step and fallback at its own element, named in kebab-case', () => {
    const anchors = TOUR_STEPS.flatMap((step) => targetsOfStep(step).map((t) => t.anchor));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('gives each step and fallback a short title and a short text, as plain sentences', () => {
    for (const target of TOUR_STEPS.flatMap(targetsOfStep)) {
      expect(target.title.length, target.anchor).toBeGreaterThan(0);
      expect(target.title.length, target.anchor).toBeLessThanOrEqual(40);
      expect(target.text.length, target.anchor).toBeLessThanOrEqual(220);
      expect(target.text, target.anchor).toMatch(/[.!]$/);
      expect(`${target.title}${target.text}`, target.anchor).not.toMatch(/[<>]/);
    }
  });

  it('tells how to leave and come back on its first step, and ends on the settings page', () => {
    expect(TOUR_STEPS[0]?.text).toMatch(/Esc/);
    expect(TOUR_STEPS[0]?.text).toMatch(/Help or your profile/);
    expect(TOUR_STEPS.at(-1)?.page).toBe('settings');
  });
});
