import { randomUUID } from 'node:crypto';
import { formatISO } from 'date-fns';
import { createPasswordUser } from '../local/auth/create-password-user';
import type { Sql } from '../local/db/sql-client';
import { publishAsDeveloper, readDemoCurriculum } from './demo-curriculum';
import {
  DEMO_ACCOUNTS,
  DEMO_SCHOOL_INVITE_CODE,
  DEMO_SCHOOL_NAME,
  type DemoAccount,
} from './demo-accounts';
import { DAY_SCHEDULE, demoTermsAround, demoTimetableCycle, termsForYear } from './demo-calendar';
import { BUILT_IN_METHODS, DEMO_CLASSES, type MethodKey } from './demo-classes';
import type { DemoPoint } from './demo-lessons';
import { demoResourceRows } from './demo-resources';
import { demoTeaching } from './demo-teaching';
import { insertRows } from './insert-rows';

/** The stage the demo's maths classes cover: a level of the AC9 file, as its parser names it. */
export const DEMO_STAGE = 'Year 7';

export type SeedResult = { seeded: boolean; lessons: number };

/**
 * The demo world of `npm run seed` (and the first `npm start` on an empty data directory): a school
 * with a 10-day cycle, 6 periods, this year's 4 terms and the fixed invite code DEMSCHL7, one
 * account per role (with teaching details), a solo teacher with their own calendar of the same
 * shape (teacher_calendars), a developer, a teaching method of the school's and one of the solo
 * teacher's (beside the built-in ones the migration seeds), ACARA's AC9 Mathematics published
 * through the importer, and the classes of demo-classes.ts (the teacher's, a colleague's, the
 * owner's, the solo teacher's) with two terms of lessons around today: the previous term taught
 * and reflected on, the current one up to today, the days ahead planned then unplanned. Lessons
 * link syllabus points, classes keep syllabus statuses, and a few resources were added lately.
 * Runs as the database owner in one transaction; does nothing if the demo owner already exists.
 */
