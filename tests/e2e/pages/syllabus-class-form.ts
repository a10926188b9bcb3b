import { expect, type Page } from '@playwright/test';
import { chooseOption } from '../support/kit-select';

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
  await chooseOption(dialog.getByLabel('Year', { exact: true }), `Year ${change.year}`);
  // The published catalogue reaches this device with its first sync.
  await chooseOption(dialog.getByLabel('Syllabus', { exact: true }), change.syllabus, {
    timeout: 30_000,
  });
  await chooseOption(dialog.getByLabel('Stage or year covered'), change.stage);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your classes' })).toContainText(change.name);
}
