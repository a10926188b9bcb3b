import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

type Name = string | RegExp;

/**
 * The kit select (src/shared/ui/select) is a combobox button with its options in a listbox
 * portalled to the body, not a native select: `user.selectOptions` and `toHaveValue` do not
 * apply. These helpers drive it as a teacher does. `within` narrows where the combobox is found
 * (a dialog, a panel); the listbox is always looked for in the whole document.
 */
export async function chooseOption(
  user: UserEvent,
  combobox: Name,
  option: Name,
  container: HTMLElement = document.body,
): Promise<void> {
  await user.click(await findCombobox(combobox, container));
  const listbox = await screen.findByRole('listbox');
  // Found, not got: options a live query reads may arrive after the list opened.
  await user.click(await within(listbox).findByRole('option', { name: option }));
}

/** The options a select offers, in order, read by opening it and closed again with Escape. */
export async function optionLabels(
  user: UserEvent,
  combobox: Name,
  container: HTMLElement = document.body,
): Promise<string[]> {
  await user.click(await findCombobox(combobox, container));
  const listbox = await screen.findByRole('listbox');
  const labels = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return labels;
}

/** The kit select's trigger once its chunk has loaded (a placeholder stands in meanwhile). */
export function findCombobox(name: Name, container: HTMLElement = document.body) {
  return within(container).findByRole('combobox', { name });
}
