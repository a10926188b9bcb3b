import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import type { TourProgressResult } from './write-tour-progress';

/**
 * The tour's writers, bound to the open replica; null while it opens. The command modules load
 * on first use: they carry the entity schemas (classic zod), which the tour's trigger, loaded on
 * every signed-in page, need not include.
 */
export function useGuidedTourCommands(userId: string | null) {
  const replica = useReplica();
  return useMemo(() => {
    if (!replica || userId === null) return null;
    return {
      async complete(): Promise<TourProgressResult> {
        const command = await import('./complete-guided-tour');
        return command.completeGuidedTour(replica.db, userId);
      },
      async reset(): Promise<TourProgressResult> {
        const command = await import('./reset-guided-tour');
        return command.resetGuidedTour(replica.db, userId);
      },
    };
  }, [replica, userId]);
}

export type GuidedTourCommands = NonNullable<ReturnType<typeof useGuidedTourCommands>>;
