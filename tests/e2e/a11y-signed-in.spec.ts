import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The account screens of issue 5 as an OWNER sees them (the member controls included), and Help
 * (issue 17: its overview, an article, search results). One test a screen and scheme: all five
 * account screens in one test (five app loads, five axe runs) outgrew its 30 s on a loaded machine.
 * Each screen names what it loads after its heading, and the test waits for that rather than for a
 * quiet network (500 ms of it, measured on the wall clock).
 */
const SCREENS: { path: string; heading: string; loaded: (page: Page) => Locator[] }[] = [
  {
    path: '/profile',
    heading: 'Profile',
    loaded: (page) => [page.getByRole('form', { name: 'Your name' }), inSync(page)],
  },
  {
    path: '/settings',
    heading: 'Settings',
    loaded: (page) => [page.getByRole('form', { name: 'Time zone' }), inSync(page)],
  },
  {
    path: '/settings/members',
    heading: 'Members',
    loaded: (page) => [page.getByLabel(/^Role of /).first(), inSync(page)],
  },
  {
    path: '/help',
    heading: 'Help',
    loaded: (page) => [page.getByRole('list', { name: 'All help articles' }), inSync(page)],
  },
  {
    // An article with a table and links, rendered (the Markdown renderer is a lazy chunk).
    path: '/help/sync-indicator',
    heading: 'Help',
    loaded: (page) => [page.getByRole('article').locator('table'), inSync(page)],
  },
  {
    // Search results, their matched words marked.
    path: '/help?q=week',
    heading: 'Help',
    loaded: (page) => [
      page.getByRole('list', { name: 'Matching articles' }).locator('mark').first(),
      inSync(page),
    ],
  },
  { path: '/onboarding', heading: 'How will you use Lesson Planner?', loaded: () => [] },
  { path: '/onboarding/join', heading: 'Join your school', loaded: () => [] },
];

/** The header's sync indicator once the first pull is done (PHASE_LABELS['in-sync']). */
const inSync = (page: Page) => page.getByRole('banner').getByText('Up to date');

/** Signed in once per worker through the real sign-in page; each test starts from that state. */
let owner: StorageState | undefined;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInAs(await context.newPage(), 'owner');
    owner = await context.storageState();
  } finally {
    await context.close();
  }
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
test.use({ storageState: async ({}, use) => use(owner!) });

for (const { path, heading, loaded } of SCREENS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${path} (${scheme}) has no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The first pull on this new device decides what these show; 20 s, as the other specs allow it.
      for (const part of loaded(page)) await expect(part).toBeVisible({ timeout: 20_000 });
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(blocking.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
}
