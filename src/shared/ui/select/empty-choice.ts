import { flatOptions, type SelectChoice } from './select-choices';

// Imported by radix-select.tsx only, so it travels in the lazy chunk with Radix.

/**
 * Radix Select refuses an item whose value is '' (to Radix, '' means "nothing chosen" and shows
 * the placeholder). Callers keep '' for their "None" / "Any subject" choices, as with a native
 * select, and the kit swaps it for this value on the way in and back on the way out: here only.
 */
export const EMPTY_CHOICE_VALUE = '__kit-select-empty__';

/** An option's value as a Radix item holds it. */
export const toItemValue = (value: string) => (value === '' ? EMPTY_CHOICE_VALUE : value);

/** A Radix value as the caller knows it. */
export const fromItemValue = (value: string) => (value === EMPTY_CHOICE_VALUE ? '' : value);

/**
 * The Root's value: '' stays '' (the placeholder shows) unless an option stands for '' itself,
 * then that option is the chosen one.
 */
export function rootValue(value: string, choices: readonly SelectChoice[]): string {
  if (value !== '') return value;
  return flatOptions(choices).some((option) => option.value === '') ? EMPTY_CHOICE_VALUE : '';
}
