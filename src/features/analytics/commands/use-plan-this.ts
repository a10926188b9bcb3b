import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import type {
  PlannedPoint,
  PlanThisResult,
  UndoPlanThisResult,
} from '@/db/coverage-commands/plan-this';
import { useSession } from '@/shared/lib/session/session-context';

export type { PlannedPoint, PlanThisResult, UndoPlanThisResult };

/**
 * "Plan this" for the coverage gaps page: the coverage screen's command (src/db, shared), bound to
 * the open replica and the signed-in teacher; null while either is missing. The command module
 * loads on first use (it carries the entity schemas, classic zod), not with the page.
 */
export function usePlanThis() {
  const replica = useReplica();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const ctx = { userId };
    return {
      async planThis(input: {
        classId: string;
        pointId: string;
        today: string;
      }): Promise<PlanThisResult> {
        return (await import('@/db/coverage-commands/plan-this')).planThis(db, ctx, input);
      },
      async undoPlanThis(planned: PlannedPoint): Promise<UndoPlanThisResult> {
        return (await import('@/db/coverage-commands/plan-this')).undoPlanThis(db, ctx, planned);
      },
    };
  }, [replica, userId]);
}

export type PlanThisCommands = NonNullable<ReturnType<typeof usePlanThis>>;
