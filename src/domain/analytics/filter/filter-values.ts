/** One list value checked: the value to keep, or the message naming why it was left out. */
export type ItemResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Code-unit order, not `localeCompare`: the order decides the URL's canonical form, which must
 * not change with the browser's language.
 */
export function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/** A word from `choices`, in any case and with stray spaces; else `message(item)`. */
export function parseChoice<T extends string>(
  item: unknown,
  choices: readonly T[],
  message: (item: unknown) => string,
): ItemResult<T> {
  if (typeof item === 'string') {
    const word = item.trim().toUpperCase();
    const choice = choices.find((candidate) => candidate === word);
    if (choice !== undefined) return { ok: true, value: choice };
  }
  return { ok: false, message: message(item) };
}
