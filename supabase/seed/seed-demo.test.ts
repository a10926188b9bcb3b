import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, createTestDatabase, type TestDatabase } from '../tests/test-db';
import { applyAuthSchema } from '../local/auth/auth-schema';
import { teacherCalendarSchema, termDateSchema } from '../../src/db/entities/school';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_INVITE_CODE, DEMO_SCHOOL_INVITE_LINE } from './demo-accounts';
import { publishAsDeveloper, readDemoCurriculum } from './demo-curriculum';
import { BUILT_IN_METHODS } from './demo-classes';
import { DEMO_STAGE, seedDemo } from './seed-demo';

/** A Wednesday in Term 4: the seed's lessons are placed around it. */
const TODAY = '2026-11-25';

/** A user who is not part of the demo world, to join the demo school by its code. */
const JOINER = '00000000-0000-4000-8000-00000000ab01';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('pglite');
  await applyAuthSchema(db.sql);
}, 60_000);
afterAll(() => db.close());

const count = async (query: string) =>
  Number((await db.sql.query<{ n: string }>(query)).rows[0]!.n);

describe('seedDemo', () => {
  it('creates the demo world once', async () => {
    const first = await seedDemo(db.sql, {
      today: new Date(`${TODAY}T10:00:00Z`),
      passwordCost: 4,
    });
    expect(first.seeded).toBe(true);
    expect(await seedDemo(db.sql, { passwordCost: 4 })).toEqual({ seeded: false, lessons: 0 });

    expect(await count(`select count(*) n from auth.users`)).toBe(DEMO_ACCOUNTS.length);
    const roles = await db.sql.query<{ role: string }>(
      `select role from public.school_memberships order by role`,
    );
    expect(roles.rows.map((r) => r.role)).toEqual(['ADMIN', 'OWNER', 'TEACHER', 'VIEWER']);
    const school = (
      await db.sql.query<{
        timetable_cycle: { length: number };
        term_dates: unknown[];
        day_schedule: { kind: string }[];
      }>(`select timetable_cycle, term_dates, day_schedule from public.schools`)
    ).rows[0]!;
    expect(school.timetable_cycle.length).toBe(10);
    expect(school.term_dates).toHaveLength(4);
    expect(school.day_schedule.filter((p) => p.kind === 'lesson')).toHaveLength(6);
    expect(await count(`select count(*) n from public.profiles where is_developer`)).toBe(1);
    expect(
      await count(`select count(*) n from public.profiles where not guided_tour_completed`),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from public.profiles where is_solo_user and school_id is null`,
      ),
    ).toBe(1);
  }, 60_000); // parses ACARA's 3 MB MRAC file (~0.7 s) and imports 1,421 catalogue rows

  it("gives the solo teacher their own calendar, shaped like the school's, that the replica accepts", async () => {
    const { rows } = await db.sql.query<Record<string, unknown>>(
      `select to_jsonb(c) as row,
              u.email, s.timetable_cycle, s.term_dates, s.day_schedule
         from public.teacher_calendars c join auth.users u on u.id = c.id
         cross join public.schools s`,
    );
    expect(rows).toHaveLength(1);
    const [found] = rows as [
      {
        row: Record<string, unknown>;
        email: string;
        timetable_cycle: unknown;
        term_dates: unknown;
        day_schedule: unknown;
      },
    ];
    expect(found.email).toBe('solo@demo.school');
    const calendar = teacherCalendarSchema.parse(found.row);
    expect(calendar.term_dates.map((t) => t.term)).toEqual([
      'Term 1',
      'Term 2',
      'Term 3',
      'Term 4',
    ]);
    expect(calendar.timetable_cycle).toEqual(found.timetable_cycle);
    expect(calendar.term_dates).toEqual(found.term_dates);
    expect(calendar.day_schedule).toEqual(found.day_schedule);
    // The demo school's calendar passes the replica's schema too (its terms were numbers once).
    expect(termDateSchema.array().safeParse(found.term_dates).success).toBe(true);
  });

  it('gives the demo school the fixed invite code the banner prints, so anyone can join it', async () => {
    expect(DEMO_SCHOOL_INVITE_CODE).toBe('DEMSCHL7');
    expect(DEMO_SCHOOL_INVITE_LINE.trim()).toBe('demo school invite code: DEMSCHL7');
    const { rows } = await db.sql.query<{ invite_code: string }>(
      `select invite_code from public.schools`,
    );
    expect(rows).toEqual([{ invite_code: 'DEMSCHL7' }]);
    // The code satisfies the column's check (the insert would have failed) and join_school finds it.
    await db.sql.query(`insert into auth.users (id, email) values ($1, 'joiner@example.test')`, [
      JOINER,
    ]);
    const joined = await db.sql.transaction(async (tx) => {
      await actAs(tx, { id: JOINER, email: 'joiner@example.test' });
      return (await tx.query<{ role: string }>(`select role from public.join_school('demschl7')`))
        .rows[0];
    });
    expect(joined).toEqual({ role: 'TEACHER' });
  });

  it('gives the demo accounts teaching details', async () => {
    const { rows } = await db.sql.query<{
      email: string;
      subjects: string[];
      year_levels: number[];
    }>(
      `select u.email, p.subjects, p.year_levels from public.profiles p
         join auth.users u on u.id = p.user_id where u.email = any($1) order by u.email`,
      [DEMO_ACCOUNTS.map((a) => a.email)],
    );
    expect(rows).toEqual(
      [...DEMO_ACCOUNTS]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((a) => ({ email: a.email, subjects: a.subjects, year_levels: a.yearLevels })),
    );
    const teacher = rows.find((r) => r.email === 'teacher@demo.school')!;
    expect(teacher.subjects.length).toBeGreaterThan(0);
    expect(teacher.year_levels.length).toBeGreaterThan(0);
  });

  it("publishes ACARA's AC9 Mathematics through the importer, with its attribution", async () => {
    const { rows } = await db.sql.query<{
      school_id: string | null;
      source_key: string;
      attribution: string;
      levels: string[];
      years: number[];
    }>(`select school_id, source_key, attribution, levels, years from public.syllabuses`);
    expect(rows).toHaveLength(1);
    const [syllabus] = rows as [(typeof rows)[number]];
    expect(syllabus.school_id).toBeNull(); // published: every signed-in user reads it
    expect(syllabus.source_key).toMatch(/^mrac:/);
    expect(syllabus.attribution).toContain('CC BY 4.0');
    expect(syllabus.attribution).toMatch(
      /Australian Curriculum, Assessment and Reporting Authority/,
    );
    expect(syllabus.levels).toContain(DEMO_STAGE);
    expect(syllabus.years).toContain(7);
    // The fixture's counts (curriculum/README.md).
    expect(await count(`select count(*) n from public.syllabus_points`)).toBe(240);
    expect(await count(`select count(*) n from public.syllabus_objectives`)).toBe(996);
    expect(
      await count(
        `select count(*) n from public.syllabus_criteria where syllabus_point_id is null`,
      ),
    ).toBe(185);
    expect(
      await count(
        `select count(*) n from public.syllabus_points where stage = '${DEMO_STAGE}' and year = 7 and code like 'AC9M7%'`,
      ),
    ).toBeGreaterThanOrEqual(20);
  });

  it('gives the maths classes that syllabus and their stage, and links lessons to real codes of it', async () => {
    const classes = await db.sql.query<{ name: string; stage: string; syllabus: boolean }>(
      `select c.name, c.syllabus_stage stage, c.syllabus_id is not null syllabus
         from public.classes c where c.subject = 'Mathematics' order by c.name`,
    );
    expect(classes.rows).toEqual([
      { name: '10 Maths', stage: 'Year 10', syllabus: true },
      { name: '7 Maths (tutoring)', stage: DEMO_STAGE, syllabus: true },
      { name: '7 Maths A', stage: DEMO_STAGE, syllabus: true },
      { name: '7 Maths B', stage: DEMO_STAGE, syllabus: true },
      { name: '8 Maths', stage: 'Year 8', syllabus: true },
      { name: '9 Maths (tutoring)', stage: 'Year 9', syllabus: true },
    ]);
    const links = await db.sql.query<{ in_stage: boolean; code: string; same_syllabus: boolean }>(
      `select distinct p.stage = c.syllabus_stage in_stage, p.code,
              p.syllabus_id = c.syllabus_id same_syllabus
         from public.lesson_syllabus_points l
         join public.syllabus_points p on p.id = l.syllabus_point_id
         join public.lessons le on le.id = l.lesson_id
         join public.classes c on c.id = le.class_id`,
    );
    expect(links.rows.length).toBeGreaterThan(50);
    for (const link of links.rows) {
      expect(link).toEqual({
        in_stage: true,
        code: expect.stringMatching(/^AC9M(7|8|9|10)/),
        same_syllabus: true,
      });
    }
  });

  it('uses the built-in teaching methods instead of its own copies, plus one of the school and one of the solo teacher', async () => {
    const methods = await db.sql.query<{ scope: string; n: string }>(
      `select case when school_id is not null then 'school' when owner_id is not null then 'own'
                   else 'built-in' end scope, count(*) n
         from public.teaching_methods group by 1 order by 1`,
    );
    expect(methods.rows.map((r) => [r.scope, Number(r.n)])).toEqual([
      ['built-in', 10],
      ['own', 1],
      ['school', 1],
    ]);
    // The seed names the built-in methods by the migration's fixed ids.
    expect(
      await count(
        `select count(*) n from public.teaching_methods
          where id in (${Object.values(BUILT_IN_METHODS)
            .map((id) => `'${id}'`)
            .join(', ')}) and school_id is null and owner_id is null`,
      ),
    ).toBe(10);
    // Every reflection names a method its teacher can see: built-in, their school's, or their own.
    expect(
      await count(
        `select count(*) n from public.lessons l
           join public.teaching_methods m on m.id = l.teaching_method_id
          where not ((m.school_id is null and m.owner_id is null)
                     or m.owner_id = l.owner_id
                     or m.school_id in (select school_id from public.school_memberships
                                         where user_id = l.owner_id))`,
      ),
    ).toBe(0);
  });

  it(
    'changes nothing when the same curriculum is imported again',
    { timeout: 60_000 },
    async () => {
      const developer = DEMO_ACCOUNTS.find((a) => a.isDeveloper)!;
      const { rows } = await db.sql.query<{ id: string }>(
        `select id from auth.users where email = $1`,
        [developer.email],
      );
      const report = await db.sql.transaction((tx) =>
        publishAsDeveloper(tx, rows[0]!.id, readDemoCurriculum()),
      );
      expect(report.syllabuses).toHaveLength(1);
      expect(report.syllabuses[0]).toMatchObject({
        created: false,
        points: { added: 0, changed: 0, retired: 0, unchanged: 240 },
        objectives: { added: 0, changed: 0, retired: 0, unchanged: 996 },
        criteria: { added: 0, changed: 0, retired: 0, unchanged: 185 },
      });
    },
  );
});
