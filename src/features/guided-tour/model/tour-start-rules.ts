import { TOUR_PAGE_PATHS } from './tour-pages';

/** Spec §9: the tour starts 1 s after landing on the dashboard. */
export const TOUR_START_DELAY_MS = 1000;

/** The profile's tour column as this device holds it; null while the row has not arrived. */
export type TourProgress = { readonly completed: boolean };

export type TourStartInput = {
  /** The `guidedTour` flag. */
  readonly enabled: boolean;
  readonly pathname: string;
  /** undefined while the replica opens, null while the profile is not on this device yet. */
  readonly progress: TourProgress | null | undefined;
  /** A tour is running (a restart, or the automatic start already happened). */
  readonly running: boolean;
  /** The tour ended in this visit: its completion may not have reached the live read yet. */
  readonly endedThisVisit: boolean;
};

/**
 * Spec §4: the tour starts by itself on the dashboard when the profile has never completed it.
 * The profile decides, never this device's storage, so a tour skipped on one device does not
 * come back on another, and one finished offline does not come back after a reload.
 */
export function shouldStartTour(input: TourStartInput): boolean {
  return (
    input.enabled &&
    input.pathname === TOUR_PAGE_PATHS.dashboard &&
    input.progress?.completed === false &&
    !input.running &&
    !input.endedThisVisit
  );
}
