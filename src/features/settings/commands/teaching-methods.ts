import type { TeachingMethod } from '@/db/entities/syllabus';
import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions, type WriteRefusal } from '@/db/write-with-outbox';
import {
  canEditMethod,
  METHOD_MESSAGES,
  nameKey,
  newMethodScope,
  parseMethodInput,
  sameList,
  type MethodFields,
  type MethodInput,
  type MethodViewer,
} from '../model/teaching-method-rules';

/** How a teaching-method command went; a refusal names the field when one field is to blame. */
export type MethodCommandResult =
  | { ok: true; id: string }
  | { ok: false; reason: WriteRefusal | 'not_allowed'; field?: string; message: string };

const NOT_ALLOWED = {
  ok: false,
  reason: 'not_allowed',
  message: METHOD_MESSAGES.notAllowed,
} as const;
const NOT_FOUND = { ok: false, reason: 'not_found', message: METHOD_MESSAGES.notFound } as const;
const DELETED = { ok: false, reason: 'deleted', message: METHOD_MESSAGES.deleted } as const;

/** The live rows of the list `scope` is in, `exceptId` left out (the row being renamed). */
async function liveRowsOfList(
  db: ReplicaDb,
  scope: Pick<TeachingMethod, 'school_id' | 'owner_id'>,
  exceptId: string | null,
): Promise<TeachingMethod[]> {
  const rows = await db.entity('teaching_methods').toArray();
  return rows.filter(
    (row) => row.deleted_at === null && row.id !== exceptId && sameList(row, scope),
  );
}

/**
 * Adds a method to the list the viewer edits (the school's for its OWNER/ADMIN, their own when
 * solo): the row and its outbox change in one transaction, after the duplicate check read in the
 * same transaction, so two tabs cannot both add "Discussion".
 */
export function addTeachingMethod(
  db: ReplicaDb,
  viewer: MethodViewer,
  input: MethodInput,
  options: WriteOptions = {},
): Promise<MethodCommandResult> {
  const scope = newMethodScope(viewer);
  if (scope === null) return Promise.resolve(NOT_ALLOWED);
  const store = db.entity('teaching_methods');
  return db.transaction('rw', [store, db.outbox], async (): Promise<MethodCommandResult> => {
    const parsed = parseMethodInput(input, await liveRowsOfList(db, scope, null));
    if (!parsed.ok) return { ok: false, reason: 'invalid', ...fieldOf(parsed) };
    const id = crypto.randomUUID();
    const row = { id, ...scope, ...parsed.fields };
    const written = await writeWithOutbox(db, 'teaching_methods', { op: 'create', row }, options);
    return written.ok ? { ok: true, id } : written;
  });
}

/** Renames or re-describes a method of the viewer's list; the change names only what moved. */
export function editTeachingMethod(
  db: ReplicaDb,
  viewer: MethodViewer,
  id: string,
  input: MethodInput,
  options: WriteOptions = {},
): Promise<MethodCommandResult> {
  const store = db.entity('teaching_methods');
  return db.transaction('rw', [store, db.outbox], async (): Promise<MethodCommandResult> => {
    const current = await store.get(id);
    if (!current) return NOT_FOUND;
    if (current.deleted_at !== null) return DELETED;
    if (!canEditMethod(viewer, current)) return NOT_ALLOWED;
    const parsed = parseMethodInput(input, await liveRowsOfList(db, current, id));
    if (!parsed.ok) return { ok: false, reason: 'invalid', ...fieldOf(parsed) };
    const fields: Partial<MethodFields> = {};
    if (parsed.fields.name !== current.name) fields.name = parsed.fields.name;
    if (parsed.fields.description !== current.description) {
      fields.description = parsed.fields.description;
    }
    // Nothing moved: an unchanged write would still be a change to push.
    if (Object.keys(fields).length === 0) return { ok: true, id };
    const written = await writeWithOutbox(
      db,
      'teaching_methods',
      { op: 'update', id, fields },
      options,
    );
    return written.ok ? { ok: true, id } : written;
  });
}

/**
 * Deletes a method of the viewer's list (a tombstone). Lessons that used it keep its id, and the
 * reflection form shows the tombstone's name marked "(removed)"; restoreTeachingMethod undoes it.
 */
export function deleteTeachingMethod(
  db: ReplicaDb,
  viewer: MethodViewer,
  id: string,
  options: WriteOptions = {},
): Promise<MethodCommandResult> {
  return changeTombstone(db, viewer, id, 'delete', options);
}

/** Brings a deleted method back (the delete's undo), unless its name was reused meanwhile. */
export function restoreTeachingMethod(
  db: ReplicaDb,
  viewer: MethodViewer,
  id: string,
  options: WriteOptions = {},
): Promise<MethodCommandResult> {
  return changeTombstone(db, viewer, id, 'restore', options);
}

function changeTombstone(
  db: ReplicaDb,
  viewer: MethodViewer,
  id: string,
  op: 'delete' | 'restore',
  options: WriteOptions,
): Promise<MethodCommandResult> {
  const store = db.entity('teaching_methods');
  return db.transaction('rw', [store, db.outbox], async (): Promise<MethodCommandResult> => {
    const current = await store.get(id);
    if (!current) return NOT_FOUND;
    if (!canEditMethod(viewer, current)) return NOT_ALLOWED;
    // Already as asked (a second tab, a double click): push nothing.
    if ((current.deleted_at !== null) === (op === 'delete')) return { ok: true, id };
    if (op === 'restore') {
      const others = await liveRowsOfList(db, current, id);
      if (others.some((other) => nameKey(other.name) === nameKey(current.name))) {
        return {
          ok: false,
          reason: 'exists',
          field: 'name',
          message: METHOD_MESSAGES.duplicate(current.name),
        };
      }
    }
    const written = await writeWithOutbox(db, 'teaching_methods', { op, id }, options);
    return written.ok ? { ok: true, id } : written;
  });
}

const fieldOf = ({ field, message }: { field: string; message: string }) => ({ field, message });
