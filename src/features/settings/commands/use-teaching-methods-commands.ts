import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import type { MethodInput, MethodViewer } from '../model/teaching-method-rules';
import type { MethodCommandResult } from './teaching-methods';

export type { MethodCommandResult };

/**
 * The teaching-method writers, bound to the open replica and the signed-in user; null while
 * either is missing. The command module loads on first use: it carries the entity schemas
 * (classic zod), which this route's own chunk need not include (README Footguns, route budget).
 */
export function useTeachingMethodsCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  const role = user?.role ?? null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const viewer: MethodViewer = { userId, schoolId, role };
    const commands = () => import('./teaching-methods');
    return {
      async add(input: MethodInput): Promise<MethodCommandResult> {
        return (await commands()).addTeachingMethod(db, viewer, input);
      },
      async edit(id: string, input: MethodInput): Promise<MethodCommandResult> {
        return (await commands()).editTeachingMethod(db, viewer, id, input);
      },
      async remove(id: string): Promise<MethodCommandResult> {
        return (await commands()).deleteTeachingMethod(db, viewer, id);
      },
      async restore(id: string): Promise<MethodCommandResult> {
        return (await commands()).restoreTeachingMethod(db, viewer, id);
      },
    };
  }, [replica, userId, schoolId, role]);
}

export type TeachingMethodsCommands = NonNullable<ReturnType<typeof useTeachingMethodsCommands>>;
