import { describe, expect, it } from 'vitest';
import { shouldStartTour, TOUR_START_DELAY_MS, type TourStartInput } from './tour-start-rules';

const NEW_USER_ON_DASHBOARD: TourStartInput = {
  enabled: true,
  pathname: '/dashboard',
  progress: { completed: false },
  running: false,
  endedThisVisit: false,
};

describe('shouldStartTour', () => {
  it('waits 1000 ms (spec §9)', () => {
    expect(TOUR_START_DELAY_MS).toBe(1000);
  });

  it('starts on the dashboard when the profile has never completed the tour', () => {
    expect(shouldStartTour(NEW_USER_ON_DASHBOARD)).toBe(true);
  });

  it.each<[string, Partial<TourStartInput>]>([
    ['the profile completed it', { progress: { completed: true } }],
    ['the flag is off', { enabled: false }],
    ['another page', { pathname: '/planner' }],
    ['a page under the dashboard’s name', { pathname: '/dashboard/extra' }],
    ['the replica is still opening', { progress: undefined }],
    ['the profile has not reached this device', { progress: null }],
    ['a tour is running', { running: true }],
    ['it ended in this visit (its completion not read back yet)', { endedThisVisit: true }],
  ])('does not start when %s', (_name, change) => {
    expect(shouldStartTour({ ...NEW_USER_ON_DASHBOARD, ...change })).toBe(false);
  });
});
