import type { SchoolClosure } from '@/db/entities/school';
import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite, type WriteOptions } from '@/db/write-with-outbox';
import type { CalendarOwner } from '@/domain/calendar';
import { validateCalendarDraft, type CalendarDraft } from '../model';
import { SCHOOL_NOT_HERE, type CalendarCommandResult } from './calendar-command-result';
import { readOwnerClosures } from '../queries/owner-closures';

/**
 * Saves the timetable set-up screen's draft for `owner`: the calendar row (a school's `schools`
 * row, or the solo teacher's `teacher_calendars` row, created on first save) and the closures
 * added, changed and removed, all in ONE writeManyWithOutbox batch, so a refusal or a closed tab
 * never leaves new terms with old closures. Works offline like every write: replica and outbox.
 * A draft that breaks the rules is refused with every problem and nothing is written.
 *
 * Who may save is the screen's check (`canEditCalendar`) and the server's (RLS); a row that the
 * server refuses comes back in /settings/sync's rejected list like any other.
 */
export async function saveCalendar(
  db: ReplicaDb,
  owner: CalendarOwner,
  draft: CalendarDraft,
  options: WriteOptions = {},
): Promise<CalendarCommandResult> {
  const validation = validateCalendarDraft(draft);
  if (!validation.ok) {
    const [first] = validation.problems;
    return {
      ok: false,
      reason: 'invalid',
      field: first?.field,
      message: first?.message ?? 'The calendar is not valid',
      problems: validation.problems,
    };
  }
  // Read before the batch: the batch re-reads each row in its own transaction for the base, so
  // a change that lands in between is still merged field by field, never overwritten blind.
  const calendarWrite = await calendarRowWrite(db, owner, draft);
  if (calendarWrite !== null && 'ok' in calendarWrite) return calendarWrite;
  const closures = closureChanges(owner, await readOwnerClosures(db, owner), draft);
  const writes = [...(calendarWrite ? [calendarWrite] : []), ...closures.writes];
  const written = await writeManyWithOutbox(db, writes, options);
  return written.ok ? { ok: true, closures: closures.saved } : written;
}

type CalendarColumns = {
  timetable_cycle: TimetableCycleColumn;
  term_dates: CalendarDraft['terms'][number][];
  day_schedule: CalendarDraft['daySchedule'][number][];
};
type TimetableCycleColumn = {
  length: number;
  mode: CalendarDraft['cycle']['mode'];
  anchor_date: string | null;
  labels: string[];
};

function columnsOf(draft: CalendarDraft): CalendarColumns {
  const { length, mode, anchorDate, labels } = draft.cycle;
  return {
    timetable_cycle: { length, mode, anchor_date: anchorDate, labels: labels.map((l) => l.trim()) },
    term_dates: draft.terms.map(({ term, start, end }) => ({ term: term.trim(), start, end })),
    day_schedule: draft.daySchedule.map((p) => ({ ...p, name: p.name.trim() })),
  };
}

/** The calendar row's write: only the columns that differ; null when none do. */
async function calendarRowWrite(
  db: ReplicaDb,
  owner: CalendarOwner,
  draft: CalendarDraft,
): Promise<TableWrite | typeof SCHOOL_NOT_HERE | null> {
  const next = columnsOf(draft);
  if (owner.kind === 'school') {
    const school = await db.entity('schools').get(owner.schoolId);
    if (!school || school.deleted_at !== null) return SCHOOL_NOT_HERE;
    const fields = changedColumns(school, next);
    if (fields === null) return null;
    return { table: 'schools', request: { op: 'update', id: school.id, fields } };
  }
  const current = await db.entity('teacher_calendars').get(owner.userId);
  // A solo teacher's calendar row is made on their first save (its id is their user id).
  if (!current) {
    return {
      table: 'teacher_calendars',
      request: { op: 'create', row: { id: owner.userId, ...next } },
    };
  }
  const fields = changedColumns(current, next);
  if (fields === null) return null;
  return { table: 'teacher_calendars', request: { op: 'update', id: current.id, fields } };
}

function changedColumns(current: CalendarColumns, next: CalendarColumns) {
  const keys = (Object.keys(next) as (keyof CalendarColumns)[]).filter(
    (key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]),
  );
  if (keys.length === 0) return null;
  return Object.fromEntries(keys.map((key) => [key, next[key]])) as Partial<CalendarColumns>;
}

/**
 * Creates for new closures, updates for changed ones, tombstones for those removed; and the
 * draft's closures with the ids they are stored under, so the editor's next save updates them
 * instead of creating them again. A closure whose row was deleted elsewhere meanwhile is created
 * afresh under a new id (a tombstone is never brought back, DESIGN §6).
 */
function closureChanges(
  owner: CalendarOwner,
  stored: readonly SchoolClosure[],
  draft: CalendarDraft,
): { writes: TableWrite[]; saved: CalendarDraft['closures'] } {
  const saved: CalendarDraft['closures'][number][] = [];
  const keptIds = new Set(draft.closures.flatMap((c) => (c.id ? [c.id] : [])));
  const removed: TableWrite[] = stored
    .filter((row) => !keptIds.has(row.id))
    .map((row) => ({ table: 'school_closures', request: { op: 'delete', id: row.id } }));
  const upserts = draft.closures.flatMap((closure): TableWrite[] => {
    const fields = {
      date: closure.date,
      reason: closure.reason.trim() === '' ? null : closure.reason.trim(),
      shifts_cycle: closure.shiftsCycle,
    };
    const current = stored.find((row) => row.id === closure.id);
    saved.push({ ...closure, id: current?.id ?? crypto.randomUUID() });
    if (!current) {
      const row = {
        id: saved[saved.length - 1]!.id!,
        school_id: owner.kind === 'school' ? owner.schoolId : null,
        owner_id: owner.kind === 'teacher' ? owner.userId : null,
        ...fields,
      };
      return [{ table: 'school_closures', request: { op: 'create', row } }];
    }
    const changed = Object.fromEntries(
      Object.entries(fields).filter(
        ([key, value]) => current[key as keyof typeof fields] !== value,
      ),
    );
    if (Object.keys(changed).length === 0) return [];
    return [
      { table: 'school_closures', request: { op: 'update', id: current.id, fields: changed } },
    ];
  });
  // Removals first, so a date removed and added again in one save never holds two live rows.
  return { writes: [...removed, ...upserts], saved };
}
