import { expect, test } from '@playwright/test';
import { MainShell } from './pages/main-shell';
import { signInAs } from './support/session';

test.beforeEach(async ({ page }) => signInAs(page, 'teacher'));

test('Ctrl+B toggles the sidebar and the state survives a reload', async ({ page, context }) => {
  const shell = new MainShell(page);
  await shell.goto('/dashboard');
  await shell.expectSidebarState('expanded');
  await expect(shell.sidebar).toHaveCSS('width', '256px');

  await shell.pressToggleShortcut();
  await shell.expectSidebarState('collapsed');
  await expect(shell.sidebar).toHaveCSS('width', '48px');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // Remembered for 7 days (spec §9), give or take the seconds this test takes.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);

  await page.reload();
  await shell.expectSidebarState('collapsed');
  await shell.pressToggleShortcut();
  await shell.expectSidebarState('expanded');
  await page.reload();
  await shell.expectSidebarState('expanded');
});

test('on a tablet in portrait the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Planner' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/planner$/);
});
