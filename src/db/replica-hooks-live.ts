import { Dexie, liveQuery } from 'dexie';
import type { ReplicaDb } from './replica-db';
import type { ReplicaHandle } from './replica-hooks';

/**
 * Whether a storagemutated set touches one of `tables` of the database `dbName`: its keys read
 * `idb://<db>/<table>/<index>` (and `…/:dels`); a database opened or deleted marks every table.
 */
export function touchesTables(
  parts: Readonly<Record<string, unknown>>,
  dbName: string,
  tables: ReadonlySet<string>,
): boolean {
  const prefix = `idb://${dbName}/`;
  for (const part of Object.keys(parts)) {
    if (!part.startsWith(prefix)) continue;
    const table = part.slice(prefix.length).split('/', 1)[0]!;
    if (tables.has(table)) return true;
  }
  return false;
}

/** Makes the handle the UI reads the replica through (imported only by the lazily loaded app). */
export function createReplicaHandle(db: ReplicaDb): ReplicaHandle {
  return {
    db,
    live: (query) => liveQuery(query),
    watch(tables, onChange) {
      const wanted = new Set(tables);
      const listener = (parts: Readonly<Record<string, unknown>>) => {
        if (touchesTables(parts, db.name, wanted)) onChange();
      };
      Dexie.on.storagemutated.subscribe(listener);
      return () => Dexie.on.storagemutated.unsubscribe(listener);
    },
  };
}
