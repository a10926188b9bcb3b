import type { TourOutcome } from '../model/tour-rules';
import { TOUR_STEPS } from '../model/tour-steps';
import { createDriverTourView } from './driver-tour-view';
import { domAnchors } from './tour-anchors';
import { createTourController } from './tour-controller';

export type RunTourOptions = {
  navigate(path: string): void;
  currentPath(): string;
  onEnd(outcome: TourOutcome): void;
};

export type TourRun = { stop(): void };

/**
 * The tour itself, with driver.js and its styles: a chunk of its own that loads only when a tour
 * starts (the trigger that decides to start is on every signed-in page; this is not).
 */
export function runTour(options: RunTourOptions): TourRun {
  const controller = createTourController({
    steps: TOUR_STEPS,
    navigate: options.navigate,
    currentPath: options.currentPath,
    onEnd: options.onEnd,
    anchors: domAnchors(),
    createView: createDriverTourView,
  });
  controller.start();
  return { stop: controller.stop };
}
