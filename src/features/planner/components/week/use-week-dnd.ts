import { useEffect, useState } from 'react';
import type { WeekDnd } from './week-dnd';

/**
 * @dnd-kit/core, loaded only when the move lessons flag is on (and then after the first paint):
 * with the flag off the planner never downloads it.
 */
export function useWeekDnd(enabled: boolean): WeekDnd | null {
  const [dnd, setDnd] = useState<WeekDnd | null>(null);
  useEffect(() => {
    if (!enabled || dnd) return;
    let live = true;
    void import('./week-dnd').then((module) => {
      if (live)
        setDnd({
          WeekDndContext: module.WeekDndContext,
          DragHandle: module.DragHandle,
          DropSlot: module.DropSlot,
        });
    });
    return () => {
      live = false;
    };
  }, [enabled, dnd]);
  return enabled ? dnd : null;
}
