import { expect, type Page } from '@playwright/test';

export class RegisterPage {
  constructor(readonly page: Page) {}

  async register({
    fullName,
    email,
    password,
  }: {
    fullName: string;
    email: string;
    password: string;
  }) {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}
