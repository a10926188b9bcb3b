import {
  deviceStorage,
  journalKey,
  markKey,
  markMoved,
  markOf,
  newMark,
  readJournal,
  ANALYTICS_TABLES,
  type Journal,
} from './analytics-written';
import type { ReplicaDb } from './replica-db';
import type { ReplicaHandle, TableChanges } from './replica-hooks';

/*
 * What moves the analytics write mark (analytics-written.ts) and notes each write in the journal
 * of the rows kept on the device (analytics-kept-rows.ts). Apart from the mark's readers, which
 * every analytics route loads: only the replica's runtime and the kept rows' chunk load this.
 */

/** More ids written than this and the kept rows are read no more (every row is read instead). */
export const MAX_JOURNAL_IDS = 2000;

/**
 * Starts the journal at `mark`, the mark the kept rows were current at; false when the mark has
 * moved since (a write the rows miss) or storage refuses.
 */
export function restartAnalyticsJournal(db: ReplicaDb, mark: string): boolean {
  const storage = deviceStorage();
  if (!storage || markOf(db.name) !== mark) return false;
  try {
    storage.setItem(
      journalKey(db.name),
      JSON.stringify({ since: mark, last: mark, ids: {} } satisfies Journal),
    );
    return true;
  } catch {
    return false;
  }
}

function noteInJournal(storage: Storage, replica: string, changes: TableChanges, mark: string) {
  const journal = readJournal(storage, replica);
  if (journal === null) return;
  let ids = journal.ids;
  if (ids !== 'all') {
    let count = 0;
    const next: Record<string, string[]> = {};
    for (const [table, known] of Object.entries(ids)) next[table] = [...known];
    for (const [table, written] of changes) {
      if (written === 'all') {
        ids = 'all';
        break;
      }
      next[table] = [...new Set([...(next[table] ?? []), ...written])];
    }
    if (ids !== 'all') {
      for (const known of Object.values(next)) count += known.length;
      ids = count > MAX_JOURNAL_IDS ? 'all' : next;
    }
  }
  storage.setItem(
    journalKey(replica),
    JSON.stringify({ since: journal.since, last: mark, ids } satisfies Journal),
  );
}

/** A write to the analytics stores (watchAnalyticsWrites below calls this). */
export function moveAnalyticsWriteMark(db: ReplicaDb, changes?: TableChanges): void {
  const mark = newMark();
  try {
    const storage = deviceStorage();
    if (storage) {
      // Noted before the mark moves: a tab closing between the two leaves `last` ahead of the
      // mark, which makes the kept rows not current, never current with a write missing.
      if (changes) noteInJournal(storage, db.name, changes, mark);
      else storage.removeItem(journalKey(db.name));
      storage.setItem(markKey(db.name), mark);
    }
  } catch {
    // Full storage: drop the mark and the journal, so nothing kept can pass for current.
    try {
      deviceStorage()?.removeItem(journalKey(db.name));
      deviceStorage()?.removeItem(markKey(db.name));
    } catch {
      // Blocked storage: analyticsWriteMark answers null and nothing is current anyway.
    }
  }
  markMoved();
}

/**
 * Moves the mark on every write to the analytics stores, in this tab or another; registered once
 * per opened replica (replica-hooks-live.ts), before anything reads or writes through it.
 */
export function watchAnalyticsWrites(handle: ReplicaHandle): () => void {
  return handle.watch(ANALYTICS_TABLES, (changes) => moveAnalyticsWriteMark(handle.db, changes));
}
