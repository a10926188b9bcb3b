import type { Page } from '@playwright/test';

/** Resolves once the app's service worker is active (the shell is cached for offline reloads). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}
