import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';

export type CommandResult = { ok: true } | { ok: false; message: string; field?: string };

/**
 * The sync page's writers, bound to the open replica. The command modules load on first use:
 * they carry the entity schemas (zod), which this route's initial JavaScript need not include,
 * and the signed-in app has usually loaded them already.
 */
export function useSyncCommands() {
  const replica = useReplica();
  return useMemo(() => {
    if (!replica) return null;
    const { db } = replica;
    return {
      async discardRejected(seq: number): Promise<CommandResult> {
        const commands = await import('@/db/rejected-commands');
        return commands.discardRejected(db, seq);
      },
      async retryRejected(seq: number, fields: Record<string, unknown>): Promise<CommandResult> {
        const commands = await import('@/db/rejected-commands');
        return commands.retryRejected(db, seq, fields);
      },
      async restoreConflict(id: string): Promise<CommandResult> {
        const commands = await import('@/db/conflict-commands');
        return commands.restoreConflict(db, id);
      },
      async dismissConflict(id: string): Promise<CommandResult> {
        const commands = await import('@/db/conflict-commands');
        return commands.dismissConflict(db, id);
      },
      async retryFeedback(id: number): Promise<CommandResult> {
        const queue = await import('@/db/feedback-queue');
        await queue.releasePendingFeedback(db, id);
        return { ok: true };
      },
      async discardFeedback(id: number): Promise<CommandResult> {
        const queue = await import('@/db/feedback-queue');
        await queue.removePendingFeedback(db, id);
        return { ok: true };
      },
    };
  }, [replica]);
}

export type SyncCommands = NonNullable<ReturnType<typeof useSyncCommands>>;
