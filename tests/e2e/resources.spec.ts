import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Signs in, creates two resources through the UI and reloads offline (~20 s).
test.describe.configure({ timeout: 90_000 });

/** The resources page as these tests use it (small enough to live beside its one spec). */
class ResourcesPage {
  constructor(private readonly page: Page) {}

  readonly search = () => this.page.getByRole('searchbox', { name: 'Search resources' });
  readonly cards = () => this.page.getByRole('list', { name: 'Resources' });
  readonly card = (title: string) => this.cards().getByRole('heading', { name: title });

  async open() {
    await this.page.goto('/resources');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({
      timeout: 15_000,
    });
  }

  /** Opens the new-resource dialog (from the heading, or the empty state on a first visit). */
  private async newResource() {
    await this.page
      .getByRole('button', { name: /^(New resource|Add your first resource)$/ })
      .first()
      .click();
    return this.page.getByRole('dialog', { name: 'New resource' });
  }

  async createLink(title: string, url: string, tags: string) {
    const dialog = await this.newResource();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Link address' }).fill(url);
    await dialog.getByRole('textbox', { name: 'Tags' }).fill(tags);
    await dialog.getByRole('button', { name: 'Create resource' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(title)).toBeVisible();
  }

  async createNote(title: string, body: string) {
    const dialog = await this.newResource();
    await dialog.getByRole('radio', { name: /^Note/ }).check();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Note' }).fill(body);
    await dialog.getByRole('button', { name: 'Create resource' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(title)).toBeVisible();
  }

  /**
   * The search finds exactly `titles`. In any order: both rows may be pushed in one transaction,
   * and the server stamps them with the same updated_at (the sort's order is a page test's).
   */
  async expectFound(query: string, titles: string[]) {
    await this.search().fill(query);
    const found = this.cards().getByRole('heading', { level: 2 });
    await expect
      .poll(async () => (await found.allTextContents()).sort())
      .toEqual([...titles].sort());
  }
}

test('create a link and a note, then search finds them offline after a reload', async ({
  page,
  context,
}) => {
  // A word no seeded or earlier resource has, so the searches below find only these two.
  const word = `qz${Date.now().toString(36)}`;
  const link = `Forces simulation ${word}`;
  const note = `Lab safety ${word}`;
  await signInAs(page, 'teacher');
  const resources = new ResourcesPage(page);
  await resources.open();
  await resources.createLink(link, 'https://phet.colorado.edu/forces', 'physics, simulation');
  await resources.createNote(note, `## Rules\n\nGoggles **on** before the ${word}burner is lit.`);
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 20_000 });

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(resources.search()).toBeVisible({ timeout: 15_000 });

  // By the shared word (prefix, as typed), by the note's text, by a tag, and with a typo.
  await resources.expectFound(word.slice(0, 6), [note, link]);
  await resources.expectFound(`${word}burner`, [note]);
  await resources.expectFound(`${word} simulation`, [link]);
  await resources.expectFound(`${word} gogles`, [note]);
  // The search is in the URL, so it survives the reload too.
  await expect(page).toHaveURL(/[?&]q=/);

  // The note opens offline, its Markdown rendered (the renderer is a lazy chunk from the precache).
  await page.getByRole('link', { name: `Read ${note}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: note })).toBeVisible();
  await expect(page.getByTestId('markdown').locator('strong')).toHaveText('on');
  await context.setOffline(false);
});
