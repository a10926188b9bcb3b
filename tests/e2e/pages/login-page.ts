import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/login(\?|$)/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }

  rememberedOrigin(): string | null {
    return new URL(this.page.url()).searchParams.get('next');
  }
}
