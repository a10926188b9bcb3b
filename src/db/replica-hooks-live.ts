import { Dexie, liveQuery } from 'dexie';
import { watchAnalyticsWrites } from './analytics-journal';
import type { ReplicaDb } from './replica-db';
import type { ReplicaHandle, TableChanges } from './replica-hooks';

/** A node of Dexie's RangeSet tree (a plain object when the set came from another tab). */
type RangeNode = { from?: unknown; to?: unknown; l?: RangeNode; r?: RangeNode };

/** The keys of a RangeSet when every range in it is one string key, else 'all'. */
function keysOf(node: RangeNode | undefined, into: Set<string>): boolean {
  if (!node) return true;
  if ('from' in node && node.from !== undefined) {
    if (typeof node.from !== 'string' || node.from !== node.to) return false;
    into.add(node.from);
  }
  return keysOf(node.l, into) && keysOf(node.r, into);
}

/**
 * The watched tables a storagemutated set touches, with the ids written. Its keys read
 * `idb://<db>/<table>/<index>`: the primary-key part (index '') holds the written keys, exactly for
 * puts, adds and deletes; a range or the full key range (a clear, the database opened or deleted)
 * cannot be narrowed, so that table is 'all'.
 */
export function changesIn(
  parts: Readonly<Record<string, unknown>>,
  dbName: string,
  tables: ReadonlySet<string>,
): TableChanges {
  const prefix = `idb://${dbName}/`;
  const changes = new Map<string, Set<string> | 'all'>();
  const withKeys = new Set<string>();
  for (const [part, value] of Object.entries(parts)) {
    if (!part.startsWith(prefix)) continue;
    const [table, index] = part.slice(prefix.length).split('/', 2) as [string, string?];
    if (!tables.has(table)) continue;
    const known = changes.get(table);
    if (index !== '') {
      // Index parts say the table changed; its ids come with the '' part.
      if (!known) changes.set(table, new Set());
      continue;
    }
    withKeys.add(table);
    if (known === 'all') continue;
    const ids = known ?? new Set<string>();
    changes.set(table, keysOf(value as RangeNode, ids) ? ids : 'all');
  }
  // A table seen only through an index part: which rows changed is not known.
  for (const table of changes.keys()) if (!withKeys.has(table)) changes.set(table, 'all');
  return changes;
}

/** Makes the handle the UI reads the replica through (imported only by the lazily loaded app). */
export function createReplicaHandle(db: ReplicaDb): ReplicaHandle {
  const handle: ReplicaHandle = {
    db,
    live: (query) => liveQuery(query),
    watch(tables, onChange) {
      const wanted = new Set(tables);
      const stop = () => Dexie.on.storagemutated.unsubscribe(listener);
      function listener(parts: Readonly<Record<string, unknown>>) {
        // storagemutated is global: a watcher left on a replica closed at sign-out would keep it
        // (and what was read from it) in memory. The next write anywhere lets it go.
        if (!db.isOpen()) return stop();
        const changes = changesIn(parts, db.name, wanted);
        if (changes.size > 0) onChange(changes);
      }
      Dexie.on.storagemutated.subscribe(listener);
      return stop;
    },
  };
  // Before anything reads or writes through the handle: figures kept across a reload are
  // current only while no write to what they count went unnoticed.
  watchAnalyticsWrites(handle);
  return handle;
}
