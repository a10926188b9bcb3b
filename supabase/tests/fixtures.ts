import type { Sql } from '../local/db/sql-client';

/**
 * Fixture users and rows for the RLS matrix and the RPC tests, seeded as superuser (no RLS).
 * Fixed ids keep failures readable: the last two digits say which row it is.
 *
 *   School A: viewer, teacher, admin, owner (one member per role)
 *   School B: other (its OWNER: a manager, but of another school)
 *   solo (solo teacher, with their own calendar and closure), noschool (signed in, no school),
 *   developer (profile flag),
 *   fresh (an account without profile or preferences: the target of "create a profile" cells)
 *
 *   Catalogue: a published syllabus (point, objective, point criterion, level criterion) and
 *   school A's own (the same four); teaching methods built-in, school A's and the solo teacher's.
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export const USERS = {
  noschool: uuid(1),
  solo: uuid(2),
  viewer: uuid(3),
  teacher: uuid(4),
  admin: uuid(5),
  owner: uuid(6),
  other: uuid(7),
  developer: uuid(8),
  fresh: uuid(9),
} as const;
export type UserName = keyof typeof USERS;
export const emailOf = (name: UserName) => `${name}@example.test`;

export const ROWS = {
  schoolA: uuid(101),
  schoolB: uuid(102),
  department: uuid(103),
  teacherMembership: uuid(104),
  invitation: uuid(105),
  closure: uuid(106),
  syllabus: uuid(107),
  point: uuid(108),
  objective: uuid(109),
  criterion: uuid(110),
  globalMethod: uuid(111),
  schoolMethod: uuid(112),
  teacherClass: uuid(113),
  soloClass: uuid(114),
  timetableEntry: uuid(115),
  lesson: uuid(116),
  lessonPoint: uuid(117),
  privateResource: uuid(118),
  sharedResource: uuid(119),
  lessonResource: uuid(120),
  classStatus: uuid(121),
  privateProgram: uuid(122),
  sharedProgram: uuid(123),
  privateItem: uuid(124),
  sharedItem: uuid(125),
  feedback: uuid(126),
  mail: uuid(127),
  syncClient: uuid(128),
  conflict: uuid(129),
  revocation: uuid(130),
  ownClosure: uuid(131),
  schoolSyllabus: uuid(132),
  schoolPoint: uuid(133),
  schoolObjective: uuid(134),
  schoolCriterion: uuid(135),
  levelCriterion: uuid(136),
  soloMethod: uuid(137),
} as const;
export const RATE_LIMIT_ROW = 1;

export async function seedFixtures(sql: Sql): Promise<void> {
  const u = USERS;
  const r = ROWS;
  const users = Object.entries(USERS)
    .map(([name, id]) => `('${id}', '${emailOf(name as UserName)}')`)
    .join(', ');
  const profiles = (
    ['noschool', 'solo', 'viewer', 'teacher', 'admin', 'owner', 'other', 'developer'] as const
  )
    .map((name) => {
      const school = ['viewer', 'teacher', 'admin', 'owner'].includes(name)
        ? `'${r.schoolA}'`
        : name === 'other'
          ? `'${r.schoolB}'`
          : 'null';
      return `('${u[name]}', 'The ${name}', ${name === 'solo'}, ${school}, ${name === 'developer'})`;
    })
    .join(', ');
  await sql.exec(`
    insert into auth.users (id, email) values ${users};
    insert into public.schools (id, name, invite_code) values
      ('${r.schoolA}', 'School A', 'AAAA2222'), ('${r.schoolB}', 'School B', 'BBBB3333');
    insert into public.profiles (user_id, full_name, is_solo_user, school_id, is_developer) values ${profiles};
    insert into public.user_preferences (user_id, school_id)
      select user_id, school_id from public.profiles;
    insert into public.departments (id, school_id, name) values ('${r.department}', '${r.schoolA}', 'Maths');
    insert into public.school_memberships (id, user_id, school_id, role) values
      (gen_random_uuid(), '${u.viewer}', '${r.schoolA}', 'VIEWER'),
      ('${r.teacherMembership}', '${u.teacher}', '${r.schoolA}', 'TEACHER'),
      (gen_random_uuid(), '${u.admin}', '${r.schoolA}', 'ADMIN'),
      (gen_random_uuid(), '${u.owner}', '${r.schoolA}', 'OWNER'),
      (gen_random_uuid(), '${u.other}', '${r.schoolB}', 'OWNER');
    insert into public.invitations (id, school_id, email, role, token_hash, invited_by) values
      ('${r.invitation}', '${r.schoolA}', 'pending@example.test', 'TEACHER',
       sha256('fixture-token'::bytea), '${u.owner}');
    insert into public.school_closures (id, school_id, date, reason) values
      ('${r.closure}', '${r.schoolA}', '2026-04-25', 'Public holiday');
    insert into public.teacher_calendars (id, term_dates) values
      ('${u.solo}', '[{"term": "Term 1", "start": "2026-02-02", "end": "2026-04-10"}]');
    insert into public.school_closures (id, owner_id, date, reason) values
      ('${r.ownClosure}', '${u.solo}', '2026-03-13', 'Conference');
    insert into public.syllabuses (id, name, subject) values ('${r.syllabus}', 'Mathematics 7', 'Mathematics');
    insert into public.syllabus_points (id, syllabus_id, code, description, year) values
      ('${r.point}', '${r.syllabus}', 'AC9M7N01', 'Powers of natural numbers', 7);
    insert into public.syllabus_objectives (id, syllabus_point_id, description) values
      ('${r.objective}', '${r.point}', 'Use index notation');
    insert into public.syllabus_criteria (id, syllabus_point_id, description) values
      ('${r.criterion}', '${r.point}', 'Writes 2^3 as 8');
    insert into public.syllabus_criteria (id, syllabus_id, code, description, stage, year) values
      ('${r.levelCriterion}', '${r.syllabus}', 'ASMAT701', 'Students use index notation', 'Year 7', 7);
    insert into public.syllabuses (id, school_id, source_key, name, subject, levels, years) values
      ('${r.schoolSyllabus}', '${r.schoolA}', 'template:school a maths', 'School A Maths', 'Mathematics',
       '{Year 7}', '{7}');
    insert into public.syllabus_points (id, syllabus_id, code, description, stage, year) values
      ('${r.schoolPoint}', '${r.schoolSyllabus}', 'SA7N01', 'Fractions our way', 'Year 7', 7);
    insert into public.syllabus_objectives (id, syllabus_point_id, code, description) values
      ('${r.schoolObjective}', '${r.schoolPoint}', 'SA7N01_E1', 'Fold paper strips');
    insert into public.syllabus_criteria (id, syllabus_id, code, description, stage) values
      ('${r.schoolCriterion}', '${r.schoolSyllabus}', 'SA7AS1', 'Adds unlike fractions', 'Year 7');
    insert into public.teaching_methods (id, school_id, owner_id, name) values
      ('${r.globalMethod}', null, null, 'Direct instruction'),
      ('${r.schoolMethod}', '${r.schoolA}', null, 'Maths circles'),
      ('${r.soloMethod}', null, '${u.solo}', 'Tutoring by video');
    insert into public.classes (id, owner_id, school_id, name, year) values
      ('${r.teacherClass}', '${u.teacher}', '${r.schoolA}', '7M', 7),
      ('${r.soloClass}', '${u.solo}', null, 'Tutoring', 9);
    insert into public.timetable_entries (id, owner_id, class_id, cycle_day, period_id) values
      ('${r.timetableEntry}', '${u.teacher}', '${r.teacherClass}', 1, 'P1');
    insert into public.lessons (id, owner_id, class_id, date, period_id, title, status) values
      ('${r.lesson}', '${u.teacher}', '${r.teacherClass}', '2026-03-02', 'P1', 'Indices', 'PLANNED');
    insert into public.lesson_syllabus_points (id, owner_id, lesson_id, syllabus_point_id) values
      ('${r.lessonPoint}', '${u.teacher}', '${r.lesson}', '${r.point}');
    insert into public.resources (id, owner_id, school_id, is_shared, kind, title, url) values
      ('${r.privateResource}', '${u.teacher}', '${r.schoolA}', false, 'note', 'My notes', null),
      ('${r.sharedResource}', '${u.teacher}', '${r.schoolA}', true, 'link', 'Shared link', 'https://example.test/a');
    insert into public.lesson_resources (id, owner_id, lesson_id, resource_id) values
      ('${r.lessonResource}', '${u.teacher}', '${r.lesson}', '${r.privateResource}');
    insert into public.class_syllabus_status (id, owner_id, class_id, syllabus_point_id, mastery_level) values
      ('${r.classStatus}', '${u.teacher}', '${r.teacherClass}', '${r.point}', 2);
    insert into public.programs (id, owner_id, school_id, is_shared, name) values
      ('${r.privateProgram}', '${u.teacher}', '${r.schoolA}', false, 'My unit'),
      ('${r.sharedProgram}', '${u.teacher}', '${r.schoolA}', true, 'Shared unit');
    insert into public.program_items (id, program_id, sort_order, title) values
      ('${r.privateItem}', '${r.privateProgram}', 1, 'Intro'),
      ('${r.sharedItem}', '${r.sharedProgram}', 1, 'Intro');
    insert into public.feedback_reports (id, user_id, conversation, context) values
      ('${r.feedback}', '${u.teacher}', '[]', 'planner');
    insert into public.mailbox (id, to_email, subject, body, kind) values
      ('${r.mail}', 'pending@example.test', 'Invitation', 'Hello', 'invitation');
    insert into public.rate_limit_events (bucket, key) values ('feedback', '${u.teacher}');
    insert into public.sync_clients (client_id, user_id, last_seq) values ('${r.syncClient}', '${u.teacher}', 1);
    insert into public.sync_conflicts (id, owner_id, table_name, row_id, field) values
      ('${r.conflict}', '${u.teacher}', 'lessons', '${r.lesson}', 'title');
    insert into public.sync_revocations (id, school_id, table_name, row_id, owner_id) values
      ('${r.revocation}', '${r.schoolA}', 'resources', '${r.privateResource}', '${u.teacher}');
  `);
}
