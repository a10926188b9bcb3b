import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Signs in, then reloads /help with the network off (~15 s).
test.describe.configure({ timeout: 90_000 });

/** The help page as this spec uses it (small enough to live beside its one spec). */
class HelpPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Help' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search help' });
  readonly results = () => this.page.getByRole('list', { name: 'Matching articles' });
  readonly article = (title: string) => this.page.getByRole('article', { name: title });

  /** The titles of the articles a search lists, best first. */
  async expectFound(query: string, firstTitle: string) {
    await this.search().fill(query);
    await expect(this.results().getByRole('link').first()).toHaveText(firstTitle);
  }
}

test('help search works offline after a reload, and its articles open offline', async ({
  page,
  context,
}) => {
  await signInAs(page, 'teacher');
  await page.goto('/help');
  const help = new HelpPage(page);
  await expect(help.heading()).toBeVisible({ timeout: 15_000 });
  // The articles and their index are a JS chunk: the service worker precaches it on install, so
  // nothing of Help needs to have been opened online before.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(help.heading()).toBeVisible({ timeout: 15_000 });

  // By words of the body, by the word being typed, with a typo; the matched words are marked.
  await help.expectFound('week b', 'Timetable cycles and Week A/B');
  await expect(help.results().locator('mark').first()).toBeVisible();
  await expect(page).toHaveURL(/\/help\?q=week\+b$/);
  await help.expectFound('unsync', 'What the sync indicator says');
  await help.expectFound('refelction', 'Reflections');

  // Nothing found says what to do.
  await help.search().fill('volcano eruption');
  await expect(page.getByText('No article matches “volcano eruption”.')).toBeVisible();
  await expect(page.getByText(/Try fewer or shorter words/)).toBeVisible();

  // A result opens its article, rendered from the precache (the Markdown renderer is lazy too).
  await help.search().fill('off day');
  await help.results().getByRole('link', { name: 'Bump and off days' }).click();
  await expect(page).toHaveURL(/\/help\/bump-and-off-days$/);
  const article = help.article('Bump and off days');
  await expect(article.getByRole('heading', { level: 3, name: 'Mark an off day' })).toBeVisible();
  await expect(
    article.locator('strong', { hasText: 'Bump forward one slot' }).first(),
  ).toBeVisible();

  // The search is in the URL, so a reload (still offline) comes back to it.
  await page.goto('/help?q=install');
  await expect(help.results().getByRole('link').first()).toHaveText('Installing the app');
  await context.setOffline(false);
});
