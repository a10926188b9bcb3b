import { ROWS, RATE_LIMIT_ROW, USERS, type UserName } from './fixtures';
import { STORAGE_NAMES, STORAGE_ROWS } from './storage-fixtures';

/**
 * THE expectations table of the RLS matrix: for each subject (a table, and for tables with several
 * kinds of rows one fixture row per kind) the actors allowed to select, insert, update and delete.
 * Every actor not listed must be denied. The matrix test generates one cell per
 * subject × actor × operation from this table alone.
 *
 * Operations, always against the subject's fixture row:
 *   select  the row is visible
 *   insert  a copy of the row (new id, same owner and school) can be created
 *   update  `update.column` can be set to `update.value`
 *   delete  the row can be hard-deleted (synced tables: nobody — clients tombstone via update)
 */
export const ACTORS = [
  'anon',
  'noschool',
  'solo',
  'viewer',
  'teacher',
  'admin',
  'owner',
  'other',
  'developer',
] as const;
export type ActorName = (typeof ACTORS)[number];
export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type Subject = {
  name: string;
  /** Default public; storage for the Storage tables (issue 15). */
  schema?: 'public' | 'storage';
  table: string;
  key?: string; // primary key column (default id)
  row: string | number;
  update: { column: string; value: unknown };
  /** Changes to the copied row for the insert cell (unique columns, the target user). */
  insert?: Record<string, unknown>;
  allow: Record<Operation, readonly ActorName[]>;
};

const MEMBERS = ['viewer', 'teacher', 'admin', 'owner'] as const;
const MANAGERS = ['admin', 'owner'] as const;
const SIGNED_IN = ACTORS.filter((a) => a !== 'anon');
const NOBODY: readonly ActorName[] = [];
const LATER = '2026-06-01T00:00:00.000Z';

const own = (who: ActorName) => ({ select: [who], insert: [who], update: [who], delete: NOBODY });
const schoolData = {
  select: [...MEMBERS, 'developer'],
  insert: [...MANAGERS, 'developer'],
  update: [...MANAGERS, 'developer'],
  delete: NOBODY,
} as const;
/** Members and developers read; every write goes through the account RPCs. */
const membershipRow = {
  select: [...MEMBERS, 'developer'],
  insert: NOBODY,
  update: NOBODY,
  delete: NOBODY,
} as const;
/** Published catalogue rows and built-in teaching methods: everyone reads, developers write. */
const catalogue = {
  select: SIGNED_IN,
  insert: ['developer'],
  update: ['developer'],
  delete: NOBODY,
} as const;
/** A catalogue row (or teaching method) that never changes scope: nobody may update the column. */
const immovable = (select: readonly ActorName[], insert: readonly ActorName[]) =>
  ({ select, insert, update: NOBODY, delete: NOBODY }) as const;
const shared = {
  select: MEMBERS,
  insert: ['teacher'],
  update: ['teacher', ...MANAGERS],
  delete: NOBODY,
} as const;

