import { expect, test } from '@playwright/test';

// Requests a service worker answers bypass page.route, and this test must hold the app's scripts.
test.use({ serviceWorkers: 'block' });

test('the theme choice survives a reload and applies before the app script runs', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // Hold back the app's module scripts: whatever paints meanwhile comes from index.html and
  // theme-init.js alone. If the theme waited for React, the first paint would be light.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts are deferred, so DOMContentLoaded waits for them; 'interactive' means the
  // document is parsed and painted-ready while the app has not run.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'interactive');
  const beforeApp = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    scheme: document.documentElement.style.colorScheme,
    rendered: document.getElementById('root')?.childElementCount ?? 0,
  }));
  expect(beforeApp).toEqual({ dark: true, scheme: 'dark', rendered: 0 });
  release();
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
});

test('system is the default and follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('radio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
