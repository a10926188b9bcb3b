import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from '../support/kit-select';

/** /coverage/:classId: the class's points with what was taught and the teacher's judgement. */
export class ClassCoveragePage {
  readonly overall: Locator;
  /** Every point row shown. */
  readonly points: Locator;

  constructor(readonly page: Page) {
    this.overall = page.getByRole('progressbar', { name: 'Overall coverage' });
    this.points = page.getByRole('main').getByRole('article');
  }

  /** From /settings/classes, the class's "Coverage" link (coverage is reached from the class list). */
  async openFromClassList(className: string) {
    await this.page.goto('/settings/classes');
    await this.page.getByRole('link', { name: `Syllabus coverage of ${className}` }).click();
    await expect(this.page).toHaveURL(/\/coverage\/[^/?]+/);
    await this.expectLoaded(className);
  }

  async goto(classId: string, className: string) {
    await this.page.goto(`/coverage/${classId}`);
    await this.expectLoaded(className);
  }

  async expectLoaded(className: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: className })).toBeVisible({
      timeout: 20_000,
    });
  }

  classId(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  /** The toolbar's "Taught" filter (a long list renders only the rows in view). */
  async showTaught(choice: 'Taught' | 'Not taught yet' | 'Taught or not') {
    await chooseOption(
      this.page
        .getByRole('group', { name: 'Sort and filter points' })
        .getByRole('combobox', { name: 'Taught', exact: true }),
      choice,
    );
  }

  /** One point's row, by code. */
  point(code: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`^${code} `) });
  }

  mastery(code: string): Locator {
    return this.point(code).getByRole('combobox', { name: `Mastery of ${code}` });
  }

  /** The overall coverage as a number (the bar's aria-valuenow). */
  async overallPercentage(): Promise<number> {
    return Number(await this.overall.getAttribute('aria-valuenow'));
  }
}
