import type { ReplicaDb } from './replica-db';
import type { ReplicaHandle } from './replica-hooks';

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

const markKey = (db: ReplicaDb) => `${STORAGE_PREFIX}${db.name}`;

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
  const storage = deviceStorage();
  if (!storage) return null;
  try {
    const known = storage.getItem(markKey(db));
    if (known) return known;
    const mark = newMark();
    storage.setItem(markKey(db), mark);
    return mark;
  } catch {
    return null;
  }
}

/** A write to the analytics stores (watchAnalyticsWrites in analytics-source.ts calls this). */
export function moveAnalyticsWriteMark(db: ReplicaDb): void {
  try {
    deviceStorage()?.setItem(markKey(db), newMark());
  } catch {
    // Full storage: drop the mark, so nothing kept can pass for current.
    try {
      deviceStorage()?.removeItem(markKey(db));
    } catch {
      // Blocked storage: analyticsWriteMark answers null and nothing is current anyway.
    }
  }
}

/**
 * Moves the mark on every write to the analytics stores, in this tab or another; registered once
 * per opened replica (replica-hooks-live.ts), before anything reads or writes through it.
 */
export function watchAnalyticsWrites(handle: ReplicaHandle): () => void {
  return handle.watch(ANALYTICS_TABLES, () => moveAnalyticsWriteMark(handle.db));
}
