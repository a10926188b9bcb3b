import { writeWithOutbox, type WriteOptions, type WriteRefusal } from '@/db/write-with-outbox';
import type { ReplicaDb } from '@/db/replica-db';
import type { SchedulePeriod } from '@/domain/calendar';
import { maxSpanAt, overlapMessage, overlappingEntry } from '../model';

/** How a timetable entry command went; a refusal says what is wrong in the teacher's words. */
export type EntryCommandResult =
  { ok: true; id: string } | { ok: false; reason: WriteRefusal; field?: string; message: string };

/** What the grid's cell editor asks for; `id` when changing an entry already there. */
export type EntryInput = {
  readonly id?: string;
  readonly classId: string;
  readonly cycleDay: number;
  readonly periodId: string;
  readonly periodSpan: number;
  readonly room: string;
};

/**
 * Puts one of the teacher's classes in the timetable (or changes where it is): checks the class
 * is theirs and active, the period is a lesson period of `daySchedule`, the span fits the lesson
 * periods left in the day, and that no other entry of theirs shares a cell, then writes the row
 * and its outbox change. The overlap check reads inside the write's transaction, so two tabs
 * cannot both fill a cell. Writes offline like every command.
 */
export async function saveTimetableEntry(
  db: ReplicaDb,
  userId: string,
  input: EntryInput,
  daySchedule: readonly SchedulePeriod[],
  options: WriteOptions = {},
): Promise<EntryCommandResult> {
  const maxSpan = maxSpanAt(daySchedule, input.periodId);
  if (maxSpan === 0) return invalid('period_id', 'That period is not a lesson period of the day');
  if (!Number.isInteger(input.periodSpan) || input.periodSpan < 1 || input.periodSpan > maxSpan) {
    const period = daySchedule.find((p) => p.period_id === input.periodId)?.name ?? 'This period';
    const message =
      maxSpan === 1
        ? `${period} is the last lesson period of the day, so the span can only be 1`
        : `From ${period} the span can be 1 to ${maxSpan} lesson periods`;
    return invalid('period_span', message);
  }
  const entries = db.entity('timetable_entries');
  const classes = db.entity('classes');
  return db.transaction('rw', [entries, classes, db.outbox], async () => {
    const chosen = await classes.get(input.classId);
    const active = chosen?.owner_id === userId && !chosen.deleted_at && !chosen.archived_at;
    if (!active) return invalid('class_id', 'Choose one of your active classes');
    const id = input.id ?? crypto.randomUUID();
    const fields = {
      class_id: input.classId,
      cycle_day: input.cycleDay,
      period_id: input.periodId,
      period_span: input.periodSpan,
      room: input.room.trim() === '' ? null : input.room.trim(),
    };
    const stored = (await entries.where('owner_id').equals(userId).toArray()).filter(
      (row) => row.deleted_at === null,
    );
    const clash = overlappingEntry(daySchedule, stored, { id, ...fields });
    if (clash) {
      const name = (await classes.get(clash.other.class_id))?.name ?? 'another class';
      return invalid('period_id', overlapMessage(daySchedule, clash.cell, name));
    }
    const current = input.id === undefined ? undefined : stored.find((row) => row.id === id);
    if (input.id !== undefined && !current) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'That entry is not on this device any more',
      };
    }
    const written = current
      ? await writeWithOutbox(db, 'timetable_entries', { op: 'update', id, fields }, options)
      : await writeWithOutbox(
          db,
          'timetable_entries',
          { op: 'create', row: { id, owner_id: userId, ...fields } },
          options,
        );
    return written.ok ? { ok: true, id } : written;
  });
}

function invalid(field: string, message: string): EntryCommandResult {
  return { ok: false, reason: 'invalid', field, message };
}
