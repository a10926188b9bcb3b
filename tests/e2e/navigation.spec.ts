import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { useSignedInSession } from './support/session';

test('an unauthenticated visit to a protected page lands on /login and keeps the origin', async ({
  page,
}) => {
  await page.goto('/analytics/coverage-gaps');
  const login = new LoginPage(page);
  await login.expectShown();
  expect(login.rememberedOrigin()).toBe('/analytics/coverage-gaps');
});

test('after sign-in the remembered origin opens', async ({ page }) => {
  await page.goto('/analytics/coverage-gaps');
  await new LoginPage(page).expectShown();
  await useSignedInSession(page);
  await page.reload();
  await expect(page).toHaveURL(/\/analytics\/coverage-gaps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage gaps' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Analytics' }).getByRole('link')).toHaveCount(
    7,
  );
});

test('a signed-in user on / goes to the dashboard', async ({ page }) => {
  await useSignedInSession(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a developer visiting the planner is sent to the developer area', async ({ page }) => {
  await useSignedInSession(page, { isDeveloper: true, role: null });
  await page.goto('/planner');
  await expect(page).toHaveURL(/\/dev\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Developer' })).toBeVisible();
});

test('an unknown path shows not-found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lesson planning');
});
