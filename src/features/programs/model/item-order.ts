/** Ordering of a program's items: pure, so the drag and the keyboard moves share one rule. */

export type OrderedItem = { id: string; sort_order: number };

/** Items in teaching order: sort_order, then id so every device agrees on ties. */
export function compareItems(a: OrderedItem, b: OrderedItem): number {
  return a.sort_order - b.sort_order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as string);
  return next;
}

/**
 * The sort_order changes that make `items` follow `orderedIds`: position i gets sort_order i, and
 * only rows whose value changes are written (a move of one item touches the items between).
 */
export function sortOrderChanges(
  items: readonly OrderedItem[],
  orderedIds: readonly string[],
): { id: string; sort_order: number }[] {
  const current = new Map(items.map((item) => [item.id, item.sort_order]));
  return orderedIds.flatMap((id, index) =>
    current.has(id) && current.get(id) !== index ? [{ id, sort_order: index }] : [],
  );
}

/** The sort_order for an item added at the end. */
export function nextSortOrder(items: readonly OrderedItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.sort_order + 1), 0);
}
