import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import { usePlannerCalendar } from '../../queries/planner-calendar';
import type { CopyResult } from './copy-replica';
import type { CopyLessonTarget } from './copy-lesson';
import type { CopyWeekRequest, WeekCopyPreview } from './copy-week';
import type { RolloverPreview, RolloverRequest } from '../rollover/rollover-class';

export type { CopyResult, CopyLessonTarget, CopyWeekRequest, RolloverPreview, RolloverRequest };
export type { WeekCopyPreview };

/**
 * Copy, roll-over and their previews, bound to the open replica, the signed-in teacher and the
 * planner calendar; null until all three are there. The command modules load on first use (they
 * carry the entity schemas, which the planner route's first chunk need not hold).
 */
export function useCopyCommands() {
  const replica = useReplica();
  const session = useSession();
  const time = usePlannerCalendar();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  return useMemo(() => {
    if (!replica || userId === null || !time) return null;
    const { db } = replica;
    return {
      userId,
      daySchedule: time.daySchedule,
      async copyLesson(lessonId: string, target: CopyLessonTarget): Promise<CopyResult> {
        const command = await import('./copy-lesson');
        return command.copyLesson(db, userId, lessonId, target, time);
      },
      async previewWeekCopy(request: CopyWeekRequest): Promise<WeekCopyPreview> {
        const command = await import('./copy-week');
        return command.previewWeekCopy(db, userId, request, time);
      },
      async copyWeek(request: CopyWeekRequest): Promise<CopyResult> {
        const command = await import('./copy-week');
        return command.copyWeek(db, userId, request, time);
      },
      async previewRollover(request: RolloverRequest): Promise<RolloverPreview> {
        const command = await import('../rollover/rollover-class');
        return command.previewRollover(db, userId, request, time);
      },
      async rolloverClass(request: RolloverRequest): Promise<CopyResult> {
        const command = await import('../rollover/rollover-class');
        return command.rolloverClass(db, userId, request, time);
      },
    };
  }, [replica, userId, time]);
}

export type CopyCommands = NonNullable<ReturnType<typeof useCopyCommands>>;
