import { expect, type Locator, type Page } from '@playwright/test';

/** The lesson panel's syllabus points: the linked ones and the searchable picker. */
export class SyllabusPointPicker {
  readonly section: Locator;
  readonly popover: Locator;

  constructor(
    readonly page: Page,
    panel: Locator,
  ) {
    this.section = panel.getByRole('region', { name: 'Syllabus points' });
    this.popover = page.getByRole('dialog', { name: 'Add a syllabus point' });
  }

  /**
   * Opens the picker, types `query` (a code or words), picks the one option showing `code` and
   * waits until the lesson lists it; closes the picker.
   */
  async link(query: string, code: string) {
    await this.section.getByRole('button', { name: 'Add a syllabus point' }).click();
    const search = this.popover.getByRole('combobox', { name: 'Search syllabus points' });
    await search.fill(query);
    const option = this.popover.getByRole('option').filter({ hasText: code });
    await expect(option).toHaveCount(1);
    await expect(this.popover.getByRole('status')).toHaveText(/^\d+ points?$/);
    await option.click();
    await expect(this.linked(code)).toBeVisible();
    await search.press('Escape');
    await expect(this.popover).toBeHidden();
  }

  /** A point the lesson links, by its code. */
  linked(code: string): Locator {
    return this.section.getByRole('listitem').filter({ hasText: code });
  }
}
