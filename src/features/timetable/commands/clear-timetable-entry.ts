import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import type { EntryCommandResult } from './save-timetable-entry';

/**
 * Takes an entry out of the teacher's timetable (a tombstone, synced like any delete). Lessons
 * already generated from it stay; regeneration decides what happens to future empty ones.
 */
export async function clearTimetableEntry(
  db: ReplicaDb,
  userId: string,
  id: string,
  options: WriteOptions = {},
): Promise<EntryCommandResult> {
  const entries = db.entity('timetable_entries');
  return db.transaction('rw', [entries, db.outbox], async () => {
    const current = await entries.get(id);
    if (!current || current.owner_id !== userId) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'That entry is not on this device any more',
      };
    }
    // Already cleared (another tab): nothing to push.
    if (current.deleted_at !== null) return { ok: true, id };
    const written = await writeWithOutbox(db, 'timetable_entries', { op: 'delete', id }, options);
    return written.ok ? { ok: true, id } : written;
  });
}
