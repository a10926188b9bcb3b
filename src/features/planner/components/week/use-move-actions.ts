import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useMoveLesson } from '../../commands/week/use-move-lesson';
import type { SchedulePeriod } from '@/domain/calendar';
import { freeSlots, type WeekGrid, type WeekLesson } from '../../model/week';
import type { FreeSlot } from './move-lesson-dialog';

/**
 * What the move lessons flag adds: the lesson being moved with the keyboard, the week's empty
 * slots, and the move itself (through the moveLesson command), for the dialog and for drops.
 */
export function useMoveActions({
  enabled,
  userId,
  grid,
  lessons,
  daySchedule,
}: {
  enabled: boolean;
  userId: string | null;
  grid: WeekGrid | null;
  lessons: readonly WeekLesson[];
  daySchedule: readonly SchedulePeriod[];
}) {
  const move = useMoveLesson(userId);
  const [movingId, setMovingId] = useState<string | null>(null);
  const slots = useMemo(() => (grid ? freeSlots(grid) : []), [grid]);

  const moveTo = useCallback(
    async (lessonId: string, slot: Pick<FreeSlot, 'date' | 'periodId'>): Promise<string | null> => {
      if (!move) return 'Your lessons are still opening on this device. Try again in a moment.';
      const period = daySchedule.find((candidate) => candidate.period_id === slot.periodId);
      const result = await move(lessonId, {
        date: slot.date,
        periodId: slot.periodId,
        startTime: period?.start || null,
        endTime: period?.end || null,
      });
      return result.ok ? null : result.message;
    },
    [move, daySchedule],
  );

  const onDrop = useCallback(
    (lessonId: string, slotKey: string) => {
      const [date = '', periodId = ''] = slotKey.split('|');
      void moveTo(lessonId, { date, periodId }).then((refusal) => {
        if (refusal) toast.error(refusal);
      });
    },
    [moveTo],
  );

  return {
    onMoveRequest: enabled ? setMovingId : null,
    moving: lessons.find((lesson) => lesson.id === movingId) ?? null,
    closeMove: () => setMovingId(null),
    slots,
    moveTo,
    onDrop,
  };
}
