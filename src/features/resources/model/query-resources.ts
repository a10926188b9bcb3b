import type { ResourceSearchIndex, SearchableResource } from './resource-search';
import type { ResourceView } from './resource-view';

const TITLE_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const sameText = (a: string, b: string) => TITLE_ORDER.compare(a, b) === 0;

/** Whether a row passes the view's filters (everything but the search). */
export function passesFilters(
  row: SearchableResource,
  view: ResourceView,
  userId: string,
): boolean {
  if (view.kind !== null && row.kind !== view.kind) return false;
  if (view.subject !== null && (row.subject === null || !sameText(row.subject, view.subject)))
    return false;
  // A resource for no particular year suits every year.
  if (view.year !== null && row.years.length > 0 && !row.years.includes(view.year)) return false;
  if (view.tag !== null && !row.tags.some((tag) => sameText(tag, view.tag as string))) return false;
  if (view.scope === 'mine' && row.owner_id !== userId) return false;
  if (view.scope === 'school' && row.owner_id === userId) return false;
  return true;
}

const COMPARE = {
  title: (a: SearchableResource, b: SearchableResource) =>
    TITLE_ORDER.compare(a.title, b.title) || a.id.localeCompare(b.id),
  newest: (a: SearchableResource, b: SearchableResource) =>
    b.created_at.localeCompare(a.created_at) || TITLE_ORDER.compare(a.title, b.title),
  updated: (a: SearchableResource, b: SearchableResource) =>
    b.updated_at.localeCompare(a.updated_at) || TITLE_ORDER.compare(a.title, b.title),
} as const;

/**
 * What the page lists for a view: the rows the search finds (all of them for a blank search),
 * narrowed by the filters, in the chosen order. One pass over the rows per keystroke; the index
 * must have been synced with `rows`.
 */
export function queryResources<T extends SearchableResource>(
  rows: readonly T[],
  index: ResourceSearchIndex,
  view: ResourceView,
  userId: string,
): T[] {
  const hits = index.search(view.q);
  return rows
    .filter((row) => (hits === null || hits.has(row.id)) && passesFilters(row, view, userId))
    .sort(COMPARE[view.sort]);
}

/** The subjects and tags the filters offer: those the rows use, each spelling once, sorted. */
export function facetsOf(rows: readonly SearchableResource[]): {
  subjects: string[];
  tags: string[];
} {
  const distinct = (values: Iterable<string>) => {
    const byKey = new Map<string, string>();
    for (const value of values) {
      const key = value.toLocaleLowerCase('en');
      if (!byKey.has(key)) byKey.set(key, value);
    }
    return [...byKey.values()].sort(TITLE_ORDER.compare);
  };
  return {
    subjects: distinct(rows.flatMap((row) => (row.subject === null ? [] : [row.subject]))),
    tags: distinct(rows.flatMap((row) => row.tags)),
  };
}
