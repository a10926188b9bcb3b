/**
 * The sync wire vocabulary (DESIGN §6): what a device's outbox pushes and what the merge rules
 * consume. Types only plus the constant lists they are derived from; no behaviour lives here.
 */

/** Sent with every push; the server refuses a batch whose version it does not speak. */
export const SYNC_PROTOCOL_VERSION = 1;

/** Every table the replica mirrors and the outbox may change (DESIGN §5). */
export const SYNCED_TABLES = [
  'schools',
  'departments',
  'profiles',
  'user_preferences',
  'school_memberships',
  'school_closures',
  'teacher_calendars',
  'syllabuses',
  'syllabus_points',
  'syllabus_objectives',
  'syllabus_criteria',
  'teaching_methods',
  'classes',
  'timetable_entries',
  'lessons',
  'lesson_syllabus_points',
  'lesson_resources',
  'class_syllabus_status',
  'resources',
  'programs',
  'program_items',
] as const;

export type SyncedTable = (typeof SYNCED_TABLES)[number];

/**
 * What an outbox change may name: the synced tables, plus a device's own conflict records, of
 * which only `resolved_at` may change (marking a conflict resolved must reach the other devices).
 */
export const PUSHABLE_TABLES = [...SYNCED_TABLES, 'sync_conflicts'] as const;
export type PushableTable = (typeof PUSHABLE_TABLES)[number];

/**
 * What a pull may return: the pushable tables plus `sync_revocations` (a shared row that left a
 * school's view; applied by the replica, never stored). Any other table in a pull is a bad answer.
 */
export const PULLED_TABLES = [...PUSHABLE_TABLES, 'sync_revocations'] as const;
export type PulledTable = (typeof PULLED_TABLES)[number];

/**
 * Fields a teacher types prose into. Losing one of these to a concurrent edit loses work, so the
 * merge records the overwritten value as a conflict the user can restore; every other field is
 * last-write-wins because a stale status, date or rating is cheap to set again.
 * program_items mirrors the lesson prose it is a template for (its title is a short label, like
 * a class name, so it stays last-write-wins); tables absent here have no free text.
 */
export const FREE_TEXT_FIELDS = {
  lessons: [
    'title',
    'objectives',
    'success_criteria',
    'activities',
    'notes',
    'reflection_notes',
    'follow_up_notes',
  ],
  classes: ['notes'],
  resources: ['title', 'body'],
  programs: ['description'],
  program_items: ['objectives', 'success_criteria', 'activities', 'notes'],
} as const satisfies Partial<Record<SyncedTable, readonly string[]>>;

const FREE_TEXT_LOOKUP: Partial<Record<PushableTable, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(FREE_TEXT_FIELDS).map(([table, fields]) => [table, new Set<string>(fields)]),
);

export function isFreeTextField(table: PushableTable, field: string): boolean {
  return FREE_TEXT_LOOKUP[table]?.has(field) ?? false;
}

export type ChangeOp = 'upsert' | 'delete';

interface ChangeHeader {
  client_id: string;
  /** Increases per device; the server applies each (client_id, seq) exactly once. */
  seq: number;
  table: PushableTable;
  id: string;
  /**
   * The values this device last saw for the fields it changes. An absent key means the device
   * had no row (a create), so any non-blank value already on the server was written by someone else.
   */
  base: Record<string, unknown>;
}

/** Writes only the fields it names; `deleted_at: null` among them is an explicit restore. */
export interface UpsertChange extends ChangeHeader {
  op: 'upsert';
  /** Changed fields only. */
  fields: Record<string, unknown>;
}

/**
 * Tombstones the row. `fields.deleted_at` is the device's own clock: the server ignores it and
 * stamps its own time, but the device needs a value to show the row as deleted until it pulls.
 */
export interface DeleteChange extends ChangeHeader {
  op: 'delete';
  fields: { deleted_at: string };
}

export type Change = UpsertChange | DeleteChange;

/** A replica or server row: every synced table has a uuid id and a tombstone column. */
export type Row = { id: string; deleted_at: string | null } & Record<string, unknown>;

/** A free-text value another device wrote that an incoming change replaced; restorable by the user. */
export interface Conflict {
  table: PushableTable;
  id: string;
  field: string;
  overwritten: unknown;
  kept: unknown;
  /** The change that overwrote it. */
  client_id: string;
  seq: number;
}

/**
 * Why a change was not applied, as a value (STYLE habit 5):
 * - `deleted`: an edit to a tombstoned row that does not restore it (no silent resurrection);
 * - `missing`: a delete of a row the server never had;
 * - `invalid`: the change contradicts itself (fields.id differs from id, or an upsert sets a
 *   tombstone — deleting is the delete op's job).
 */
export type RejectReason = 'deleted' | 'missing' | 'invalid';

export type MergeOutcome =
  { kind: 'applied'; row: Row; conflicts: Conflict[] } | { kind: 'rejected'; reason: RejectReason };
