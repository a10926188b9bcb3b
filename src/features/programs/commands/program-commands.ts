import type { ReplicaDb } from '@/db/replica-db';
import { inRefusableTransaction } from '@/db/refusable-transaction';
import { writeManyWithOutbox, writeWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { compareItems } from '../model/item-order';
import {
  copyName,
  ownsProgram,
  parseProgramFields,
  type ProgramFieldsInput,
} from '../model/program-rules';
import { editableProgram } from './program-access';
import {
  defaultNewId,
  defaultNow,
  NO_SCHOOL_TO_SHARE,
  OWNER_ONLY_DELETE,
  OWNER_ONLY_UNSHARE,
  PROGRAM_NOT_FOUND,
  type ProgramCommandOptions,
  type ProgramContext,
  type ProgramRefusal,
} from './program-command-result';

export type ProgramIdResult = { ok: true; id: string } | ProgramRefusal;
export type ProgramResult = { ok: true } | ProgramRefusal;

const PROGRAM_STORES = ['programs', 'program_items'] as const;

function parsed(input: ProgramFieldsInput, ctx: Pick<ProgramContext, 'schoolId'>) {
  const result = parseProgramFields(input);
  if (!result.ok) {
    const [field, message] = Object.entries(result.errors)[0] as [string, string];
    return { ok: false, reason: 'invalid', field, message } as const satisfies ProgramRefusal;
  }
  if (result.fields.is_shared && ctx.schoolId === null) return NO_SCHOOL_TO_SHARE;
  return result;
}

/** Creates a program (the teacher's own, or shared with their school) with no items yet. */
export async function createProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  input: ProgramFieldsInput,
  { now = defaultNow, newId = defaultNewId }: ProgramCommandOptions = {},
): Promise<ProgramIdResult> {
  const checked = parsed(input, ctx);
  if (!checked.ok) return checked;
  const id = newId();
  const row = {
    id,
    owner_id: ctx.userId,
    school_id: ctx.schoolId,
    ...checked.fields,
  };
  const written = await writeWithOutbox(db, 'programs', { op: 'create', row }, { now });
  return written.ok ? { ok: true, id } : written;
}

/**
 * Changes a program's name, subject, year, stage, description or visibility. A manager editing a
 * colleague's shared program changes its fields only: it stays shared with the same school.
 */
export function updateProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
  input: ProgramFieldsInput,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ProgramResult> {
  return inRefusableTransaction(db, PROGRAM_STORES, async () => {
    const found = await editableProgram(db, ctx, programId);
    if (!found.ok) return found;
    const owner = ownsProgram(found.program, ctx);
    if (!owner && input.visibility !== 'school') return OWNER_ONLY_UNSHARE;
    const checked = parsed(input, owner ? ctx : { schoolId: found.program.school_id });
    if (!checked.ok) return checked;
    // The owner's shared programs go to the school they write to now (a server rule, DESIGN §5);
    // a manager's edit leaves the program where it is.
    const school_id = owner ? (ctx.schoolId ?? found.program.school_id) : found.program.school_id;
    const fields = { ...checked.fields, school_id };
    const written = await writeManyWithOutbox(
      db,
      [{ table: 'programs', request: { op: 'update', id: programId, fields } }],
      { now },
    );
    return written.ok ? { ok: true } : written;
  });
}

/**
 * Deletes a program (a tombstone: restoreProgram is its undo). Its items go with it. Only its
 * owner deletes it, even where a manager may edit it.
 */
export function deleteProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ProgramResult> {
  return inRefusableTransaction(db, PROGRAM_STORES, async () => {
    const found = await editableProgram(db, ctx, programId);
    if (!found.ok) return found;
    if (!ownsProgram(found.program, ctx)) return OWNER_ONLY_DELETE;
    const written = await writeManyWithOutbox(
      db,
      [{ table: 'programs', request: { op: 'delete', id: programId } }],
      { now },
    );
    return written.ok ? { ok: true } : written;
  });
}

/** Undoes deleteProgram. */
export function restoreProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<ProgramResult> {
  return inRefusableTransaction(db, PROGRAM_STORES, async () => {
    const program = await db.entity('programs').get(programId);
    if (!program || program.owner_id !== ctx.userId) return PROGRAM_NOT_FOUND;
    if (program.deleted_at === null) return { ok: true };
    const written = await writeManyWithOutbox(
      db,
      [{ table: 'programs', request: { op: 'restore', id: programId } }],
      { now },
    );
    return written.ok ? { ok: true } : written;
  });
}

/**
 * Copies a program and its live items, in order, as the teacher's own (not shared): how a teacher
 * adapts a colleague's program, which they may only read.
 */
export function duplicateProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
  { now = defaultNow, newId = defaultNewId }: ProgramCommandOptions = {},
): Promise<ProgramIdResult> {
  return inRefusableTransaction(db, PROGRAM_STORES, async () => {
    const source = await db.entity('programs').get(programId);
    if (!source || source.deleted_at !== null) return PROGRAM_NOT_FOUND;
    const items = (
      await db
        .entity('program_items')
        .where('[program_id+sort_order]')
        .between([programId, -Infinity], [programId, Infinity], true, true)
        .toArray()
    )
      .filter((item) => item.deleted_at === null)
      .sort(compareItems);
    const id = newId();
    const writes: TableWrite[] = [
      {
        table: 'programs',
        request: {
          op: 'create',
          row: {
            id,
            owner_id: ctx.userId,
            school_id: ctx.schoolId,
            is_shared: false,
            name: copyName(source.name),
            description: source.description,
            subject: source.subject,
            year: source.year,
            stage: source.stage,
            syllabus_id: source.syllabus_id,
          },
        },
      },
      ...items.map((item, index): TableWrite => ({
        table: 'program_items',
        request: {
          op: 'create',
          row: {
            id: newId(),
            program_id: id,
            sort_order: index,
            title: item.title,
            duration_periods: item.duration_periods,
            objectives: item.objectives,
            success_criteria: item.success_criteria,
            activities: item.activities,
            notes: item.notes,
            syllabus_point_ids: item.syllabus_point_ids,
            resource_ids: item.resource_ids,
          },
        },
      })),
    ];
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true, id } : written;
  });
}
