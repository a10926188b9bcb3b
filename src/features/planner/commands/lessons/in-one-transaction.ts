import type { ReplicaDb } from '@/db/replica-db';
import type { LessonRefusal } from './lesson-command-result';

/** Thrown inside the transaction so IndexedDB undoes everything it wrote. */
class Refused extends Error {
  constructor(readonly refusal: LessonRefusal) {
    super(refusal.message);
  }
}

/**
 * Runs a command's reads and its writeManyWithOutbox in ONE rw transaction, so what it checked
 * (the slots still empty, the lessons still where the preview put them) is still true when it
 * writes: another tab's write waits for it. A refusal from `body` (or from the batch inside it)
 * aborts the whole transaction rather than relying on the nested batch to roll back its parent.
 */
export async function inOneTransaction<R extends { ok: true } | LessonRefusal>(
  db: ReplicaDb,
  stores: readonly string[],
  body: () => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction('rw', [...stores, 'outbox'], async () => {
      const result = await body();
      if (!result.ok) throw new Refused(result as LessonRefusal);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal as R;
    throw error;
  }
}
