import type { Page } from '@playwright/test';

/** Resolves once the app's service worker is active (the shell is cached for offline reloads). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

/**
 * Resolves once the service worker controls this page, so its requests (lazy chunks included) are
 * answered from the precache. On a device's first visit that takes the worker's clients.claim().
 */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * Asks the browser to check for a new service worker and resolves once that worker has installed
 * and waits (what the update prompt reacts to). Waiting on the worker itself, not on the prompt's
 * 5 s: installing a worker beside a busy machine's other work is not a fixed-time affair.
 */
export async function installServiceWorkerUpdate(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker is registered');
    await registration.update();
    const worker = registration.installing ?? registration.waiting;
    if (!worker) throw new Error('The update found no new service worker');
    if (worker.state === 'installed') return;
    await new Promise<void>((resolve, reject) => {
      const onChange = () => {
        if (worker.state === 'redundant') reject(new Error('The new service worker failed'));
        else if (worker.state !== 'installing') resolve();
      };
      worker.addEventListener('statechange', onChange);
      onChange();
    });
  });
}
