import { expect, type Locator } from '@playwright/test';

/**
 * The app's selects are the design kit's (src/shared/ui/select, Radix Select): a combobox button
 * whose options open in a listbox at the end of the body. Playwright's `selectOption` and
 * `toHaveValue` work only on a native select; this clicks as a teacher does. `timeout` is for
 * options a sync brings (the list waits open until the option is there).
 */
export async function chooseOption(
  combobox: Locator,
  option: string | RegExp,
  { timeout }: { timeout?: number } = {},
) {
  await combobox.click();
  const listbox = combobox.page().getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click({ timeout });
  await expect(listbox).toBeHidden();
}
