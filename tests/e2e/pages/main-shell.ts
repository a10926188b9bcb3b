import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in main layout: sidebar, header, theme switcher. */
export class MainShell {
  readonly sidebar: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.sidebar).toBeVisible();
  }

  async pressToggleShortcut() {
    await this.page.keyboard.press('Control+KeyB');
  }

  async expectSidebarState(state: 'expanded' | 'collapsed') {
    await expect(this.sidebar).toHaveAttribute('data-state', state);
  }

  async chooseTheme(label: 'Light' | 'Dark' | 'System') {
    await this.page.getByRole('radio', { name: label }).click();
  }
}
