import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { DeployableApp } from './support/deployable-app';
import { installServiceWorkerUpdate, waitForServiceWorker } from './support/service-worker';

test('the manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Lesson Planner',
    short_name: 'Planner',
    display: 'standalone',
    start_url: '/dashboard',
  });
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  expect(
    icons.map((i) => `${i.sizes}${i.purpose === 'maskable' ? ' maskable' : ''}`).sort(),
  ).toEqual(['180x180', '192x192', '512x512', '512x512 maskable'].sort());
  for (const icon of icons)
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('the service worker installs, and offline a reload still renders the shell and deep links', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lesson planning');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lesson planning');

  await page.goto('/planner');
  await new LoginPage(page).expectShown();
  expect(new LoginPage(page).rememberedOrigin()).toBe('/planner');
});

test('the service worker never answers server paths with the app shell', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.reload(); // now controlled by the service worker
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const path of [
    '/health',
    '/config.json',
    '/auth/v1/settings',
    '/rest/v1/lessons',
    '/functions/v1/submit-feedback',
    '/storage/v1/object',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-type'], path).toContain('application/json');
  }
});

test.describe('after a deploy', () => {
  /** A start applies every migration to a fresh PGlite: heavy but bounded work, given its own room. */
  const START_DEADLINE_MS = 60_000;
  let app: DeployableApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(START_DEADLINE_MS + 15_000);
    app = await DeployableApp.start(START_DEADLINE_MS);
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('the update prompt offers Reload, which activates the new version', async ({ page }) => {
    await page.goto(`${app!.url}/`);
    await waitForServiceWorker(page);
    await app!.deployNewVersion();
    await installServiceWorkerUpdate(page);
    await expect(page.getByText('A new version is available')).toBeVisible();
    // Reload activates the waiting worker, which then reloads the page under the new version.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version is available')).toBeHidden();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
  });
});
