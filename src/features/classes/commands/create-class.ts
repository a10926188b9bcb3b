import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import { parseClassFields, type ClassFieldsInput } from '../model/class-rules';
import { checkSyllabusChoice } from '../model/class-syllabus-rules';
import type { ClassCommandResult } from './class-command-result';

/** Who a new class belongs to: the signed-in user, and the school it is tied to (null: their own). */
export type ClassOwner = { userId: string; schoolId: string | null };

export type CreateClassResult =
  { ok: true; id: string } | Extract<ClassCommandResult, { ok: false }>;

/**
 * Creates a class on this device: the row (with a client-generated id) and its outbox change in
 * one transaction, so it exists offline at once and reaches the server on the next push. The
 * fields are checked against the class rules first, and a chosen syllabus against the catalogue on
 * this device (there, not retired, the stage one of its levels); a refusal names the field and
 * writes nothing.
 */
export async function createClass(
  db: ReplicaDb,
  owner: ClassOwner,
  input: ClassFieldsInput,
  options: WriteOptions = {},
): Promise<CreateClassResult> {
  const parsed = parseClassFields(input);
  if (!parsed.ok) {
    return { ok: false, reason: 'invalid', field: parsed.field, message: parsed.message };
  }
  const id = crypto.randomUUID();
  const row = {
    id,
    owner_id: owner.userId,
    school_id: owner.schoolId,
    ...parsed.fields,
    // Archived only through archiveClass.
    archived_at: null,
  };
  const classes = db.entity('classes');
  const syllabuses = db.entity('syllabuses');
  // The syllabus is read in the write's transaction: a pull cannot retire it in between.
  return db.transaction(
    'rw',
    [classes, syllabuses, db.outbox],
    async (): Promise<CreateClassResult> => {
      const syllabus = row.syllabus_id === null ? undefined : await syllabuses.get(row.syllabus_id);
      const choice = checkSyllabusChoice(parsed.fields, syllabus, null);
      if (!choice.ok) {
        return { ok: false, reason: 'invalid', field: choice.field, message: choice.message };
      }
      const written = await writeWithOutbox(db, 'classes', { op: 'create', row }, options);
      return written.ok ? { ok: true, id } : written;
    },
  );
}
