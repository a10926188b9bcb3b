import { useCallback, useEffect, useState } from 'react';
// A named import: Vite bundles only this field of package.json, not the whole file.
import { version } from '../../../../../package.json';

/** The build this page runs (package.json, set at build time). */
export const APP_VERSION: string = version;

export type ServiceWorkerInfo = {
  /** The browser has service workers at all (not in private modes of some browsers, not jsdom). */
  supported: boolean;
  /** A worker controls this page (it answers its requests, offline too). */
  controlled: boolean;
  /** The active worker's state ('activated', …); null without one. */
  state: string | null;
  scriptUrl: string | null;
  /** A newer worker is installed and waits for the update prompt. */
  waiting: boolean;
  /**
   * The precached index.html's revision: Workbox's generated worker has no version of its own,
   * and this hash changes with every build it precaches, so it names the build the worker serves.
   */
  precacheRevision: string | null;
};

export type StorageInfo = {
  usageBytes: number | null;
  quotaBytes: number | null;
  /** The browser agreed not to evict this origin's data; null where it cannot say. */
  persisted: boolean | null;
};

export type DeviceEnvironment = { serviceWorker: ServiceWorkerInfo; storage: StorageInfo };

const REVISION_PARAM = '__WB_REVISION__';

const NO_SERVICE_WORKER: ServiceWorkerInfo = {
  supported: false,
  controlled: false,
  state: null,
  scriptUrl: null,
  waiting: false,
  precacheRevision: null,
};
const STORAGE_UNKNOWN: StorageInfo = { usageBytes: null, quotaBytes: null, persisted: null };

async function precacheRevision(): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  for (const name of await caches.keys()) {
    if (!name.includes('precache')) continue;
    const requests = await (await caches.open(name)).keys();
    for (const request of requests) {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/index.html')) return url.searchParams.get(REVISION_PARAM);
    }
  }
  return null;
}

export async function readServiceWorker(): Promise<ServiceWorkerInfo> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return NO_SERVICE_WORKER;
  const registration = await container.getRegistration();
  const active = registration?.active ?? null;
  return {
    supported: true,
    controlled: container.controller !== null,
    state: active?.state ?? null,
    scriptUrl: active?.scriptURL ?? null,
    waiting: Boolean(registration?.waiting),
    precacheRevision: await precacheRevision().catch(() => null),
  };
}

export async function readStorage(): Promise<StorageInfo> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const estimate = storage?.estimate ? await storage.estimate() : null;
  const persisted = storage?.persisted ? await storage.persisted() : null;
  return {
    usageBytes: estimate?.usage ?? null,
    quotaBytes: estimate?.quota ?? null,
    persisted,
  };
}

/** The service worker and storage as the browser reports them, read on mount and on `refresh`. */
export function useDeviceEnvironment(): {
  environment: DeviceEnvironment | null;
  refresh: () => void;
} {
  const [environment, setEnvironment] = useState<DeviceEnvironment | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void Promise.all([readServiceWorker().catch(() => null), readStorage().catch(() => null)]).then(
      ([serviceWorker, storage]) => {
        if (!current) return;
        setEnvironment({
          serviceWorker: serviceWorker ?? NO_SERVICE_WORKER,
          storage: storage ?? STORAGE_UNKNOWN,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { environment, refresh };
}
