import { useMemo, useState } from 'react';
import { queryResources } from '../model/query-resources';
import { ResourceSearchIndex, type SearchableResource } from '../model/resource-search';
import type { ResourceView } from '../model/resource-view';

/**
 * The page's search: one index for the page's lifetime, brought up to date with each new read
 * of the rows (only changed rows are re-indexed), then searched, filtered and sorted per view.
 */
export function useResourceSearch<T extends SearchableResource>(
  rows: readonly T[] | undefined,
  view: ResourceView,
  userId: string,
): T[] | undefined {
  const [index] = useState(() => new ResourceSearchIndex());
  // Syncing in a memo is safe to repeat: the same rows change nothing in the index.
  const synced = useMemo(() => {
    if (rows === undefined) return undefined;
    index.sync(rows);
    return rows;
  }, [index, rows]);
  return useMemo(
    () => (synced === undefined ? undefined : queryResources(synced, index, view, userId)),
    [synced, index, view, userId],
  );
}
