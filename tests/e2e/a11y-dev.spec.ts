import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_SCHOOL, signInAs } from './support/session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The developer area (issue 18) as the demo developer sees it, in both colour schemes, after each
 * page's server answer (or this device's replica) has arrived. One test a page and scheme, as
 * a11y-signed-in.spec.ts does.
 */
const SCREENS: { path: string; heading: string; loaded: (page: Page) => Locator }[] = [
  {
    path: '/dev/dashboard',
    heading: 'Developer dashboard',
    loaded: (page) => page.getByText('Pushes today'),
  },
  {
    path: '/dev/schools',
    heading: 'Schools',
    loaded: (page) => page.getByRole('table', { name: 'Schools' }),
  },
  {
    path: '/dev/schools/create',
    heading: 'Create a school',
    loaded: (page) => page.getByRole('combobox', { name: 'Timetable template' }),
  },
  {
    path: '/dev/users',
    heading: 'Users',
    loaded: (page) => page.getByRole('list', { name: 'Users' }),
  },
  {
    path: '/dev/invitations',
    heading: 'Invitations',
    loaded: (page) =>
      page.getByRole('list', { name: 'Invitations' }).or(page.getByText(/No invitations yet/)),
  },
  {
    path: '/dev/monitoring',
    heading: 'Monitoring',
    loaded: (page) => page.getByRole('region', { name: 'Health' }).getByText('Database round trip'),
  },
  {
    path: '/dev/debug',
    heading: 'Debug',
    loaded: (page) => page.getByRole('table', { name: 'Rows per table on this device' }),
  },
];

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => `${where} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Signed in once per worker through the real sign-in page; each test starts from that state. */
let developer: StorageState | undefined;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInAs(await context.newPage(), 'developer');
    developer = await context.storageState();
  } finally {
    await context.close();
  }
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
test.use({ storageState: async ({}, use) => use(developer!) });

for (const scheme of ['light', 'dark'] as const) {
  for (const { path, heading, loaded } of SCREENS) {
    test(`${path} (${scheme}) has no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(loaded(page).first()).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, path);
    });
  }

  test(`a school's page and a confirm question (${scheme}) have no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/dev/schools?q=${encodeURIComponent(DEMO_SCHOOL)}`);
    await page.getByRole('link', { name: DEMO_SCHOOL }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_SCHOOL })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await expectNoSeriousViolations(page, '/dev/schools/:id');

    await page.getByRole('button', { name: 'Rotate code…' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoSeriousViolations(page, '/dev/schools/:id rotate question');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
}
