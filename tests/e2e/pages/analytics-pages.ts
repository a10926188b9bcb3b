import { expect, type Locator, type Page } from '@playwright/test';

/** /analytics/*: the shared filter and the overview's figures. */
export class AnalyticsPages {
  readonly summary: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.summary = page.getByRole('region', { name: /^Summary · / });
    this.filter = page.getByRole('region', { name: 'Filter' });
  }

  async goto(path = '/analytics/overview') {
    await this.page.goto(path);
    await this.expectLoaded();
  }

  /** The page's figures are on screen (the frame's marker, set in the same commit as them). */
  async expectLoaded() {
    await expect(this.page.locator('[data-analytics-ready]')).toBeAttached({ timeout: 20_000 });
  }

  /** One summary card ("Lessons taught", "Average lesson rating", …) of the overview. */
  card(label: string): Locator {
    return this.summary.locator('div', { has: this.page.getByText(label, { exact: true }) }).last();
  }

  toggle(group: string, name: string): Locator {
    return this.filter.getByRole('group', { name: group }).getByRole('button', { name });
  }

  /** Opens an analytics page from its tab (the tab keeps the filter). */
  async openTab(title: string) {
    await this.page
      .getByRole('navigation', { name: 'Analytics', exact: true })
      .getByRole('link', { name: title, exact: true })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await this.expectLoaded();
  }
}
