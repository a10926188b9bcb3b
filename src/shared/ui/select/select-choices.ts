/** One choice of a kit select. `value` may be '' for a "none" or "any" choice. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Choices shown under a heading (a native select's optgroup). */
export type SelectGroup = { group: string; options: readonly SelectOption[] };

export type SelectChoice = SelectOption | SelectGroup;

export const isGroup = (choice: SelectChoice): choice is SelectGroup => 'group' in choice;

export function flatOptions(choices: readonly SelectChoice[]): SelectOption[] {
  return choices.flatMap((choice) => (isGroup(choice) ? choice.options : [choice]));
}
