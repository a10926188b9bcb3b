import { expect, type Page } from '@playwright/test';

/** /onboarding and its steps: the choice, join, solo, and the teaching details. */
export class OnboardingPages {
  constructor(readonly page: Page) {}

  async expectChoice() {
    await expect(this.page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'How will you use Lesson Planner?' }),
    ).toBeVisible();
  }

  async chooseSolo() {
    await this.page.getByRole('link', { name: 'Work solo' }).click();
    await this.page.getByRole('button', { name: 'Start working solo' }).click();
  }

  async join(codeOrLink: string) {
    await this.page.getByRole('link', { name: 'Join a school' }).click();
    await this.page.getByLabel('Invite code or invitation link').fill(codeOrLink);
    await this.page.getByRole('button', { name: 'Join school' }).click();
  }

  async finishTeachingDetails({ subject, year }: { subject: string; year: number }) {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'About your teaching' }),
    ).toBeVisible();
    await this.page.getByRole('checkbox', { name: subject }).check();
    await this.page.getByRole('checkbox', { name: `Year ${year}`, exact: true }).check();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