export async function seedDemo(
  sql: Sql,
  options: { today?: Date; passwordCost?: number } = {},
): Promise<SeedResult> {
  const today = formatISO(options.today ?? new Date(), { representation: 'date' });
  const existing = await sql.query(`select 1 from auth.users where email = $1`, [
    DEMO_ACCOUNTS[0]!.email,
  ]);
  if (existing.rows.length > 0) return { seeded: false, lessons: 0 };
  // Parsed before the transaction opens: PGlite has one connection, and parsing takes a moment.
  const curriculum = readDemoCurriculum();

  return sql.transaction(async (tx) => {
    const users = new Map<DemoAccount, string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await createPasswordUser(tx, {
        email: account.email,
        password: account.password,
        userMetadata: { full_name: account.fullName },
        ...(options.passwordCost === undefined ? {} : { cost: options.passwordCost }),
      });
      if (!user) throw new Error(`Demo account ${account.email} could not be created.`);
      users.set(account, user.id);
    }
    const idOf = (email: string) => users.get(DEMO_ACCOUNTS.find((a) => a.email === email)!)!;

    const terms = termsForYear(Number(today.slice(0, 4)));
    const anchorMonday = terms[0]!.start;
    const schoolId = randomUUID();
    const schoolIdOf = (email: string) =>
      DEMO_ACCOUNTS.find((a) => a.email === email)?.role ? schoolId : null;
    await insertRows(tx, 'schools', [
      {
        id: schoolId,
        name: DEMO_SCHOOL_NAME,
        invite_code: DEMO_SCHOOL_INVITE_CODE,
        description: 'Demo school for trying the planner locally.',
        timetable_cycle: demoTimetableCycle(terms),
        term_dates: terms,
        day_schedule: DAY_SCHEDULE,
      },
    ]);
    const mathsDepartment = randomUUID();
    await insertRows(tx, 'departments', [
      { id: mathsDepartment, school_id: schoolId, name: 'Mathematics' },
      { id: randomUUID(), school_id: schoolId, name: 'Science' },
    ]);

    await insertRows(
      tx,
      'profiles',
      DEMO_ACCOUNTS.map((a) => ({
        id: users.get(a),
        user_id: users.get(a),
        full_name: a.fullName,
        is_solo_user: a.isSolo,
        is_developer: a.isDeveloper,
        school_id: a.role ? schoolId : null,
        subjects: a.subjects,
        year_levels: a.yearLevels,
        // Demo accounts come with two terms of lessons and no first steps to show; the guided
        // tour is offered to new accounts (and from Help or the profile). Seeded unseen, it
        // would also cover the page in every end-to-end test that signs in as one of them.
        guided_tour_completed: true,
      })),
    );
    await insertRows(
      tx,
      'user_preferences',
      DEMO_ACCOUNTS.map((a) => ({
        id: users.get(a),
        user_id: users.get(a),
        timezone: 'Australia/Sydney',
        school_id: a.role ? schoolId : null,
      })),
    );
    await insertRows(
      tx,
      'school_memberships',
      DEMO_ACCOUNTS.filter((a) => a.role).map((a) => ({
        user_id: users.get(a),
        school_id: schoolId,
        role: a.role,
        status: 'active',
        department_id: mathsDepartment,
        joined_at: `${anchorMonday}T08:00:00Z`,
      })),
    );

    // Built-in methods come with the migration (fixed ids); the school adds one of its own, and
    // the solo teacher keeps one beside them (nobody else sees it).
    const schoolMethodId = randomUUID();
    const soloMethodId = randomUUID();
    await insertRows(tx, 'teaching_methods', [
      {
        id: schoolMethodId,
        school_id: schoolId,
        owner_id: null,
        name: 'Number talks',
        description:
          'Short daily discussions of mental strategies (the maths department’s routine).',
      },
      {
        id: soloMethodId,
        school_id: null,
        owner_id: idOf('solo@demo.school'),
        name: 'One-to-one tutoring',
        description: 'Working through problems with a single student at their pace.',
      },
    ]);
    const methodId = (key: MethodKey) =>
      key === 'schoolMethod'
        ? schoolMethodId
        : key === 'ownMethod'
          ? soloMethodId
          : BUILT_IN_METHODS[key];

    const report = await publishAsDeveloper(tx, idOf('developer@demo.school'), curriculum);
    const syllabusId = report.syllabuses[0]!.id;
    const points = await tx.query<DemoPoint & { stage: string }>(
      `select id, code, strand, stage, description from public.syllabus_points
        where syllabus_id = $1 and retired_at is null order by sort_order`,
      [syllabusId],
    );

    const solo = idOf('solo@demo.school');
    // The solo teacher has no school: their own calendar, shaped like the demo school's, lets them
    // plan at once (issue 6). Its id is their user id.
    await insertRows(tx, 'teacher_calendars', [
      {
        id: solo,
        timetable_cycle: demoTimetableCycle(terms),
        term_dates: terms,
        day_schedule: DAY_SCHEDULE,
      },
    ]);

    const world = demoTeaching({
      classes: DEMO_CLASSES,
      today,
      lessonTerms: demoTermsAround(today),
      anchorMonday,
      syllabusId,
      points: points.rows,
      userIdOf: idOf,
      schoolIdOf,
      methodId,
    });
    await insertRows(tx, 'classes', world.classes);
    await insertRows(tx, 'timetable_entries', world.timetable);
    await insertRows(tx, 'lessons', world.lessons);
    await insertRows(tx, 'lesson_syllabus_points', world.links);
    await insertRows(tx, 'class_syllabus_status', world.statuses);
    await insertRows(
      tx,
      'resources',
      demoResourceRows({
        today,
        userIdOf: idOf,
        schoolIdOf,
      }),
    );
    return { seeded: true, lessons: world.lessons.length };
  });
}
