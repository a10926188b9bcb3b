import * as v from 'valibot';
import { analyticsJournalOf } from '@/db/analytics-written';
import { readKeptFigures } from '@/db/kept-figures';
import type { CalendarUser } from '@/domain/calendar';
import type { DashboardStartRequest } from './count-dashboard-start';
import {
  PERSISTED_DASHBOARD_KEY,
  persistedDashboardSchema,
  type PersistedDashboard,
} from './persisted-dashboard';

/**
 * An app start's dashboard count in a Web Worker (dashboard-start.worker.ts), started by the app
 * as soon as it knows who was signed in on this device, before supabase-js, the page's chunk and
 * the replica have loaded. Only worth it after a write: the figures kept from the last start are
 * then not current, and the page would otherwise read the rows kept on the device and count
 * them on its own thread after its heading (~0.1 s at 25,000 lessons; bench:analytics). So it
 * starts only when those rows are current (the journal, analytics-written.ts) and the kept
 * figures are not. The page uses the answer while the replica's write mark is still the one it
 * was counted at (useKeptDashboard), and waits for it before counting on its own thread.
 */

/** A worker as the count uses it: the browser's, or a test double. */
export type StartCountWorker = {
  postMessage(request: DashboardStartRequest): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
};

/** The count for `user` on `today`: `answer` undefined while the worker counts. */
export type DashboardStartCount = {
  readonly user: CalendarUser;
  readonly today: string;
  /** Null: nothing to show (not current after all, a first run, or the worker failed). */
  readonly answer: PersistedDashboard | null | undefined;
};

/** Longest the page waits for the worker before counting on its own (a worker that hangs). */
export const START_COUNT_TIMEOUT_MS = 2000;

const browserWorker = (): StartCountWorker =>
  new Worker(new URL('./dashboard-start.worker.ts', import.meta.url), {
    type: 'module',
    name: 'dashboard-start',
  });

let current: DashboardStartCount | null = null;
const listeners = new Set<() => void>();

/**
 * Starts the count when the app starts on the dashboard after a write; false when it did not
 * (another page, nothing current to count from, the kept figures current, no Worker).
 */
export function startDashboardCount({
  user,
  today,
  pathname,
  createWorker = browserWorker,
  timers = window,
}: {
  user: CalendarUser;
  today: string;
  pathname: string;
  createWorker?: () => StartCountWorker;
  timers?: Pick<typeof window, 'setTimeout' | 'clearTimeout'>;
}): boolean {
  if (pathname !== '/dashboard' || user.role === 'VIEWER') return false;
  const journal = analyticsJournalOf(user.id);
  if (journal === null) return false;
  const kept = readKeptFigures('dashboard', user.id, PERSISTED_DASHBOARD_KEY, v.unknown());
  if (kept?.writeMark === journal.last) return false;
  let worker: StartCountWorker;
  try {
    worker = createWorker();
  } catch {
    return false;
  }
  const count: { -readonly [K in keyof DashboardStartCount]: DashboardStartCount[K] } = {
    user,
    today,
    answer: undefined,
  };
  const settle = (answer: PersistedDashboard | null) => {
    if (count.answer !== undefined) return;
    timers.clearTimeout(timeout);
    worker.terminate();
    count.answer = answer;
    // A new object: the page's external-store read sees the change.
    if (current === count) current = { ...count };
    for (const listener of listeners) listener();
  };
  const timeout = timers.setTimeout(() => settle(null), START_COUNT_TIMEOUT_MS);
  worker.onmessage = (event) => {
    const answer = v.safeParse(
      v.nullable(v.object({ ...persistedDashboardSchema.entries, writeMark: v.string() })),
      event.data,
    );
    settle(answer.success ? (answer.output as PersistedDashboard | null) : null);
  };
  worker.onerror = () => settle(null);
  current = count;
  worker.postMessage({ user, today, journal });
  return true;
}

/** The app start's count for `userId`, or null when none was started for them. */
export function dashboardStartCount(userId: string | null): DashboardStartCount | null {
  return current !== null && current.user.id === userId ? current : null;
}

export function subscribeToDashboardStartCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the count (sign-out; tests). */
export function forgetDashboardStartCount(): void {
  current = null;
  for (const listener of listeners) listener();
}
