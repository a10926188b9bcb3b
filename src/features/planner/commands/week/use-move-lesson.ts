import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import type { LessonSlotTarget, MoveLessonResult } from './move-lesson';

export type { LessonSlotTarget, MoveLessonResult };

/**
 * The move writer bound to the open replica; null while it opens. The command module loads on
 * first use: it carries the entity schemas (classic zod), which the planner route's chunk need
 * not include (README Footguns, route budget).
 */
export function useMoveLesson(userId: string | null) {
  const replica = useReplica();
  return useMemo(() => {
    if (!replica || userId === null) return null;
    return async (lessonId: string, target: LessonSlotTarget): Promise<MoveLessonResult> => {
      const command = await import('./move-lesson');
      return command.moveLesson(replica.db, userId, lessonId, target);
    };
  }, [replica, userId]);
}
