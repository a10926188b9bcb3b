import { useCallback, useSyncExternalStore } from 'react';
import type { ReplicaDb } from './replica-db';

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

export const markKey = (replica: string) => `${STORAGE_PREFIX}${replica}`;
/** The replica database of `userId`, named without loading replica-db.ts (Dexie, zod). */
export const replicaOf = (userId: string) => `${REPLICA_NAME_PREFIX}${userId}`;

/** This tab's readers of the mark (another tab's moves arrive as `storage` events). */
const listeners = new Set<() => void>();

export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const newMark = () => crypto.randomUUID();

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

/** The mark of the replica named `replica` (one is made when there is none). */
export function markOf(replica: string): string | null {
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
export type Journal = { since: string; last: string; ids: Record<string, string[]> | 'all' };

const JOURNAL_PREFIX = 'lesson-planner.analytics-journal.';

export const journalKey = (replica: string) => `${JOURNAL_PREFIX}${replica}`;

export function readJournal(storage: Storage, replica: string): Journal | null {
  try {
    const text = storage.getItem(journalKey(replica));
    if (!text) return null;
    const journal = JSON.parse(text) as Journal;
    return typeof journal.since === 'string' && typeof journal.last === 'string' ? journal : null;
  } catch {
    return null;
  }
}

/** A journal that names every write since its `since` by id. */
export type CurrentJournal = { since: string; last: string; ids: Record<string, string[]> };

/** The ids written since the kept rows' mark (`since`), while every write since was noted. */
export function analyticsJournal(db: ReplicaDb): CurrentJournal | null {
  return journalOf(db.name);
}

/**
 * `userId`'s journal, read without the replica: an app start can tell before the replica (and
 * Dexie) is loaded whether the rows kept on the device are current (dashboard-start.ts).
 */
export function analyticsJournalOf(userId: string): CurrentJournal | null {
  return journalOf(replicaOf(userId));
}

function journalOf(replica: string): CurrentJournal | null {
  const storage = deviceStorage();
  if (!storage) return null;
  const journal = readJournal(storage, replica);
  if (journal === null || journal.ids === 'all' || journal.last !== markOf(replica)) return null;
  return { since: journal.since, last: journal.last, ids: journal.ids };
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

/** Tells this tab's readers of the mark that it moved (analytics-journal.ts moves it). */
export function markMoved(): void {
  for (const listener of listeners) listener();
}
