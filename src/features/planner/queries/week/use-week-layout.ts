import { useEffect, useState } from 'react';
import type { PlanningCalendar } from '@/domain/calendar';
import {
  readPersistedWeekLayout,
  writePersistedWeekLayout,
  type WeekLayout,
} from './persisted-week-layout';

/**
 * The calendar and periods to lay the week out with: the replica's once read; before that, with
 * the persisted week cache on, the copy this tab stored last time, so a reload paints cached
 * lessons in their rows at once. Null until one of them is known: the page shows its skeleton
 * rather than lessons in the wrong rows.
 */
export function useWeekLayout(
  userId: string | null,
  planner: PlanningCalendar | undefined,
  persist: boolean,
): WeekLayout | null {
  const [stored] = useState(() =>
    persist && userId !== null ? readPersistedWeekLayout(userId) : null,
  );
  useEffect(() => {
    if (!persist || userId === null || !planner) return;
    writePersistedWeekLayout(userId, {
      calendar: planner.calendar,
      daySchedule: planner.daySchedule,
    });
  }, [persist, userId, planner]);
  return planner ?? stored;
}
