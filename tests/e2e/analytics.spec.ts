import { expect, test } from '@playwright/test';
import { AnalyticsPages } from './pages/analytics-pages';
import { PlannerPage, registerPlannerUser } from './pages/planner-pages';
import { signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Issue 14's flows against `npm start`'s stack: analytics and the dashboard are computed on the
// device, so a reflection made offline changes them without a network; the filter lives in the
// URL. Every wait is on a condition.
test.describe.configure({ timeout: 240_000 });

/** The week before the pinned today (Mon 23 Nov 2026): its lessons are past and await reflection. */
const LAST_WEEK = '2026-11-16';
const MONDAY = 0;

test('a lesson planned, reflected and completed offline changes the overview and the dashboard without a network', async ({
  page,
  context,
}) => {
  await registerPlannerUser(page);
  // No lesson planned yet: the dashboard still shows its first steps.
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'First steps' })).toBeVisible({ timeout: 20_000 });
  const analytics = new AnalyticsPages(page);
  await analytics.goto();
  await expect(analytics.card('Lessons taught')).toContainText(/^Lessons taught0of/);
  await expect(analytics.card('Average lesson rating')).toContainText('—');

  const planner = new PlannerPage(page);
  await planner.goto(LAST_WEEK);
  await planner.expectInSync();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByText(/Offline/)).toBeVisible({ timeout: 15_000 });

  const card = planner.card('Period 1', MONDAY);
  await planner.open(card);
  await planner.typeTitle('Forces and motion', 'Saved on this device');
  const reflection = planner.panel.getByRole('form', { name: 'Reflection' });
  const rate = (question: string, choice: string) =>
    reflection.getByRole('radiogroup', { name: question }).getByText(choice).click();
  await rate('How well did the lesson go?', '5 Excellent');
  await rate('How satisfied are you?', '4 Very good');
  await rate('How effective was your teaching?', '4 Very good');
  await reflection.getByRole('button', { name: 'Complete with reflection' }).click();
  await expect(page.getByText('Completed with reflection')).toBeVisible();
  await planner.close();

  // In-app navigation while offline: the figures come from the replica.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Analytics' }).click();
  await analytics.expectLoaded();
  await expect(analytics.card('Lessons taught')).toContainText(/^Lessons taught1of/);
  await expect(analytics.card('Average lesson rating')).toContainText('5.00');
  await expect(analytics.card('Teaching hours')).toContainText('1 h');

  // The dashboard: every first step done (a lesson planned), so its figures show instead.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
  const trends = page.getByRole('region', { name: 'Last 28 days' });
  await expect(trends).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'First steps' })).toHaveCount(0);
  await expect(
    trends.locator('div', { has: page.getByText('Lessons taught', { exact: true }) }).last(),
  ).toContainText(/^Lessons taught1/);

  await context.setOffline(false);
  await planner.expectInSync();
});

test('a filter survives a reload through the URL, and a bad date in the link shows the spec message', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const analytics = new AnalyticsPages(page);
  await analytics.goto();
  const firstClass = analytics.filter
    .getByRole('group', { name: 'Classes' })
    .getByRole('button')
    .first();
  const className = (await firstClass.textContent())!.trim();
  await firstClass.click();
  await expect(firstClass).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]class=/);
  await expect(analytics.card('Classes')).toContainText(/^Classes1$/);

  await page.reload();
  await analytics.expectLoaded();
  await expect(analytics.toggle('Classes', className)).toHaveAttribute('aria-pressed', 'true');
  await expect(analytics.card('Classes')).toContainText(/^Classes1$/);
  // The tabs carry the filter to the other pages.
  await analytics.openTab('Class performance');
  await expect(page).toHaveURL(/\/analytics\/class-performance\?.*class=/);
  await expect(analytics.toggle('Classes', className)).toHaveAttribute('aria-pressed', 'true');

  await analytics.goto('/analytics/overview?from=23%2F11%2F2026&to=next-friday');
  await expect(page.getByText('Start date must be in YYYY-MM-DD format')).toBeVisible();
  await expect(page.getByText('End date must be in YYYY-MM-DD format')).toBeVisible();
  // The figures still show, for the default range.
  await expect(analytics.summary).toBeVisible();
});
