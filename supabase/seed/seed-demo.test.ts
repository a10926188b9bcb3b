import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, createTestDatabase, type TestDatabase } from '../tests/test-db';
import { applyAuthSchema } from '../local/auth/auth-schema';
import { teacherCalendarSchema, termDateSchema } from '../../src/db/entities/school';
import { AC9_ATTRIBUTION } from './ac9-maths-year7';
import { DEMO_ACCOUNTS, DEMO_SCHOOL_INVITE_CODE, DEMO_SCHOOL_INVITE_LINE } from './demo-accounts';
import { seedDemo } from './seed-demo';

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
      today: new Date('2026-11-22T10:00:00Z'),
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
      await count(
        `select count(*) n from public.profiles where is_solo_user and school_id is null`,
      ),
    ).toBe(1);
  });

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

  it('has a syllabus sample by code with the ACARA attribution', async () => {
    const syllabus = (
      await db.sql.query<{ attribution: string }>(`select attribution from public.syllabuses`)
    ).rows[0]!;
    expect(syllabus.attribution).toBe(AC9_ATTRIBUTION);
    expect(syllabus.attribution).toContain('CC BY 4.0');
    expect(
      await count(
        `select count(*) n from public.syllabus_points where code like 'AC9M7%' and year = 7`,
      ),
    ).toBeGreaterThanOrEqual(20);
  });

  it('has a term of lessons: reflections in the past, plans ahead', async () => {
    const statuses = await db.sql.query<{ status: string; n: string }>(
      `select status, count(*) n from public.lessons group by status`,
    );
    const by = Object.fromEntries(statuses.rows.map((r) => [r.status, Number(r.n)]));
    expect(by.COMPLETED).toBeGreaterThan(50);
    expect(by.PENDING_REFLECTION).toBeGreaterThan(0);
    expect(by.MISSED).toBeGreaterThan(0);
    expect(by.PLANNED).toBeGreaterThan(0);
    expect(by.UNPLANNED).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) n from public.lessons where status = 'COMPLETED' and effectiveness_rating is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from public.lessons where status = 'COMPLETED' and date >= '2026-11-22'`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) n from public.lesson_syllabus_points`)).toBeGreaterThan(0);
  });
});
