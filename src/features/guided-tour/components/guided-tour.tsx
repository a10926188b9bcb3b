import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GuidedTourControl } from '@/shared/lib/assistance/assistance-context';
import { getFeatureFlags } from '@/shared/lib/flags';
import { useSession } from '@/shared/lib/session/session-context';
import { useGuidedTourCommands } from '../commands/use-guided-tour-commands';
import type { TourProgressResult } from '../commands/write-tour-progress';
import type { TourOutcome } from '../model/tour-rules';
import { shouldStartTour, TOUR_START_DELAY_MS } from '../model/tour-start-rules';
import { useTourProgress } from '../queries/use-tour-progress';
import type { RunTourOptions, TourRun } from './run-tour';

export type TourTimers = {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
};

const browserTimers: TourTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/** Starts a tour on the page; the real one is driver.js, loaded only now. */
export type TourRunner = (options: RunTourOptions) => TourRun;

const loadDriverRunner = async (): Promise<TourRunner> => (await import('./run-tour')).runTour;

/**
 * What the hidden marker says, for end-to-end tests to wait on instead of the clock: 'loading'
 * until the profile is on the device, 'due' while the start delay runs, 'seen' once the profile
 * (or this visit) has completed the tour, 'unseen' elsewhere than the dashboard before that.
 */
export type TourStatus = 'off' | 'loading' | 'unseen' | 'due' | 'running' | 'seen';

export type GuidedTourProps = {
  /** Hands the layout what Help and the profile call. */
  onControl(control: GuidedTourControl): void;
  /** The `guidedTour` flag; tests pass it. */
  enabled?: boolean;
  /** The start delay's timer; tests drive it by hand. */
  timers?: TourTimers;
  loadRunner?: () => Promise<TourRunner>;
};

const warnIfRefused = (result: TourProgressResult | undefined) => {
  if (result && !result.ok) console.warn('The guided tour could not be recorded:', result.message);
};

/**
 * The tour's trigger, on every signed-in page of the main layout (a small chunk of its own):
 * it starts the tour 1 s after landing on the dashboard while the profile has never completed it
 * (spec §4, §9), restarts it on request, and records the end through the outbox. The tour itself
 * (steps, driver.js) loads only when one starts.
 */
export function GuidedTour({
  onControl,
  enabled = getFeatureFlags().guidedTour,
  timers = browserTimers,
  loadRunner = loadDriverRunner,
}: GuidedTourProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  // Developers are sent away from most of the tour's pages; before onboarding there is no tour.
  const available = enabled && user !== null && user.account === 'ready' && !user.isDeveloper;
  const userId = available ? user.id : null;
  const progress = useTourProgress(userId);
  const commands = useGuidedTourCommands(userId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  /** The running tour's number: a restart while one runs starts a new one. */
  const [run, setRun] = useState<number | null>(null);
  const [endedThisVisit, setEndedThisVisit] = useState(false);

  // The tour reads where the router is from outside React; updated before any observer runs.
  const pathRef = useRef(pathname);
  useLayoutEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  // Writes in the order they were asked for: a reset must never land after the completion.
  const commandsRef = useRef(commands);
  useLayoutEffect(() => {
    commandsRef.current = commands;
  }, [commands]);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const record = useCallback((write: 'reset' | 'complete') => {
    writes.current = writes.current
      .then(() => commandsRef.current?.[write]())
      .then(warnIfRefused, (error: unknown) =>
        console.warn('The guided tour could not be recorded', error),
      );
  }, []);

  const start = useCallback(() => {
    setEndedThisVisit(false);
    setRun((number) => (number ?? 0) + 1);
  }, []);
  const restart = useCallback(() => {
    if (!available) return;
    record('reset');
    start();
  }, [available, record, start]);
  const onEnd = useCallback(
    (_outcome: TourOutcome) => {
      setRun(null);
      setEndedThisVisit(true);
      // Finished or skipped, the profile says completed (spec §4).
      record('complete');
    },
    [record],
  );

  const due = shouldStartTour({
    enabled: available,
    pathname,
    progress,
    running: run !== null,
    endedThisVisit,
  });
  useEffect(() => {
    if (!due) return;
    const timer = timers.setTimeout(start, TOUR_START_DELAY_MS);
    return () => timers.clearTimeout(timer);
  }, [due, timers, start]);

  useEffect(() => {
    if (run === null || !available) return;
    let cancelled = false;
    let tour: TourRun | null = null;
    loadRunner().then(
      (runTour) => {
        if (cancelled) return;
        tour = runTour({
          navigate: (path) => void navigate(path),
          currentPath: () => pathRef.current,
          onEnd,
        });
      },
      (error: unknown) => {
        console.warn('The guided tour could not load', error);
        if (!cancelled) setRun(null);
      },
    );
    return () => {
      cancelled = true;
      tour?.stop();
    };
  }, [run, available, loadRunner, navigate, onEnd]);

  useEffect(() => {
    onControl({ available, restart });
  }, [onControl, available, restart]);

  const status: TourStatus = !available
    ? 'off'
    : run !== null
      ? 'running'
      : due
        ? 'due'
        : progress?.completed === true || endedThisVisit
          ? 'seen'
          : progress
            ? 'unseen'
            : 'loading';
  return <span hidden data-guided-tour={status} />;
}
