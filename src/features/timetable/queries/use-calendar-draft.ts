import { useCallback } from 'react';
import type { ReplicaDb } from '@/db/replica-db';
import { useReplicaQuery } from '@/db/replica-hooks';
import {
  DEFAULT_TIMETABLE_CYCLE,
  type CalendarOwner,
  type SchedulePeriod,
  type SchoolCalendarRow,
} from '@/domain/calendar';
import type { CalendarDraft } from '../model';
import { readOwnerClosures } from './owner-closures';

/** The calendar the set-up screen edits, as stored; `stored` false while its row is absent. */
export type StoredCalendar = { draft: CalendarDraft; stored: boolean };

type CalendarRow = SchoolCalendarRow & { readonly day_schedule: readonly SchedulePeriod[] };

/**
 * The editable calendar of `owner`, live from the replica: a school's row and closures, or a solo
 * teacher's own row and closures. A solo teacher without a row yet gets the default cycle (their
 * first save creates the row); a school whose row has not arrived has `stored` false.
 */
export async function readCalendarDraft(
  db: ReplicaDb,
  owner: CalendarOwner,
): Promise<StoredCalendar> {
  const [row, closures] = await Promise.all([
    owner.kind === 'school'
      ? db.entity('schools').get(owner.schoolId)
      : db.entity('teacher_calendars').get(owner.userId),
    readOwnerClosures(db, owner),
  ]);
  const live: CalendarRow | undefined = row && row.deleted_at === null ? row : undefined;
  const cycle = live?.timetable_cycle;
  return {
    stored: live !== undefined,
    draft: {
      cycle: cycle
        ? {
            length: cycle.length,
            mode: cycle.mode,
            anchorDate: cycle.anchor_date,
            labels: [...cycle.labels],
          }
        : DEFAULT_TIMETABLE_CYCLE,
      daySchedule: [...(live?.day_schedule ?? [])].sort((a, b) => a.start.localeCompare(b.start)),
      terms: (live?.term_dates ?? []).map(({ term, start, end }) => ({ term, start, end })),
      closures: closures.map((c) => ({
        id: c.id,
        date: c.date,
        reason: c.reason ?? '',
        shiftsCycle: c.shifts_cycle,
      })),
    },
  };
}

/** The signed-in user's editable calendar, live. Undefined while the replica opens. */
export function useCalendarDraft(owner: CalendarOwner | null): StoredCalendar | undefined {
  const kind = owner?.kind ?? null;
  const key = owner === null ? null : owner.kind === 'school' ? owner.schoolId : owner.userId;
  const query = useCallback(
    async (db: ReplicaDb): Promise<StoredCalendar | undefined> => {
      if (kind === null || key === null) return undefined;
      const keyed: CalendarOwner =
        kind === 'school' ? { kind, schoolId: key } : { kind, userId: key };
      return readCalendarDraft(db, keyed);
    },
    [kind, key],
  );
  return useReplicaQuery(query);
}
