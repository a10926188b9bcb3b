import { useCallback, useSyncExternalStore } from 'react';
import type { ReplicaDb } from './replica-db';
import type { ReplicaHandle, TableChanges } from './replica-hooks';

/**
 * A mark of the last write to the stores analytics counts from, kept on the device per replica.
 * Figures worked out from those stores and kept across a reload (the dashboard's, so an app start
 * paints at once instead of reading five years of lessons first) carry the mark they were counted
 * at; they are current exactly while the mark has not moved. Every tab with the replica open
 * moves it on every such write (its own, another tab's, a sync pull's), so a write can only go
 * unnoticed if it happens with no tab open, which no code path does. The mark may outlive a
 * sign-out: the next replica's first pull writes every row, which moves it.
 */
/**
 * Every store the analytics source (analytics-source.ts) reads: a write to any of them makes
 * figures counted before it stale. Listed here, not there, so the watcher registered at replica
 * open does not pull the analytics engine into the app's first chunk.
 */
export const ANALYTICS_TABLES = [
  'lessons',
  'lesson_syllabus_points',
  'class_syllabus_status',
  'resources',
  'teaching_methods',
  'classes',
  'syllabus_points',
  'schools',
  'school_closures',
  'teacher_calendars',
] as const;

const STORAGE_PREFIX = 'lesson-planner.analytics-written.';
/**
 * replicaName's prefix (replica-db.ts), repeated so the mark can be read by user id before the
 * replica (and Dexie) is loaded; analytics-written.test.ts keeps the two in step.
 */
const REPLICA_NAME_PREFIX = 'lesson-planner.';

const markKey = (replica: string) => `${STORAGE_PREFIX}${replica}`;
const replicaOf = (userId: string) => `${REPLICA_NAME_PREFIX}${userId}`;

/** This tab's readers of the mark (another tab's moves arrive as `storage` events). */
const listeners = new Set<() => void>();

function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const newMark = () => crypto.randomUUID();

/**
 * The replica's current mark. A device with none yet (first start, storage cleared) gets one now,
 * so figures kept before then never match. Null where storage is blocked: nothing is ever current.
 */
export function analyticsWriteMark(db: ReplicaDb): string | null {
  return markOf(db.name);
}

/**
 * The mark of `userId`'s replica, read without it: figures kept across a reload can be shown as
 * current before the replica opens. Sound because only a tab with the replica open writes to it,
 * and every such tab moves this mark.
 */
export function analyticsWriteMarkOf(userId: string): string | null {
  return markOf(replicaOf(userId));
}

function markOf(replica: string): string | null {
  const storage = deviceStorage();
  if (!storage) return null;
  try {
    const known = storage.getItem(markKey(replica));
    if (known) return known;
    const mark = newMark();
    storage.setItem(markKey(replica), mark);
    return mark;
  } catch {
    return null;
  }
}

/**
 * The journal of writes since the analytics rows were kept (analytics-kept-rows.ts): the mark
 * they were kept at (`since`), the ids written since per store, or 'all' once a write could not
 * be named by id or more than MAX_JOURNAL_IDS were, and the mark its last note moved to (`last`).
 * Every tab that moves the mark notes the write here first, so the kept rows are current with
 * these ids read again exactly while `last` is the current mark (a tab of an older build moves
 * the mark without a note, which makes them not current).
 */
type Journal = { since: string; last: string; ids: Record<string, string[]> | 'all' };

const JOURNAL_PREFIX = 'lesson-planner.analytics-journal.';
/** More ids written than this and the kept rows are read no more (every row is read instead). */
export const MAX_JOURNAL_IDS = 2000;

const journalKey = (replica: string) => `${JOURNAL_PREFIX}${replica}`;

function readJournal(storage: Storage, replica: string): Journal | null {
  try {
    const text = storage.getItem(journalKey(replica));
    if (!text) return null;
    const journal = JSON.parse(text) as Journal;
    return typeof journal.since === 'string' && typeof journal.last === 'string' ? journal : null;
  } catch {
    return null;
  }
}

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

/** The ids written since the kept rows' mark (`since`), while every write since was noted. */
export function analyticsJournal(
  db: ReplicaDb,
): { since: string; last: string; ids: Record<string, string[]> } | null {
  const storage = deviceStorage();
  if (!storage) return null;
  const journal = readJournal(storage, db.name);
  if (journal === null || journal.ids === 'all' || journal.last !== markOf(db.name)) return null;
  return { since: journal.since, last: journal.last, ids: journal.ids };
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

/** A write to the analytics stores (watchAnalyticsWrites in analytics-source.ts calls this). */
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
  for (const listener of listeners) listener();
}

function subscribeToMarks(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * `userId`'s mark, live: a render follows every move, this tab's (its replica's watcher) or
 * another's (a `storage` event), so kept figures stop passing for current the moment a write
 * lands, before any read. Null with nobody signed in or storage blocked.
 */
export function useAnalyticsWriteMark(userId: string | null): string | null {
  const read = useCallback(() => (userId === null ? null : analyticsWriteMarkOf(userId)), [userId]);
  return useSyncExternalStore(subscribeToMarks, read, () => null);
}

/**
 * Moves the mark on every write to the analytics stores, in this tab or another; registered once
 * per opened replica (replica-hooks-live.ts), before anything reads or writes through it.
 */
export function watchAnalyticsWrites(handle: ReplicaHandle): () => void {
  return handle.watch(ANALYTICS_TABLES, (changes) => moveAnalyticsWriteMark(handle.db, changes));
}
