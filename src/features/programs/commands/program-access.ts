import type { Program } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { canEditProgram } from '../model/program-rules';
import {
  PROGRAM_NOT_FOUND,
  PROGRAM_READ_ONLY,
  type ProgramContext,
  type ProgramRefusal,
} from './program-command-result';

/**
 * The live program the teacher may change (theirs, or their school's shared one when they manage
 * the school), or why not. Call inside the command's transaction.
 */
export async function editableProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  programId: string,
): Promise<{ ok: true; program: Program } | ProgramRefusal> {
  const program = await db.entity('programs').get(programId);
  if (!program || program.deleted_at !== null) return PROGRAM_NOT_FOUND;
  if (!canEditProgram(program, ctx)) return PROGRAM_READ_ONLY;
  return { ok: true, program };
}
