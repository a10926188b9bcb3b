import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import { newClassSchoolId, type ClassFieldsInput } from '../model/class-rules';
import type { ClassCommandResult } from './class-command-result';
import type { CreateClassResult } from './create-class';

export type { ClassCommandResult, CreateClassResult };

/**
 * The class writers, bound to the open replica and the signed-in user; null while either is
 * missing. The command modules load on first use: they carry the entity schemas (classic zod),
 * which this route's own chunk need not include (README Footguns, route budget).
 */
export function useClassCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user ? newClassSchoolId(user) : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    return {
      async createClass(fields: ClassFieldsInput): Promise<CreateClassResult> {
        const command = await import('./create-class');
        return command.createClass(db, { userId, schoolId }, fields);
      },
      async updateClass(id: string, fields: ClassFieldsInput): Promise<ClassCommandResult> {
        const command = await import('./update-class');
        return command.updateClass(db, { userId, schoolId }, id, fields);
      },
      async archiveClass(id: string): Promise<ClassCommandResult> {
        const command = await import('./archive-class');
        return command.archiveClass(db, { userId, schoolId }, id);
      },
      async restoreClass(id: string): Promise<ClassCommandResult> {
        const command = await import('./archive-class');
        return command.restoreClass(db, { userId, schoolId }, id);
      },
    };
  }, [replica, userId, schoolId]);
}

export type ClassCommands = NonNullable<ReturnType<typeof useClassCommands>>;
