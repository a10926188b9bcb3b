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

  async signIn(email: string, password: string) {
    await this.expectShown();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
