import { countDashboardStart, type DashboardStartRequest } from '../queries/count-dashboard-start';
import type { StartCountWorker } from '../queries/dashboard-start';

/** Copies as postMessage would: the answer crosses to the page as data, never shared objects. */
const cloned = <T>(value: T): T => structuredClone(value);

/**
 * A stand-in for the dashboard's start worker (tests only; jsdom has no Worker): it counts on the
 * test's thread with the real countDashboardStart over `idb` (fake-indexeddb's), opening its own
 * connection as the worker does, and holds the answer until `release()` so a test can look at the
 * page first.
 */
export function inThreadStartCountWorker(idb: IDBFactory = indexedDB) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: DashboardStartRequest[] = [];
  let terminated = false;
  const worker: StartCountWorker = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      requests.push(cloned(request));
      void countDashboardStart(idb, cloned(request)).then(async (answer) => {
        await released;
        if (!terminated) worker.onmessage?.({ data: cloned(answer) } as MessageEvent<unknown>);
      });
    },
    terminate() {
      terminated = true;
    },
  };
  return { worker, release, requests, isTerminated: () => terminated };
}

/** A worker that answers whatever a test hands it, when it says (tests only). */
export function scriptedStartCountWorker() {
  let terminated = false;
  const worker: StartCountWorker = {
    onmessage: null,
    onerror: null,
    postMessage() {},
    terminate() {
      terminated = true;
    },
  };
  return {
    worker,
    answer: (data: unknown) => worker.onmessage?.({ data } as MessageEvent<unknown>),
    fail: () => worker.onerror?.({ message: 'boom' } as ErrorEvent),
    isTerminated: () => terminated,
  };
}
