import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import { isStrandedInSchool } from '../model/class-rules';
import { CLASS_DELETED, CLASS_NOT_FOUND, type ClassCommandResult } from './class-command-result';
import type { ClassOwner } from './create-class';

/**
 * Archives a class: it leaves the active list (and, later, the planner's class choices) but keeps
 * its lessons and history, and restoreClass brings it back. Not a delete: no tombstone.
 */
export function archiveClass(
  db: ReplicaDb,
  owner: ClassOwner,
  id: string,
  options: WriteOptions = {},
): Promise<ClassCommandResult> {
  return setArchived(db, owner, id, true, options);
}

/** Brings an archived class back to the active list. */
export function restoreClass(
  db: ReplicaDb,
  owner: ClassOwner,
  id: string,
  options: WriteOptions = {},
): Promise<ClassCommandResult> {
  return setArchived(db, owner, id, false, options);
}

async function setArchived(
  db: ReplicaDb,
  owner: ClassOwner,
  id: string,
  archived: boolean,
  { now = () => new Date().toISOString() }: WriteOptions,
): Promise<ClassCommandResult> {
  // One instant for archived_at and updated_at.
  const at = now();
  const store = db.entity('classes');
  return db.transaction('rw', [store, db.outbox], async () => {
    const current = await store.get(id);
    if (!current || current.owner_id !== owner.userId) return CLASS_NOT_FOUND;
    if (current.deleted_at !== null) return CLASS_DELETED;
    // Already as asked (a second tab, a double click): keep the first archived_at, push nothing.
    if ((current.archived_at !== null) === archived) return { ok: true };
    // A class stranded in a school the owner can no longer write to becomes their own, or the
    // server would refuse this change (isStrandedInSchool).
    const fields = {
      archived_at: archived ? at : null,
      ...(isStrandedInSchool(current.school_id, owner.schoolId) ? { school_id: null } : {}),
    };
    const written = await writeWithOutbox(
      db,
      'classes',
      { op: 'update', id, fields },
      { now: () => at },
    );
    return written.ok ? { ok: true } : written;
  });
}
