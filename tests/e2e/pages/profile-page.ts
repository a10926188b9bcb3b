import { expect, type Page } from '@playwright/test';

export class ProfilePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  }

  /** Signs out from /profile and waits for the sign-in page. */
  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(this.page).toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
  }
}
