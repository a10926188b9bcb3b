import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// Issue 14: the dashboard (with the managers' school view) and the seven analytics pages, as the
// demo school's OWNER sees them with the seed's two terms of lessons, in both colour schemes.
// One test per scheme visits every page in one session, so the first pull happens once.
test.describe.configure({ timeout: 180_000 });

const PAGES = [
  'Overview',
  'Class performance',
  'Lesson effectiveness',
  'Syllabus coverage',
  'Teaching methods',
  'Coverage trends',
  'Coverage gaps',
] as const;

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => `${where} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the dashboard and every analytics page (${scheme}) have no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, 'owner');
    await page.goto('/dashboard');
    await expect(page.locator('[data-dashboard-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Last 28 days' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('table', { name: /classes/i }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousViolations(page, '/dashboard');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Analytics' }).click();
    for (const title of PAGES) {
      await page
        .getByRole('navigation', { name: 'Analytics', exact: true })
        .getByRole('link', { name: title, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.locator(`[data-analytics-page="${title}"] [data-analytics-ready]`),
      ).toBeAttached({
        timeout: 20_000,
      });
      await expectNoSeriousViolations(page, title);
    }
  });
}
