import type { ReplicaDb } from './replica-db';

/** What a command answers when it refuses: enough for the transaction to know to undo. */
export type CommandRefusal = { ok: false; message: string };

/** Thrown inside the transaction so IndexedDB undoes everything it wrote. */
class Refused extends Error {
  constructor(readonly refusal: CommandRefusal) {
    super(refusal.message);
  }
}

/**
 * Runs a command's reads and writes (with their outbox changes) in ONE rw transaction, so what it
 * checked is still true when it writes: another tab's write waits for it. A refusal from `body`
 * aborts the whole transaction, so nothing half-written is left, and comes back as the answer.
 */
export async function inRefusableTransaction<R extends { ok: true } | CommandRefusal>(
  db: ReplicaDb,
  stores: readonly string[],
  body: () => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction('rw', [...stores, 'outbox'], async () => {
      const result = await body();
      if (!result.ok) throw new Refused(result as CommandRefusal);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal as R;
    throw error;
  }
}
