import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import type { ItemFieldsInput, ProgramFieldsInput } from '../model/program-rules';
import type { AppliedProgram, ApplicationPreview, ApplyInput } from './apply-program';
import type { ItemIdResult, ItemResult } from './item-commands';
import type { ProgramRefusal } from './program-command-result';
import type { ProgramIdResult, ProgramResult } from './program-commands';

export type {
  AppliedProgram,
  ApplicationPreview,
  ApplyInput,
  ItemIdResult,
  ItemResult,
  ProgramIdResult,
  ProgramRefusal,
  ProgramResult,
};

/**
 * The program writers, bound to the open replica and the signed-in teacher; null while either is
 * missing. Command modules load on first use: they carry the entity schemas (classic zod), which
 * this route's chunk need not include (README Footguns, route budget). A VIEWER writes to no
 * school, so their programs stay their own.
 */
export function useProgramCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user && user.role !== 'VIEWER' ? user.schoolId : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const ctx = { userId, schoolId };
    const programs = () => import('./program-commands');
    const items = () => import('./item-commands');
    const apply = () => import('./apply-program');
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
      updateItem: async (id: string, input: ItemFieldsInput): Promise<ItemResult> =>
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
      undoApplyProgram: async (
        applied: Pick<AppliedProgram, 'previous'>,
      ): Promise<{ ok: true } | ProgramRefusal> =>
        (await apply()).undoApplyProgram(db, ctx, applied),
    };
  }, [replica, userId, schoolId]);
}

export type ProgramCommands = NonNullable<ReturnType<typeof useProgramCommands>>;
