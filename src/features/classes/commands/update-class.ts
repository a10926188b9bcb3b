import type { SchoolClass } from '@/db/entities/planning';
import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import {
  isStrandedInSchool,
  parseClassFields,
  type ClassFields,
  type ClassFieldsInput,
} from '../model/class-rules';
import { checkSyllabusChoice } from '../model/class-syllabus-rules';
import { CLASS_DELETED, CLASS_NOT_FOUND, type ClassCommandResult } from './class-command-result';
import type { ClassOwner } from './create-class';

/**
 * Saves an edit of one of the user's classes. The read of the current row shares the write's
 * transaction, so the change names exactly the fields that differ from what this device holds,
 * with those values as its base (the merge needs them to spot an overwritten note). Nothing
 * changed: nothing is written, since an unchanged write would still be a change to push. A class
 * stranded in a school the owner can no longer write to becomes their own with the edit. A new
 * syllabus or stage is checked against the catalogue on this device; changing the syllabus
 * deletes nothing (links and statuses stay with the points of the old one).
 */
export async function updateClass(
  db: ReplicaDb,
  owner: ClassOwner,
  id: string,
  input: ClassFieldsInput,
  options: WriteOptions = {},
): Promise<ClassCommandResult> {
  const parsed = parseClassFields(input);
  if (!parsed.ok) {
    return { ok: false, reason: 'invalid', field: parsed.field, message: parsed.message };
  }
  const store = db.entity('classes');
  const syllabuses = db.entity('syllabuses');
  return db.transaction(
    'rw',
    [store, syllabuses, db.outbox],
    async (): Promise<ClassCommandResult> => {
      const current = await store.get(id);
      if (!current || current.owner_id !== owner.userId) return CLASS_NOT_FOUND;
      if (current.deleted_at !== null) return CLASS_DELETED;
      const { syllabus_id: syllabusId } = parsed.fields;
      const syllabus = syllabusId === null ? undefined : await syllabuses.get(syllabusId);
      const choice = checkSyllabusChoice(parsed.fields, syllabus, current);
      if (!choice.ok) {
        return { ok: false, reason: 'invalid', field: choice.field, message: choice.message };
      }
      const changed = changedFields(current, parsed.fields);
      if (Object.keys(changed).length === 0) return { ok: true };
      const fields = isStrandedInSchool(current.school_id, owner.schoolId)
        ? { ...changed, school_id: null }
        : changed;
      const written = await writeWithOutbox(db, 'classes', { op: 'update', id, fields }, options);
      return written.ok ? { ok: true } : written;
    },
  );
}

function changedFields(current: SchoolClass, next: ClassFields): Partial<ClassFields> {
  const entries = Object.entries(next) as [keyof ClassFields, ClassFields[keyof ClassFields]][];
  return Object.fromEntries(entries.filter(([key, value]) => current[key] !== value));
}
