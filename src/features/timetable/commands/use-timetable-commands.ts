import { useMemo } from 'react';
import { useReplica } from '@/db/replica-hooks';
import { useSession } from '@/shared/lib/session/session-context';
import { calendarOwnerOf, type SchedulePeriod } from '@/domain/calendar';
import type { CalendarDraft } from '../model';
import type { CalendarCommandResult } from './calendar-command-result';
import type { EntryCommandResult, EntryInput } from './save-timetable-entry';

export type { CalendarCommandResult, EntryCommandResult, EntryInput };

/**
 * The timetable set-up writers, bound to the open replica and the signed-in user; null while
 * either is missing. Command modules load on first use: they carry the entity schemas (classic
 * zod), which the route's own chunk must not (route budget).
 */
export function useTimetableCommands() {
  const replica = useReplica();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const userId = user?.id ?? null;
  const schoolId = user?.schoolId ?? null;
  return useMemo(() => {
    if (!replica || userId === null) return null;
    const { db } = replica;
    const owner = calendarOwnerOf({ id: userId, schoolId, role: null });
    return {
      async saveCalendar(draft: CalendarDraft): Promise<CalendarCommandResult> {
        const command = await import('./save-calendar');
        return command.saveCalendar(db, owner, draft);
      },
      async saveEntry(
        input: EntryInput,
        daySchedule: readonly SchedulePeriod[],
      ): Promise<EntryCommandResult> {
        const command = await import('./save-timetable-entry');
        return command.saveTimetableEntry(db, userId, input, daySchedule);
      },
      async clearEntry(id: string): Promise<EntryCommandResult> {
        const command = await import('./clear-timetable-entry');
        return command.clearTimetableEntry(db, userId, id);
      },
    };
  }, [replica, userId, schoolId]);
}

export type TimetableCommands = NonNullable<ReturnType<typeof useTimetableCommands>>;
