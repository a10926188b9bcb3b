import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import type { PointStatusPatch } from '../model/coverage/point-status-rules';
import type {
  PlannedPoint,
  PlanThisResult,
  UndoPlanThisResult,
} from '@/db/coverage-commands/plan-this';
import type { SetPointStatusResult } from './status/set-point-status';

export type { PlannedPoint, PlanThisResult, SetPointStatusResult, UndoPlanThisResult };

/**
 * The coverage screen's writers, bound to the open replica and the signed-in teacher; null while
 * either is missing. Each module loads on first use (it carries the entity schemas, classic zod).
 */
export function useCoverageCommands() {
  const replica = useReplica();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const ctx = { userId };
    return {
      async setPointStatus(input: {
        classId: string;
        pointId: string;
        patch: PointStatusPatch;
      }): Promise<SetPointStatusResult> {
        return (await import('./status/set-point-status')).setPointStatus(db, ctx, input);
      },
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

export type CoverageCommands = NonNullable<ReturnType<typeof useCoverageCommands>>;
