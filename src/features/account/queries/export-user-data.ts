import { useMemo } from 'react';
import { SYNCED_TABLES, type SyncedTable } from '@sync/merge/change';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplica } from '@/db/replica-hooks';

/** "Download my data": what this device holds for the signed-in user, as one JSON document. */
export type UserDataExport = {
  exportedAt: string;
  user: { id: string; email: string };
  /** Every synced table's rows on this device, tombstones (deleted rows) left out. */
  tables: Record<SyncedTable, unknown[]>;
  /** Changes made here that have not reached the server yet (they are in `tables` already). */
  outboxCount: number;
};

/**
 * Reads every synced table in ONE read transaction, so the file is a consistent snapshot even
 * while a pull writes: rows of one sync cycle are all in it or all not.
 */
export async function readUserData(
  db: ReplicaDb,
  user: { id: string; email: string },
  now: Date,
): Promise<UserDataExport> {
  const stores = [...SYNCED_TABLES.map((table) => db.table(table)), db.outbox];
  return db.transaction('r', stores, async () => {
    const entries = await Promise.all(
      SYNCED_TABLES.map(async (table) => {
        const rows: { deleted_at?: unknown }[] = await db.table(table).toArray();
        return [table, rows.filter((row) => row.deleted_at == null)] as const;
      }),
    );
    return {
      exportedAt: now.toISOString(),
      user: { id: user.id, email: user.email },
      tables: Object.fromEntries(entries) as Record<SyncedTable, unknown[]>,
      outboxCount: await db.outbox.count(),
    };
  });
}

/** A reader bound to the open replica; null while it opens. */
export function useUserDataExport() {
  const replica = useReplica();
  return useMemo(() => {
    if (!replica) return null;
    return (user: { id: string; email: string }, now: Date) => readUserData(replica.db, user, now);
  }, [replica]);
}
