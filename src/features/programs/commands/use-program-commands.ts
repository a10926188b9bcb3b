import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import type { ItemFieldsInput, ProgramFieldsInput } from '../model/program-rules';
import type { AppliedProgram, ApplicationPreview, ApplyInput } from './apply-program';
import type { ItemIdResult, ItemResult, ItemUpdated } from './item-commands';
import type { ItemLessonsInput, LessonsToUpdate, LessonsUpdated } from './item-lessons';
import type { LessonsUndo } from './lesson-writes';
import type { ProgramRefusal } from './program-command-result';
import type { ProgramIdResult, ProgramResult } from './program-commands';

export type {
  AppliedProgram,
  ApplicationPreview,
  ApplyInput,
  ItemIdResult,
  ItemLessonsInput,
  ItemResult,
  ItemUpdated,
  LessonsToUpdate,
  LessonsUndo,
  LessonsUpdated,
  ProgramIdResult,
  ProgramRefusal,
  ProgramResult,
};

/**
 * The program writers, bound to the open replica and the signed-in teacher; null while either is
 * missing. Command modules load on first use: they carry the entity schemas (classic zod), which
 * this route's chunk need not include (README Footguns, route budget). A VIEWER writes to no
 * school, so their programs stay their own; the role lets a manager edit the school's programs.
 */
export function useProgramCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user && user.role !== 'VIEWER' ? user.schoolId : null;
  const role = user?.role ?? null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const ctx = { userId, schoolId, role };
    const programs = () => import('./program-commands');
    const items = () => import('./item-commands');
    const apply = () => import('./apply-program');
    const itemLessons = () => import('./item-lessons');
    return {
      canShare: schoolId !== null,
      createProgram: async (input: ProgramFieldsInput): Promise<ProgramIdResult> =>
        (await programs()).createProgram(db, ctx, input),
      updateProgram: async (id: string, input: ProgramFieldsInput): Promise<ProgramResult> =>
        (await programs()).updateProgram(db, ctx, id, input),
      deleteProgram: async (id: string): Promise<ProgramResult> =>
        (await programs()).deleteProgram(db, ctx, id),
      restoreProgram: async (id: string): Promise<ProgramResult> =>
        (await programs()).restoreProgram(db, ctx, id),
      duplicateProgram: async (id: string): Promise<ProgramIdResult> =>
        (await programs()).duplicateProgram(db, ctx, id),
      addItem: async (programId: string, input: ItemFieldsInput): Promise<ItemIdResult> =>
        (await items()).addItem(db, ctx, programId, input),
      updateItem: async (id: string, input: ItemFieldsInput): Promise<ItemUpdated> =>
        (await items()).updateItem(db, ctx, id, input),
      deleteItem: async (id: string): Promise<ItemResult> =>
        (await items()).deleteItem(db, ctx, id),
      restoreItem: async (id: string): Promise<ItemResult> =>
        (await items()).restoreItem(db, ctx, id),
      reorderItems: async (programId: string, ids: readonly string[]): Promise<ItemResult> =>
        (await items()).reorderItems(db, ctx, programId, ids),
      previewApplication: async (input: ApplyInput): Promise<ApplicationPreview | ProgramRefusal> =>
        (await apply()).previewApplication(db, ctx, input),
      applyProgram: async (input: ApplyInput): Promise<AppliedProgram | ProgramRefusal> =>
        (await apply()).applyProgram(db, ctx, input),
      undoApplyProgram: async (applied: {
        undo: LessonsUndo;
      }): Promise<{ ok: true } | ProgramRefusal> =>
        (await apply()).undoApplyProgram(db, ctx, applied),
      lessonsToUpdate: async (input: ItemLessonsInput): Promise<LessonsToUpdate> =>
        (await itemLessons()).lessonsToUpdate(db, ctx, input),
      updateFutureLessons: async (input: ItemLessonsInput): Promise<LessonsUpdated> =>
        (await itemLessons()).updateFutureLessons(db, ctx, input),
    };
  }, [replica, userId, schoolId, role]);
}

export type ProgramCommands = NonNullable<ReturnType<typeof useProgramCommands>>;
