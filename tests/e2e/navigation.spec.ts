import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { signInAs } from './support/session';

test('an unauthenticated visit to a protected page lands on /login and keeps the origin', async ({
  page,
}) => {
  await page.goto('/analytics/coverage-gaps');
  const login = new LoginPage(page);
  await login.expectShown();
  expect(login.rememberedOrigin()).toBe('/analytics/coverage-gaps');
});

test('visiting /planner signed out, then signing in, lands back on /planner', async ({ page }) => {
  await page.goto('/planner');
  await new LoginPage(page).expectShown();
  await signInAs(page, 'teacher');
  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Planner' })).toBeVisible();
});

test('after sign-in the remembered origin opens, with its analytics tabs', async ({ page }) => {
  await page.goto('/analytics/coverage-gaps');
  await new LoginPage(page).expectShown();
  await signInAs(page, 'teacher');
  await expect(page).toHaveURL(/\/analytics\/coverage-gaps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coverage gaps' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Analytics' }).getByRole('link')).toHaveCount(
    7,
  );
});

test('a signed-in user on / or /login goes to the dashboard', async ({ page }) => {
  await signInAs(page, 'teacher');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a developer visiting the planner is sent to the developer area', async ({ page }) => {
  await signInAs(page, 'developer');
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

test("a teacher opening the developer area gets 'Developer permissions required'", async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  await page.goto('/dev/schools');
  await expect(page.getByText('Developer permissions required')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Developer' })).toHaveCount(0);
});
