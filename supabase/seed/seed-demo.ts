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
import { currentTerm, DAY_SCHEDULE, demoTimetableCycle, termsForYear } from './demo-calendar';
import { demoLessons, type DemoClass, type TimetableSlot } from './demo-lessons';
import { insertRows } from './insert-rows';

/** The stage the demo's maths classes cover: a level of the AC9 file, as its parser names it. */
export const DEMO_STAGE = 'Year 7';

export type SeedResult = { seeded: boolean; lessons: number };

/**
 * The demo world of `npm run seed` (and the first `npm start` on an empty data directory): a school
 * with a 10-day cycle, 6 periods, this year's 4 terms and the fixed invite code DEMSCHL7, one
 * account per role (with teaching details), a solo teacher with their own calendar of the same
 * shape (teacher_calendars), a developer, classes, a teaching method of the school's and one of
 * the solo teacher's (beside the built-in ones the migration seeds), ACARA's AC9 Mathematics
 * published through the importer, and a term of lessons with reflections linking Year 7 points.
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

    // Built-in methods come with the migration (fixed ids); the school adds one of its own.
    const schoolMethodId = randomUUID();
    await insertRows(tx, 'teaching_methods', [
      {
        id: schoolMethodId,
        school_id: schoolId,
        name: 'Number talks',
        description:
          'Short daily discussions of mental strategies (the maths department’s routine).',
      },
    ]);
    const builtInMethods = await tx.query<{ id: string }>(
      `select id from public.teaching_methods
        where school_id is null and owner_id is null and deleted_at is null order by id`,
    );
    const builtInIds = builtInMethods.rows.map((m) => m.id);

    const report = await publishAsDeveloper(tx, idOf('developer@demo.school'), curriculum);
    const syllabusId = report.syllabuses[0]!.id;
    const stagePoints = await tx.query<{ id: string }>(
      `select id from public.syllabus_points
        where syllabus_id = $1 and stage = $2 and retired_at is null order by sort_order`,
      [syllabusId, DEMO_STAGE],
    );
    const pointIds = stagePoints.rows.map((p) => p.id);

    const term = currentTerm(terms, today);
    let lessonCount = 0;
    const plan = async (
      ownerId: string,
      classes: (DemoClass & Record<string, unknown>)[],
      slots: TimetableSlot[],
      methodIds: string[],
      seed: number,
    ) => {
      await insertRows(
        tx,
        'classes',
        classes.map(({ topicPointIds: _points, ...row }) => ({
          ...row,
          owner_id: ownerId,
          academic_year: today.slice(0, 4),
        })),
      );
      await insertRows(
        tx,
        'timetable_entries',
        slots.map((s) => ({
          owner_id: ownerId,
          class_id: s.classId,
          cycle_day: s.cycleDay,
          period_id: s.periodId,
        })),
      );
      const { lessons, links } = demoLessons({
        ownerId,
        term,
        anchorMonday,
        today,
        classes,
        slots,
        methodIds,
        seed,
      });
      await insertRows(tx, 'lessons', lessons);
      await insertRows(tx, 'lesson_syllabus_points', links);
      lessonCount += lessons.length;
    };

    const teacher = idOf('teacher@demo.school');
    const maths7a = randomUUID();
    const maths7b = randomUUID();
    const science8 = randomUUID();
    await plan(
      teacher,
      [
        {
          id: maths7a,
          name: '7 Maths A',
          subject: 'Mathematics',
          year: 7,
          syllabus_stage: DEMO_STAGE,
          syllabus_id: syllabusId,
          room: 'M12',
          colour: '#2563eb',
          school_id: schoolId,
          topicPointIds: pointIds,
        },
        {
          id: maths7b,
          name: '7 Maths B',
          subject: 'Mathematics',
          year: 7,
          syllabus_stage: DEMO_STAGE,
          syllabus_id: syllabusId,
          room: 'M14',
          colour: '#16a34a',
          school_id: schoolId,
          topicPointIds: pointIds.slice(8),
        },
        {
          id: science8,
          name: '8 Science',
          subject: 'Science',
          year: 8,
          syllabus_stage: 'Year 8',
          room: 'S3',
          colour: '#d97706',
          school_id: schoolId,
          topicPointIds: [],
        },
      ],
      // A fortnight (10-day cycle) of slots: each Maths class 6 periods, Science 4.
      [
        ...[1, 3, 5, 6, 8, 10].map((cycleDay) => ({ classId: maths7a, cycleDay, periodId: 'P1' })),
        ...[2, 4, 5, 7, 9, 10].map((cycleDay) => ({ classId: maths7b, cycleDay, periodId: 'P3' })),
        ...[1, 4, 6, 9].map((cycleDay) => ({ classId: science8, cycleDay, periodId: 'P5' })),
      ],
      [...builtInIds, schoolMethodId],
      7,
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
    // A solo teacher keeps their own methods beside the built-in ones (nobody else sees them).
    const soloMethodId = randomUUID();
    await insertRows(tx, 'teaching_methods', [
      {
        id: soloMethodId,
        owner_id: solo,
        name: 'One-to-one tutoring',
        description: 'Working through problems with a single student at their pace.',
      },
    ]);
    const soloClass = randomUUID();
    await plan(
      solo,
      [
        {
          id: soloClass,
          name: '7 Maths (tutoring)',
          subject: 'Mathematics',
          year: 7,
          syllabus_stage: DEMO_STAGE,
          syllabus_id: syllabusId,
          colour: '#9333ea',
          topicPointIds: pointIds,
        },
      ],
      [2, 4, 7, 9].map((cycleDay) => ({ classId: soloClass, cycleDay, periodId: 'P2' })),
      [...builtInIds, soloMethodId],
      11,
    );
    return { seeded: true, lessons: lessonCount };
  });
}
