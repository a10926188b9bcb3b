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
