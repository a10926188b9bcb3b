import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import { rowLabel } from '../model/sync-issue-text';

export { usePendingFeedback, useRejectedChanges, useUnresolvedConflicts } from '@/db/replica-hooks';
export type { SyncConflict } from '@/db/entities/sync-conflict';
export type { PendingFeedback, RejectedChange } from '@/db/outbox-schema';

/**
 * A short name for the row a change or conflict is about ("Fractions"), live; null when the row
 * has no name field or is not on this device, undefined while loading.
 */
export function useRowLabel(table: string, id: string): string | null | undefined {
  const query = useCallback(
    async (db: ReplicaDb) => {
      // Only replicated stores: a refused change may name a table this device does not keep.
      if (!db.tables.some((store) => store.name === table)) return null;
      const row: unknown = await db.table(table).get(id);
      return rowLabel(row as Record<string, unknown> | undefined);
    },
    [table, id],
  );
  return useReplicaQuery(query);
}
