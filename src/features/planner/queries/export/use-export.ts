import { useCallback, useMemo } from 'react';
import { useReplica, useReplicaQuery } from '@/db/replica-hooks';
import type { ReplicaDb } from '@/db/replica-db';
import { useSession } from '@/shared/lib/session/session-context';
import type { ExportFile, ExportRequest } from './export-lessons';

export type { ExportFile };

/** A class as the tools' pickers show it. */
export type ToolClass = { id: string; name: string; academicYear: string | null };

/** The teacher's live, unarchived classes by name, for the copy and export pickers. */
export function useToolClasses(): ToolClass[] | undefined {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const query = useCallback(
    async (db: ReplicaDb): Promise<ToolClass[]> => {
      if (userId === null) return [];
      const rows = await db.entity('classes').where('owner_id').equals(userId).toArray();
      return rows
        .filter((row) => row.deleted_at === null && row.archived_at === null)
        .map((row) => ({ id: row.id, name: row.name, academicYear: row.academic_year }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    [userId],
  );
  return useReplicaQuery(query);
}

/** Builds an .ics file of the teacher's lessons on demand (null until the replica is open). */
export function useExportLessons() {
  const replica = useReplica();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    return async (request: Omit<ExportRequest, 'ownerId'>): Promise<ExportFile> => {
      const query = await import('./export-lessons');
      return query.exportLessons(replica.db, { ...request, ownerId: userId });
    };
  }, [replica, userId]);
}
