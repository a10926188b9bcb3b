import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classPerformance,
  indexAnalyticsData,
  applyFilter,
  syllabusCoverage,
  teachingMethodUsage,
  type AnalyticsData,
} from '../../src/domain/analytics';
import { dashboardMetrics } from '../../src/domain/analytics/dashboard-metrics';
import { EMPTY_ANALYTICS_FILTER } from '../../src/domain/analytics/filter';
import { lessonSchema, lessonSyllabusPointSchema } from '../../src/db/entities/lesson';
import { resourceSchema } from '../../src/db/entities/library';
import {
  classSchema,
  classSyllabusStatusSchema,
  timetableEntrySchema,
} from '../../src/db/entities/planning';
import { applyAuthSchema } from '../local/auth/auth-schema';
import { createTestDatabase, type TestDatabase } from '../tests/test-db';
import { demoTermsAround, teachingDays } from './demo-calendar';
import { PENDING_DAYS } from './demo-lessons';
import { seedDemo } from './seed-demo';

/**
 * What the analytics pages and the dashboard get from the demo seed on a first `npm start`: two
 * terms of lessons around today, reflected, linked to the syllabus, with statuses and resources,
 * checked in the database and through the analytics engine itself.
 */

/** A Wednesday of Term 4 2026 (Term 3, 13 Jul – 18 Sep, is the previous term). */
const TODAY = '2026-11-25';
const WEEK = { start: '2026-11-23', end: '2026-11-29' };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('pglite');
  await applyAuthSchema(db.sql);
  await seedDemo(db.sql, { today: new Date(`${TODAY}T10:00:00Z`), passwordCost: 4 });
}, 60_000);
afterAll(() => db.close());

const userId = async (email: string) =>
  (await db.sql.query<{ id: string }>(`select id from auth.users where email = $1`, [email]))
    .rows[0]!.id;

