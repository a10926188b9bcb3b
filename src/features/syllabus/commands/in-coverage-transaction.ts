import type { ReplicaDb } from '@/db/replica-db';
import type { CoverageRefusal } from './coverage-command-result';

/** Thrown inside the transaction so IndexedDB undoes everything it wrote. */
class Refused extends Error {
  constructor(readonly refusal: CoverageRefusal) {
    super(refusal.message);
  }
}

/**
 * Runs a command's reads and writes in ONE rw transaction, so what it checked (the lesson still
 * has no point, the status row is still the one it read) is still true when it writes; a refusal
 * aborts the whole transaction, so nothing half-written is left.
 */
export async function inCoverageTransaction<R extends { ok: true } | CoverageRefusal>(
  db: ReplicaDb,
  stores: readonly string[],
  body: () => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction('rw', [...stores, 'outbox'], async () => {
      const result = await body();
      if (!result.ok) throw new Refused(result as CoverageRefusal);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal as R;
    throw error;
  }
}
