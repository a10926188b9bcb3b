import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import type { UpdateFullNameResult } from './update-full-name';

/**
 * The profile's writers, bound to the open replica; null while it opens. The command module loads
 * on first use: it carries the entity schemas (classic zod), which /profile's chunk need not
 * include.
 */
export function useProfileCommands(userId: string) {
  const replica = useReplica();
  return useMemo(() => {
    if (!replica) return null;
    return {
      async updateFullName(fullName: string): Promise<UpdateFullNameResult> {
        const command = await import('./update-full-name');
        return command.updateFullName(replica.db, userId, fullName);
      },
    };
  }, [replica, userId]);
}

export type ProfileCommands = NonNullable<ReturnType<typeof useProfileCommands>>;