/** Lesson counts by status of one teacher between two dates (inclusive). */
async function statuses(email: string, from: string, to: string) {
  const { rows } = await db.sql.query<{ status: string; n: string }>(
    `select l.status, count(*) n from public.lessons l join auth.users u on u.id = l.owner_id
      where u.email = $1 and l.date between $2 and $3 group by l.status`,
    [email, from, to],
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
}

/** One teacher's rows as the replica holds them (JSON: dates and times as strings). */
async function analyticsData(email: string): Promise<AnalyticsData> {
  const owner = await userId(email);
  const rows = async <T>(query: string) =>
    (await db.sql.query<{ row: T }>(query, [owner])).rows.map((r) => r.row);
  return {
    lessons: await rows(`select to_jsonb(t) row from public.lessons t where owner_id = $1`),
    classes: await rows(`select to_jsonb(t) row from public.classes t where owner_id = $1`),
    links: await rows(
      `select to_jsonb(t) row from public.lesson_syllabus_points t where owner_id = $1`,
    ),
    statuses: await rows(
      `select to_jsonb(t) row from public.class_syllabus_status t where owner_id = $1`,
    ),
    resources: await rows(`select to_jsonb(t) row from public.resources t where owner_id = $1`),
    points: await rows(
      `select to_jsonb(t) row from public.syllabus_points t where $1::uuid is not null`,
    ),
    methods: await rows(
      `select to_jsonb(t) row from public.teaching_methods t where $1::uuid is not null`,
    ),
  };
}

describe('the demo seed’s teaching', () => {
  const [previous, current] = demoTermsAround(TODAY) as [
    ReturnType<typeof demoTermsAround>[number],
    ReturnType<typeof demoTermsAround>[number],
  ];

  it('fills the previous term: taught, reflected, a few missed, nothing left to plan', async () => {
    expect(previous.term).toBe('Term 3');
    const by = await statuses('teacher@demo.school', previous.start, previous.end);
    expect(by.COMPLETED).toBeGreaterThan(60);
    expect(by.MISSED).toBeGreaterThan(0);
    expect(by.MISSED).toBeLessThan(by.COMPLETED! / 5);
    expect(Object.keys(by).sort()).toEqual(['COMPLETED', 'MISSED']);
  });

  it('fills the current term: reflected up to the last days, those pending, then planned and unplanned', async () => {
    const past = await statuses('teacher@demo.school', current.start, '2026-11-24');
    expect(past.COMPLETED).toBeGreaterThan(40);
    expect(past.PENDING_REFLECTION).toBeGreaterThan(0);
    expect(past.PLANNED ?? 0).toBe(0);
    expect(past.UNPLANNED ?? 0).toBe(0);
    const ahead = await statuses('teacher@demo.school', TODAY, current.end);
    expect(ahead.PLANNED).toBeGreaterThan(0);
    expect(ahead.UNPLANNED).toBeGreaterThan(ahead.PLANNED!);
    expect(ahead.COMPLETED ?? 0).toBe(0);
    // Pending reflection: exactly the last teaching days before today.
    const days = teachingDays(current, current.end).filter((d) => d < TODAY);
    const { rows } = await db.sql.query<{ date: string }>(
      `select distinct to_char(date, 'YYYY-MM-DD') date from public.lessons
        where status = 'PENDING_REFLECTION' order by 1`,
    );
    expect(rows.map((r) => r.date)).toEqual(days.slice(-PENDING_DAYS));
  });

  it('gives every reflected lesson its ratings and method, and some of them follow-ups', async () => {
    const { rows } = await db.sql.query<Record<string, string>>(
      `select count(*) filter (where effectiveness_rating is null or teaching_method_id is null
                                      or reflection_notes is null or completed_at is null) unrated,
              count(distinct effectiveness_rating) ratings,
              count(distinct teaching_method_id) methods,
              count(*) filter (where follow_up_required and follow_up_notes is not null) follow_ups,
              count(*) filter (where follow_up_required and follow_up_notes is null) bare_follow_ups,
              count(*) n
         from public.lessons where status = 'COMPLETED'`,
    );
    const found = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    expect(found.unrated).toBe(0);
    expect(found.ratings).toBeGreaterThanOrEqual(4);
    expect(found.methods).toBeGreaterThanOrEqual(10);
    expect(found.follow_ups).toBeGreaterThan(10);
    expect(found.bare_follow_ups).toBe(0);
  });

  it('has lessons today for the demo teacher and the solo teacher, and a week both planned and not', async () => {
    for (const email of ['teacher@demo.school', 'solo@demo.school']) {
      const today = await statuses(email, TODAY, TODAY);
      expect(today.PLANNED, email).toBeGreaterThan(0);
    }
    const week = await statuses('teacher@demo.school', WEEK.start, WEEK.end);
    expect(week.PENDING_REFLECTION).toBeGreaterThan(0);
    expect(week.PLANNED).toBeGreaterThan(0);
    expect(week.UNPLANNED).toBeGreaterThan(0);
  });

  it("gives the teacher's colleagues in the school classes and reflected lessons too", async () => {
    const { rows } = await db.sql.query<{ email: string; classes: string; completed: string }>(
      `select u.email, count(distinct c.id) classes,
              count(l.id) filter (where l.status = 'COMPLETED') completed
         from public.classes c join auth.users u on u.id = c.owner_id
         join public.lessons l on l.class_id = c.id
        where c.school_id is not null group by u.email order by u.email`,
    );
    expect(rows.map((r) => r.email)).toEqual([
      'admin@demo.school',
      'owner@demo.school',
      'teacher@demo.school',
    ]);
    for (const row of rows) expect(Number(row.completed)).toBeGreaterThan(20);
  });

  it('keeps class syllabus statuses: varied mastery, a few priorities set', async () => {
    const { rows } = await db.sql.query<{ mastery: number | null; priority: string; n: string }>(
      `select mastery_level mastery, priority_level priority, count(*) n
         from public.class_syllabus_status group by 1, 2`,
    );
    const masteries = new Set(rows.map((r) => r.mastery).filter((m) => m !== null));
    expect(masteries.size).toBeGreaterThanOrEqual(4);
    const priorities = new Set(rows.map((r) => r.priority));
    expect(priorities).toEqual(new Set(['LOW', 'MEDIUM', 'HIGH']));
    // Each status row is of a class its owner teaches and a point of that class's stage.
    expect(
      Number(
        (
          await db.sql.query<{ n: string }>(
            `select count(*) n from public.class_syllabus_status s
               join public.classes c on c.id = s.class_id
               join public.syllabus_points p on p.id = s.syllabus_point_id
              where p.stage <> c.syllabus_stage or c.owner_id <> s.owner_id`,
          )
        ).rows[0]!.n,
      ),
    ).toBe(0);
  });

  it('shows the teacher meaningful analytics: trends, a class improving and one slipping, gaps, resources', async () => {
    const index = indexAnalyticsData(await analyticsData('teacher@demo.school'));
    const dashboard = dashboardMetrics(index, EMPTY_ANALYTICS_FILTER, TODAY);
    const card = (id: string) => dashboard.cards.find((c) => c.id === id)!;
    for (const id of [
      'lessonsCompleted',
      'averageEffectiveness',
      'teachingHours',
      'pointsTaught',
    ]) {
      expect(card(id).value, id).toBeGreaterThan(0);
      expect(card(id).previous, id).toBeGreaterThan(0);
    }
    const titles = dashboard.recentActivity.map((a) => `${a.type}: ${a.title}`);
    expect(titles).toContain('performance_improvement: 7 Maths A: lessons rated higher');
    expect(titles).toContain('performance_improvement: 7 Maths B: lessons rated lower');
    expect(titles.some((t) => t.startsWith('coverage_gap: 7 Maths B'))).toBe(true);
    expect(titles.filter((t) => t.startsWith('resource_added')).length).toBeGreaterThanOrEqual(3);

    // The current term: classes rate differently, cover different shares, per strand too.
    const scope = applyFilter(
      index,
      { ...EMPTY_ANALYTICS_FILTER, dateRange: { start: previous.start, end: TODAY } },
      TODAY,
    );
    const classes = classPerformance(scope);
    const byName = new Map(classes.map((c) => [c.className, c]));
    const mathsA = byName.get('7 Maths A')!;
    const mathsB = byName.get('7 Maths B')!;
    expect(mathsA.coveragePercentage).toBeGreaterThan(mathsB.coveragePercentage + 15);
    expect(mathsA.coveragePercentage).toBeLessThan(100);
    expect(mathsA.followUpRequired + mathsB.followUpRequired).toBeGreaterThan(0);
    const strands = syllabusCoverage(scope).find((c) => c.className === '7 Maths B')!.strands;
    expect(new Set(strands.map((s) => s.coveragePercentage)).size).toBeGreaterThan(2);

    const methods = teachingMethodUsage(scope).filter((m) => m.usageCount > 0);
    expect(methods.length).toBeGreaterThanOrEqual(8);
    expect(new Set(methods.map((m) => m.avgEffectiveness)).size).toBeGreaterThan(4);
    expect(methods.some((m) => m.effectivenessBySubject.length === 2)).toBe(true);
  });

  it.each([
    ['classes', classSchema],
    ['timetable_entries', timetableEntrySchema],
    ['lessons', lessonSchema],
    ['lesson_syllabus_points', lessonSyllabusPointSchema],
    ['class_syllabus_status', classSyllabusStatusSchema],
    ['resources', resourceSchema],
  ] as const)('seeds %s rows the replica accepts', async (table, schema) => {
    const { rows } = await db.sql.query<{ row: unknown }>(
      `select to_jsonb(t) row from public.${table} t`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      const parsed = schema.safeParse(row);
      expect(parsed.success ? null : parsed.error.issues, JSON.stringify(row)).toBeNull();
    }
  });
});
