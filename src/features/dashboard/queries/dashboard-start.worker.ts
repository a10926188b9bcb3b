/**
 * The Web Worker that counts the dashboard's figures on an app start after a write, off the
 * page's thread and before the page is up (dashboard-start.ts starts it as soon as the app knows
 * who was signed in): its own connection to the replica (IndexedDB itself, not Dexie: a small
 * script loads faster), the rows kept on the device and the rows written since, counted as the
 * page counts them. One count per worker; the page ends it.
 */
import { countDashboardStart, type DashboardStartRequest } from './count-dashboard-start';

self.onmessage = (event: MessageEvent<DashboardStartRequest>) => {
  countDashboardStart(self.indexedDB, event.data).then(
    (answer) => self.postMessage(answer),
    // Whatever broke, the page counts as it would have without the worker.
    () => self.postMessage(null),
  );
};