export const SUBJECTS: Subject[] = [
  {
    name: "profiles (the teacher's)",
    table: 'profiles',
    row: USERS.teacher,
    update: { column: 'full_name', value: 'Renamed' },
    insert: { id: USERS.fresh, user_id: USERS.fresh, school_id: null },
    // colleagues see each other's names; developers manage all users
    allow: {
      select: [...MEMBERS, 'developer'],
      insert: ['developer'],
      update: ['teacher', 'developer'],
      delete: NOBODY,
    },
  },
  {
    name: "user_preferences (the teacher's)",
    table: 'user_preferences',
    row: USERS.teacher,
    update: { column: 'theme', value: 'dark' },
    insert: { id: USERS.fresh, user_id: USERS.fresh, school_id: null },
    allow: { select: ['teacher'], insert: NOBODY, update: ['teacher'], delete: NOBODY },
  },
  {
    name: 'schools (A)',
    table: 'schools',
    row: ROWS.schoolA,
    update: { column: 'name', value: 'Renamed' },
    insert: { invite_code: 'CCCC4444' },
    allow: { ...schoolData, insert: ['developer'] }, // others create schools with create_school()
  },
  {
    name: 'departments',
    table: 'departments',
    row: ROWS.department,
    update: { column: 'name', value: 'Science' },
    allow: schoolData,
  },
  // Memberships only by consent (issue 12): created by create_school, join_school and
  // accept_invitation, changed by set_member_role and remove_member; nobody writes them directly,
  // so status, role and joined_at cannot be forged. One subject per column an attacker would want.
  {
    name: "school_memberships (the teacher's in A)",
    table: 'school_memberships',
    row: ROWS.teacherMembership,
    update: { column: 'status', value: 'suspended' },
    insert: { user_id: USERS.fresh },
    allow: membershipRow,
  },
  {
    // The probe of issue 12 item 3: a manager of school B enrols a stranger there as OWNER, dated
    // in the future so the stranger's next account set-up switches to school B.
    name: 'school_memberships (a stranger enrolled in B as OWNER)',
    table: 'school_memberships',
    row: ROWS.teacherMembership,
    update: { column: 'joined_at', value: '2099-01-01T00:00:00+00:00' },
    insert: {
      user_id: USERS.noschool,
      school_id: ROWS.schoolB,
      role: 'OWNER',
      status: 'active',
      joined_at: '2099-01-01T00:00:00+00:00',
    },
    allow: membershipRow,
  },
  {
    name: "school_memberships (the teacher's role)",
    table: 'school_memberships',
    row: ROWS.teacherMembership,
    update: { column: 'role', value: 'VIEWER' },
    insert: { user_id: USERS.noschool, role: 'VIEWER' },
    allow: membershipRow,
  },
  {
    name: 'invitations (pending, A)',
    table: 'invitations',
    row: ROWS.invitation,
    update: { column: 'role', value: 'VIEWER' },
    insert: { token_hash: '\\x' + 'ab'.repeat(32) },
    // all changes go through the invitation RPCs
    allow: { select: [...MANAGERS, 'developer'], insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'school_closures (school A)',
    table: 'school_closures',
    row: ROWS.closure,
    update: { column: 'reason', value: 'Storm' },
    allow: schoolData,
  },
  {
    // A teacher's own closure (owner_id, no school): the school policies' developer branch must not
    // reach it, nor may a manager's.
    name: "school_closures (the solo teacher's own)",
    table: 'school_closures',
    row: ROWS.ownClosure,
    update: { column: 'reason', value: 'Storm' },
    allow: own('solo'),
  },
  {
    // One row per teacher, id = the user id. The insert cell creates noschool's calendar (a copy
    // with id = noschool): only noschool may; the solo teacher may not create one for someone else.
    name: "teacher_calendars (the solo teacher's)",
    table: 'teacher_calendars',
    row: USERS.solo,
    update: { column: 'term_dates', value: '[]' },
    insert: { id: USERS.noschool },
    allow: { select: ['solo'], insert: ['noschool'], update: ['solo'], delete: NOBODY },
  },
  // Syllabus catalogue (migration 20261125000100): published rows (school_id null) for everyone,
  // a school's own for its members; children take school_id from their syllabus (a trigger), so
  // what a writer claims for it never counts; nothing moves between scopes.
  {
    name: 'syllabuses (published)',
    table: 'syllabuses',
    row: ROWS.syllabus,
    update: { column: 'name', value: 'Renamed' },
    insert: { source_key: 'matrix:copy' },
    allow: catalogue,
  },
  {
    name: 'syllabus_points (published)',
    table: 'syllabus_points',
    row: ROWS.point,
    update: { column: 'description', value: 'Changed' },
    insert: { code: 'AC9M7N99' },
    allow: catalogue,
  },
  {
    name: 'syllabus_objectives (published)',
    table: 'syllabus_objectives',
    row: ROWS.objective,
    update: { column: 'description', value: 'Changed' },
    allow: catalogue,
  },
  {
    name: "syllabus_criteria (published, a point's)",
    table: 'syllabus_criteria',
    row: ROWS.criterion,
    update: { column: 'description', value: 'Changed' },
    allow: catalogue,
  },
  {
    name: 'syllabus_criteria (published, level-wide)',
    table: 'syllabus_criteria',
    row: ROWS.levelCriterion,
    update: { column: 'retired_at', value: LATER },
    allow: catalogue,
  },
  {
    name: "syllabuses (school A's own)",
    table: 'syllabuses',
    row: ROWS.schoolSyllabus,
    update: { column: 'retired_at', value: LATER },
    insert: { source_key: 'matrix:copy' },
    allow: schoolData,
  },
  {
    name: "syllabus_points (school A's)",
    table: 'syllabus_points',
    row: ROWS.schoolPoint,
    update: { column: 'sub_strand', value: 'Fractions' },
    insert: { code: 'SA7N99' },
    allow: schoolData,
  },
  {
    name: "syllabus_objectives (school A's)",
    table: 'syllabus_objectives',
    row: ROWS.schoolObjective,
    update: { column: 'description', value: 'Changed' },
    allow: schoolData,
  },
  {
    name: "syllabus_criteria (school A's, level-wide)",
    table: 'syllabus_criteria',
    row: ROWS.schoolCriterion,
    update: { column: 'description', value: 'Changed' },
    allow: schoolData,
  },
  {
    // Moving A's syllabus to B: refused for everyone (IMMUTABLE_SCOPE). Creating one in B: B's
    // manager and developers only.
    name: "syllabuses (school A's, moved or copied to school B)",
    table: 'syllabuses',
    row: ROWS.schoolSyllabus,
    update: { column: 'school_id', value: ROWS.schoolB },
    insert: { school_id: ROWS.schoolB, source_key: 'matrix:b' },
    allow: immovable([...MEMBERS, 'developer'], ['other', 'developer']),
  },
  {
    name: "syllabuses (published, made school A's)",
    table: 'syllabuses',
    row: ROWS.syllabus,
    update: { column: 'school_id', value: ROWS.schoolA },
    insert: { school_id: ROWS.schoolA, source_key: 'matrix:a' },
    allow: immovable(SIGNED_IN, [...MANAGERS, 'developer']),
  },
  {
    // A point written into A's syllabus while claiming to be published (school_id null) is A's:
    // only A's managers (and developers) may; B's manager may not. Moving a published point into
    // A's syllabus is refused.
    name: "syllabus_points (into school A's syllabus, claiming to be published)",
    table: 'syllabus_points',
    row: ROWS.point,
    update: { column: 'syllabus_id', value: ROWS.schoolSyllabus },
    insert: { syllabus_id: ROWS.schoolSyllabus, school_id: null, code: 'SA7N98' },
    allow: immovable(SIGNED_IN, [...MANAGERS, 'developer']),
  },
  {
    name: "syllabus_objectives (into school A's point, claiming school B)",
    table: 'syllabus_objectives',
    row: ROWS.objective,
    update: { column: 'syllabus_point_id', value: ROWS.schoolPoint },
    insert: { syllabus_point_id: ROWS.schoolPoint, school_id: ROWS.schoolB },
    allow: immovable(SIGNED_IN, [...MANAGERS, 'developer']),
  },
  {
    name: "syllabus_criteria (a level criterion of A's syllabus, claiming to be published)",
    table: 'syllabus_criteria',
    row: ROWS.levelCriterion,
    update: { column: 'syllabus_id', value: ROWS.schoolSyllabus },
    insert: { syllabus_id: ROWS.schoolSyllabus, school_id: null },
    allow: immovable(SIGNED_IN, [...MANAGERS, 'developer']),
  },
  // Teaching methods: built-in (school and owner null), a school's, a solo teacher's own.
  {
    name: 'teaching_methods (built-in)',
    table: 'teaching_methods',
    row: ROWS.globalMethod,
    update: { column: 'name', value: 'Changed' },
    allow: catalogue,
  },
  {
    name: 'teaching_methods (school A)',
    table: 'teaching_methods',
    row: ROWS.schoolMethod,
    update: { column: 'name', value: 'Changed' },
    allow: schoolData,
  },
  {
    // Developers manage schools and the catalogue, never a teacher's own planning data.
    name: "teaching_methods (the solo teacher's own)",
    table: 'teaching_methods',
    row: ROWS.soloMethod,
    update: { column: 'name', value: 'Changed' },
    allow: own('solo'),
  },
  {
    // Moving A's method to B is refused; B's manager (and developers) may create B's own.
    name: "teaching_methods (school A's, moved or copied to school B)",
    table: 'teaching_methods',
    row: ROWS.schoolMethod,
    update: { column: 'school_id', value: ROWS.schoolB },
    insert: { school_id: ROWS.schoolB },
    allow: immovable([...MEMBERS, 'developer'], ['other', 'developer']),
  },
  {
    // Nobody hands a teacher's own method to someone else or takes it; a copy for the teacher is
    // the teacher's to create.
    name: "teaching_methods (the solo teacher's, handed to the teacher)",
    table: 'teaching_methods',
    row: ROWS.soloMethod,
    update: { column: 'owner_id', value: USERS.teacher },
    insert: { owner_id: USERS.teacher },
    allow: immovable(['solo'], ['teacher']),
  },
  {
    // A built-in method claimed as someone's own: refused; the teacher may make their own copy.
    name: 'teaching_methods (built-in, claimed by the teacher)',
    table: 'teaching_methods',
    row: ROWS.globalMethod,
    update: { column: 'owner_id', value: USERS.teacher },
    insert: { owner_id: USERS.teacher },
    allow: immovable(SIGNED_IN, ['teacher']),
  },
  {
    name: "classes (the teacher's, in A)",
    table: 'classes',
    row: ROWS.teacherClass,
    update: { column: 'name', value: '7X' },
    allow: own('teacher'),
  },
  {
    name: "classes (the solo teacher's)",
    table: 'classes',
    row: ROWS.soloClass,
    update: { column: 'name', value: 'Renamed' },
    allow: own('solo'),
  },
  {
    name: 'timetable_entries',
    table: 'timetable_entries',
    row: ROWS.timetableEntry,
    update: { column: 'room', value: 'B12' },
    allow: own('teacher'),
  },
  {
    name: 'lessons',
    table: 'lessons',
    row: ROWS.lesson,
    update: { column: 'title', value: 'Changed' },
    allow: own('teacher'),
  },
  // link rows are edited by tombstoning them
  {
    name: 'lesson_syllabus_points',
    table: 'lesson_syllabus_points',
    row: ROWS.lessonPoint,
    update: { column: 'deleted_at', value: LATER },
    allow: own('teacher'),
  },
  {
    name: 'lesson_resources',
    table: 'lesson_resources',
    row: ROWS.lessonResource,
    update: { column: 'deleted_at', value: LATER },
    allow: own('teacher'),
  },
  {
    name: 'class_syllabus_status',
    table: 'class_syllabus_status',
    row: ROWS.classStatus,
    update: { column: 'mastery_level', value: 4 },
    allow: own('teacher'),
  },
  {
    name: 'resources (private)',
    table: 'resources',
    row: ROWS.privateResource,
    update: { column: 'title', value: 'Changed' },
    allow: own('teacher'),
  },
  {
    name: 'resources (shared with A)',
    table: 'resources',
    row: ROWS.sharedResource,
    update: { column: 'title', value: 'Changed' },
    allow: shared,
  },
  {
    name: 'programs (private)',
    table: 'programs',
    row: ROWS.privateProgram,
    update: { column: 'name', value: 'Changed' },
    allow: own('teacher'),
  },
  {
    name: 'programs (shared with A)',
    table: 'programs',
    row: ROWS.sharedProgram,
    update: { column: 'name', value: 'Changed' },
    allow: shared,
  },
  {
    name: 'program_items (private program)',
    table: 'program_items',
    row: ROWS.privateItem,
    update: { column: 'title', value: 'Changed' },
    allow: own('teacher'),
  },
  {
    name: 'program_items (shared program)',
    table: 'program_items',
    row: ROWS.sharedItem,
    update: { column: 'title', value: 'Changed' },
    allow: { ...shared, insert: ['teacher', ...MANAGERS] },
  },
  {
    name: "feedback_reports (the teacher's)",
    table: 'feedback_reports',
    row: ROWS.feedback,
    update: { column: 'status', value: 'triaged' },
    // written only by the submit-feedback function (issue 12 item 5, migration 20261124000300)
    allow: {
      select: ['teacher', 'developer'],
      insert: NOBODY,
      update: ['developer'],
      delete: NOBODY,
    },
  },
  {
    name: 'mailbox',
    table: 'mailbox',
    row: ROWS.mail,
    update: { column: 'subject', value: 'Changed' },
    allow: { select: ['developer'], insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'app_settings (feedback_enabled)',
    table: 'app_settings',
    key: 'key',
    row: 'feedback_enabled',
    update: { column: 'value', value: 'false' },
    insert: { key: 'matrix_probe' },
    allow: {
      select: ['developer'],
      insert: ['developer'],
      update: ['developer'],
      delete: ['developer'],
    },
  },
  {
    name: 'rate_limit_events',
    table: 'rate_limit_events',
    row: RATE_LIMIT_ROW,
    update: { column: 'bucket', value: 'changed' },
    allow: { select: NOBODY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "sync_clients (the teacher's device)",
    table: 'sync_clients',
    key: 'client_id',
    row: ROWS.syncClient,
    update: { column: 'last_seq', value: 5 },
    insert: { client_id: '00000000-0000-4000-8000-000000000999' },
    allow: own('teacher'),
  },
  {
    name: 'sync_revocations',
    table: 'sync_revocations',
    row: ROWS.revocation,
    update: { column: 'table_name', value: 'programs' },
    // written only by the un-share trigger; members read their schools' revocations
    allow: { select: MEMBERS, insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: 'sync_conflicts',
    table: 'sync_conflicts',
    row: ROWS.conflict,
    update: { column: 'resolved_at', value: LATER },
    allow: own('teacher'),
  },
  // Storage (20261125000400_resource_storage.sql): the owner writes under their own user id;
  // members read a file only while a live shared file resource of their school points at it.
  {
    name: 'storage.objects (file of a shared resource)',
    schema: 'storage',
    table: 'objects',
    row: STORAGE_ROWS.sharedObject,
    update: { column: 'version', value: 'v2' },
    insert: { name: `${USERS.teacher}/copy/worksheet.pdf` },
    allow: { select: MEMBERS, insert: ['teacher'], update: ['teacher'], delete: ['teacher'] },
  },
  {
    name: 'storage.objects (file of a private resource)',
    schema: 'storage',
    table: 'objects',
    row: STORAGE_ROWS.privateObject,
    update: { column: 'version', value: 'v2' },
    insert: { name: STORAGE_NAMES.private.replace('notes.pdf', 'copy.pdf') },
    allow: { select: ['teacher'], insert: ['teacher'], update: ['teacher'], delete: ['teacher'] },
  },
  {
    name: 'storage.buckets',
    schema: 'storage',
    table: 'buckets',
    row: 'resources',
    update: { column: 'public', value: true },
    insert: { name: 'copied-bucket' },
    allow: { select: NOBODY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
];

export const actorUser = (actor: ActorName) =>
  actor === 'anon' ? 'anon' : { id: USERS[actor as UserName], email: `${actor}@example.test` };
