import { expect, type Page } from '@playwright/test';

/**
 * /settings/classes: edits one class's name, subject and year, then the syllabus it follows and
 * the stage it covers (the class form's syllabus fields), and saves.
 */
export async function setClassSyllabus(
  page: Page,
  className: string,
  change: { name: string; subject: string; year: number; syllabus: RegExp; stage: string },
) {
  await page.goto('/settings/classes');
  await page.getByRole('button', { name: `Edit ${className}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${className}` });
  await dialog.getByLabel('Name', { exact: true }).fill(change.name);
  await dialog.getByLabel('Subject').fill(change.subject);
  await dialog.getByLabel('Year', { exact: true }).selectOption({ label: `Year ${change.year}` });
  // The published catalogue reaches this device with its first sync.
  const syllabus = dialog.getByLabel('Syllabus', { exact: true });
  const option = syllabus.locator('option').filter({ hasText: change.syllabus });
  await expect(option).toHaveCount(1, { timeout: 30_000 });
  await syllabus.selectOption((await option.getAttribute('value'))!);
  await dialog.getByLabel('Stage or year covered').selectOption({ label: change.stage });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your classes' })).toContainText(change.name);
}
