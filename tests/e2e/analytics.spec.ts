import { expect, test, type Page } from '@playwright/test';
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
const WEDNESDAY = 2;

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

/**
 * Completes the Period 1 lesson of `day` in the week of LAST_WEEK with a reflection, from the
 * planner, and waits until it is on the server (so an app start has no push to make).
 */
async function completeLastWeek(planner: PlannerPage, day: number, title: string) {
  await planner.goto(LAST_WEEK);
  await planner.open(planner.card('Period 1', day));
  await planner.typeTitle(title);
  const reflection = planner.panel.getByRole('form', { name: 'Reflection' });
  for (const question of [
    'How well did the lesson go?',
    'How satisfied are you?',
    'How effective was your teaching?',
  ])
    await reflection.getByRole('radiogroup', { name: question }).getByText('4 Very good').click();
  await reflection.getByRole('button', { name: 'Complete with reflection' }).click();
  await expect(planner.page.getByText('Completed with reflection')).toBeVisible();
  await planner.close();
  await planner.expectInSync();
}

/** The device's analytics journal (src/db/analytics-written.ts): ids written since the rows were kept. */
const journalOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) =>
      k.startsWith('lesson-planner.analytics-journal.'),
    );
    const journal = key ? (JSON.parse(localStorage.getItem(key)!) as { ids: unknown }) : null;
    return journal && typeof journal.ids === 'object'
      ? (journal.ids as Record<string, string[]>)
      : null;
  });

test('after a write, an app start at the dashboard paints the figures its worker counted, with the write in them', async ({
  page,
}) => {
  await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  await completeLastWeek(planner, MONDAY, 'Forces and motion');
  // A counted visit: the figures and the rows they came from are kept on the device.
  await page.goto('/dashboard');
  const taught = page
    .getByRole('region', { name: 'Last 28 days' })
    .locator('div', { has: page.getByText('Lessons taught', { exact: true }) })
    .last();
  await expect(taught).toContainText(/^Lessons taught1/, { timeout: 20_000 });
  await expect.poll(() => journalOf(page), { timeout: 20_000 }).toEqual({});

  await completeLastWeek(planner, WEDNESDAY, 'Energy transfer');
  await expect.poll(async () => (await journalOf(page))?.lessons?.length ?? 0).toBeGreaterThan(0);

  // The first figures marked ready on the next start, and what the card said then.
  await page.addInitScript(() => {
    const first: { kind?: string | null; taught?: string } = {};
    (window as { __firstReady?: typeof first }).__firstReady = first;
    new MutationObserver((_, observer) => {
      const ready = document.querySelector('[data-dashboard-ready]');
      if (!ready) return;
      first.kind = ready.getAttribute('data-dashboard-figures');
      first.taught = [...ready.querySelectorAll('div')]
        .filter((div) => div.textContent?.startsWith('Lessons taught'))
        .at(-1)?.textContent;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/dashboard');
  await expect(taught).toContainText(/^Lessons taught2/, { timeout: 20_000 });
  const first = await page.evaluate(
    () => (window as { __firstReady?: { kind?: string; taught?: string } }).__firstReady,
  );
  // Kept figures marked ready could only be current because the worker counted the write.
  expect(first).toEqual({ kind: 'kept', taught: expect.stringMatching(/^Lessons taught2/) });
});
