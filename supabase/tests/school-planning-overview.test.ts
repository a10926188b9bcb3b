import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { classCoverage, percentageOf } from '../../src/domain/coverage';
import { effectiveStatus, hasPlanContent, type LessonStatus } from '../../src/domain/lessons';
import { parseSchoolOverview } from '../../src/features/dashboard/api/school-overview-rpc';
import { startSyncServer, type SyncServer } from '../../tests/sync/harness/sync-server';
import {
  SECRET_MARK,
  addDays,
  insertClass,
  insertSyllabus,
  readPlanningRows,
} from './school-overview-fixture';

/**
 * school_planning_overview over HTTP: the real supabase-js client, PostgREST and the gateway of the
 * local stack, as the dashboard calls it. An OWNER and an ADMIN get each class's aggregates (and
 * the same numbers the app's own rules give for the same rows); a TEACHER, a VIEWER, a manager of
 * another school and anon are refused; no lesson text, reflection or class note is in the answer.
 */
let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const sql = () => server.stack.database.sql;

const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
};

function clientFor(userId: string): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    ...CLIENT_OPTIONS,
    global: { headers: { Authorization: `Bearer ${server.token(userId)}` } },
  });
}

async function user(fullName: string | null) {
  const id = await server.createUser();
  await sql().query(`insert into public.profiles (user_id, full_name) values ($1, $2)`, [
    id,
    fullName,
  ]);
  return { id, client: clientFor(id) };
}

type Member = Awaited<ReturnType<typeof user>>;

async function join(member: Member, schoolId: string, role: string, status = 'active') {
  await sql().query(
    `insert into public.school_memberships (user_id, school_id, role, status) values ($1, $2, $3, $4)`,
    [member.id, schoolId, role, status],
  );
}

async function createSchool(owner: Member, name: string) {
  const { data, error } = await owner.client
    .rpc('create_school', { name })
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

type ClassRow = {
  class_id: string;
  class_name: string;
  subject: string | null;
  year: number | null;
  teacher_name: string;
  lessons_this_week: number;
  planned_this_week: number;
  unplanned_this_week: number;
  taught_in_range: number;
  awaiting_reflection: number;
  has_syllabus: boolean;
  points_in_scope: number;
  points_covered: number;
  coverage_percentage: number;
  last_planned_date: string | null;
};
type Overview = {
  school_id: string;
  week_start: string;
  week_end: string;
  today: string;
  classes: ClassRow[];
};

const overview = (client: SupabaseClient, schoolId: string, weekStart: string, weekEnd: string) =>
  client.rpc('school_planning_overview', {
    p_school_id: schoolId,
    p_week_start: weekStart,
    p_week_end: weekEnd,
  });

describe('school_planning_overview through the gateway', () => {
  let owner: Member;
  let admin: Member;
  let teacher: Member;
  let viewer: Member;
  let otherOwner: Member;
  let schoolId: string;
  let otherSchoolId: string;
  let today: string;
  let week: { start: string; end: string };
  let shownClassIds: string[];

  beforeAll(async () => {
    const { rows } = await sql().query<{ today: string }>(
      `select (now() at time zone 'UTC')::date::text as today`,
    );
    today = rows[0]!.today;
    // The week around today: three days either side, so past and future lessons fall inside.
    week = { start: addDays(today, -3), end: addDays(today, 3) };

    owner = await user('Olive Owner');
    admin = await user('Adam Admin');
    teacher = await user('Tess Teacher');
    viewer = await user('Vic Viewer');
    otherOwner = await user('Otto Other');
    const leaver = await user('Lee Leaver');
    const unnamed = await user(null);
    schoolId = await createSchool(owner, 'Overview School');
    otherSchoolId = await createSchool(otherOwner, 'Other School');
    await join(admin, schoolId, 'ADMIN');
    await join(teacher, schoolId, 'TEACHER');
    await join(viewer, schoolId, 'VIEWER');
    await join(leaver, schoolId, 'TEACHER', 'left');
    await join(unnamed, schoolId, 'TEACHER');

    const { syllabusId, pointIds: p } = await insertSyllabus(sql(), [
      { code: 'Y7-1', stage: 'Year 7', year: 7 },
      { code: 'Y7-2', stage: 'Year 7', year: 7 },
      { code: 'Y7-3', stage: 'Year 7', year: 7 },
      { code: 'Y7-4', stage: 'Year 7', year: 7 },
      { code: 'Y7-old', stage: 'Year 7', year: 7, state: 'retired' },
      { code: 'Y7-gone', stage: 'Year 7', year: 7, state: 'deleted' },
      { code: 'Y8-1', stage: 'Year 8', year: 8 },
      { code: 'Y8-2', stage: 'Year 8', year: 8 },
    ]);
    const secret = (what: string) => `${SECRET_MARK} ${what}`;

    const maths = await insertClass(sql(), today, {
      name: '7A Mathematics',
      owner: teacher.id,
      school: schoolId,
      subject: 'Mathematics',
      year: 7,
      syllabus: syllabusId,
      stage: 'Year 7',
      lessons: [
        // Taught long ago: covers Y7-1 (linked twice) and the retired point (never counted).
        {
          day: -20,
          status: 'COMPLETED',
          title: secret('fractions'),
          reflection: secret('went well'),
          points: [p['Y7-1']!, p['Y7-1']!, p['Y7-old']!],
        },
        // Taught, but its link to Y7-2 was removed: covers nothing.
        { day: -15, status: 'COMPLETED', title: secret('decimals'), points: [`!${p['Y7-2']!}`] },
        // A deleted taught lesson covers nothing and counts nowhere.
        {
          day: -14,
          status: 'COMPLETED',
          title: secret('deleted'),
          points: [p['Y7-3']!],
          deleted: true,
        },
        // Past and unmarked: awaiting reflection (one planned, one blank).
        { day: -10, status: 'PLANNED', title: secret('ratios') },
        { day: -9, status: 'UNPLANNED' },
        // Missed: neither taught nor awaiting.
        { day: -8, status: 'MISSED' },
        // This week: taught (covers Y7-3), awaiting (yesterday), whitespace only (unplanned), a
        // program item, a linked resource, today (not awaiting yet), and a blank future lesson.
        { day: -2, status: 'COMPLETED', activities: secret('group work'), points: [p['Y7-3']!] },
        { day: -1, status: 'PLANNED', notes: secret('notes') },
        { day: 0, status: 'UNPLANNED', title: ' \t\n\u00a0\u3000' },
        { day: 1, status: 'PLANNED', programItem: true },
        { day: 2, status: 'PLANNED', resource: true },
        { day: 3, status: 'UNPLANNED' },
        // Planned beyond the week: the last planned date.
        { day: 9, status: 'PLANNED', title: secret('next unit'), points: [p['Y7-4']!] },
      ],
    });
    // Scope by year when the stage is blank; taught outside the week.
    const science = await insertClass(sql(), today, {
      name: '8B Number',
      owner: admin.id,
      school: schoolId,
      subject: 'Mathematics',
      year: 8,
      syllabus: syllabusId,
      stage: '   ',
      lessons: [
        { day: -30, status: 'COMPLETED', title: secret('8B'), points: [p['Y8-1']!, p['Y7-1']!] },
        { day: 1, status: 'UNPLANNED' },
      ],
    });
    // No syllabus, no lessons, a teacher without a name (the e-mail address stands in).
    const art = await insertClass(sql(), today, {
      name: 'Art club',
      owner: unnamed.id,
      school: schoolId,
    });
    shownClassIds = [maths, science, art];
    // Never listed: archived, deleted, a leaver's, another school's, a class with no school.
    await insertClass(sql(), today, {
      name: 'Old class',
      owner: teacher.id,
      school: schoolId,
      archived: true,
    });
    await insertClass(sql(), today, {
      name: 'Gone class',
      owner: teacher.id,
      school: schoolId,
      deleted: true,
    });
    await insertClass(sql(), today, { name: 'Leaver class', owner: leaver.id, school: schoolId });
    await insertClass(sql(), today, {
      name: 'Other class',
      owner: otherOwner.id,
      school: otherSchoolId,
    });
    await insertClass(sql(), today, { name: 'Private class', owner: teacher.id, school: null });
  }, 120_000);

  it('gives an OWNER every class of the school with its aggregates', async () => {
    const { data, error } = await overview(owner.client, schoolId, week.start, week.end);
    expect(error).toBeNull();
    const answer = data as Overview;
    expect(answer).toMatchObject({
      school_id: schoolId,
      week_start: week.start,
      week_end: week.end,
      today,
    });
    const unnamedEmail = (
      await sql().query<{ email: string }>(
        `select u.email from auth.users u join public.classes c on c.owner_id = u.id where c.name = 'Art club'`,
      )
    ).rows[0]!.email;
    expect(answer.classes).toEqual([
      {
        class_id: shownClassIds[0],
        class_name: '7A Mathematics',
        subject: 'Mathematics',
        year: 7,
        teacher_name: 'Tess Teacher',
        lessons_this_week: 6,
        planned_this_week: 4,
        unplanned_this_week: 2,
        taught_in_range: 1,
        awaiting_reflection: 3,
        has_syllabus: true,
        points_in_scope: 4,
        points_covered: 2,
        coverage_percentage: 50,
        last_planned_date: addDays(today, 9),
      },
      {
        class_id: shownClassIds[1],
        class_name: '8B Number',
        subject: 'Mathematics',
        year: 8,
        teacher_name: 'Adam Admin',
        lessons_this_week: 1,
        planned_this_week: 0,
        unplanned_this_week: 1,
        taught_in_range: 0,
        awaiting_reflection: 0,
        has_syllabus: true,
        points_in_scope: 2,
        points_covered: 1,
        coverage_percentage: 50,
        last_planned_date: addDays(today, -30),
      },
      {
        class_id: shownClassIds[2],
        class_name: 'Art club',
        subject: null,
        year: null,
        teacher_name: unnamedEmail,
        lessons_this_week: 0,
        planned_this_week: 0,
        unplanned_this_week: 0,
        taught_in_range: 0,
        awaiting_reflection: 0,
        has_syllabus: false,
        points_in_scope: 0,
        points_covered: 0,
        coverage_percentage: 0,
        last_planned_date: null,
      },
    ]);
  });

  it("passes the app's own check of the answer (school-overview-rpc.ts)", async () => {
    const { data } = await overview(owner.client, schoolId, week.start, week.end);
    const parsed = parseSchoolOverview(data);
    expect(parsed?.classes.map((row) => row.className)).toEqual([
      '7A Mathematics',
      '8B Number',
      'Art club',
    ]);
  });

  it('gives an ADMIN the same answer', async () => {
    const [asOwner, asAdmin] = await Promise.all([
      overview(owner.client, schoolId, week.start, week.end),
      overview(admin.client, schoolId, week.start, week.end),
    ]);
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toEqual(asOwner.data);
  });

  it("agrees with the app's own rules (classCoverage, hasPlanContent, effectiveStatus) on the same rows", async () => {
    const { data } = await overview(owner.client, schoolId, week.start, week.end);
    const rows = await readPlanningRows(sql(), shownClassIds);
    const expected = shownClassIds.map((classId) => {
      const schoolClass = rows.classes.find((c) => c.id === classId)!;
      const lessons = rows.lessons.filter((l) => l.class_id === classId && l.deleted_at === null);
      const inWeek = lessons.filter((l) => l.date >= week.start && l.date <= week.end);
      const planned = (l: (typeof lessons)[number]) => hasPlanContent(l, l.has_links);
      const { overall } = classCoverage({
        schoolClass,
        points: rows.points,
        lessons,
        links: rows.links,
        statuses: [],
        today,
      });
      return {
        class_id: classId,
        lessons_this_week: inWeek.length,
        planned_this_week: inWeek.filter(planned).length,
        taught_in_range: inWeek.filter((l) => l.status === 'COMPLETED').length,
        awaiting_reflection: lessons.filter(
          (l) =>
            effectiveStatus({ ...l, status: l.status as LessonStatus }, today) ===
            'PENDING_REFLECTION',
        ).length,
        points_in_scope: overall.inScope,
        points_covered: overall.covered,
        coverage_percentage: overall.coveragePercentage,
        last_planned_date:
          lessons
            .filter(planned)
            .map((l) => l.date)
            .sort()
            .at(-1) ?? null,
      };
    });
    const answered = (data as Overview).classes
      .map((row) => ({
        class_id: row.class_id,
        lessons_this_week: row.lessons_this_week,
        planned_this_week: row.planned_this_week,
        taught_in_range: row.taught_in_range,
        awaiting_reflection: row.awaiting_reflection,
        points_in_scope: row.points_in_scope,
        points_covered: row.points_covered,
        coverage_percentage: row.coverage_percentage,
        last_planned_date: row.last_planned_date,
      }))
      .sort((a, b) => shownClassIds.indexOf(a.class_id) - shownClassIds.indexOf(b.class_id));
    expect(answered).toEqual(expected);
  });

  it('rounds coverage exactly as percentageOf does, for every count up to 150 points', async () => {
    const { rows } = await sql().query<{ covered: number; in_scope: number; percentage: number }>(
      `select c as covered, n as in_scope, private.coverage_percentage(c, n) as percentage
         from generate_series(0, 150) n, generate_series(0, 150) c where c <= n`,
    );
    const differing = rows.filter(
      (row) => row.percentage !== percentageOf(Number(row.covered), Number(row.in_scope)),
    );
    expect(rows).toHaveLength(11_476);
    expect(differing).toEqual([]);
  });

  it('never answers with lesson text, reflections, class notes or linked items', async () => {
    const { data } = await overview(
      owner.client,
      schoolId,
      addDays(today, -60),
      addDays(today, 60),
    );
    const text = JSON.stringify(data);
    expect(text).not.toContain(SECRET_MARK);
    expect(Object.keys((data as Overview).classes[0]!).sort()).toEqual([
      'awaiting_reflection',
      'class_id',
      'class_name',
      'coverage_percentage',
      'has_syllabus',
      'last_planned_date',
      'lessons_this_week',
      'planned_this_week',
      'points_covered',
      'points_in_scope',
      'subject',
      'taught_in_range',
      'teacher_name',
      'unplanned_this_week',
      'year',
    ]);
  });

  it.each([
    ['a TEACHER', () => teacher],
    ['a VIEWER', () => viewer],
    ['the owner of another school', () => otherOwner],
  ])('refuses %s in words the dashboard can show', async (_, who) => {
    const { data, error } = await overview(who().client, schoolId, week.start, week.end);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: '42501',
      hint: 'SCHOOL_MANAGER_REQUIRED',
      message: 'Only an owner or admin of this school can see its planning overview',
    });
  });

  it('refuses a manager asking about a school that is not theirs, existing or not', async () => {
    for (const school of [otherSchoolId, '00000000-0000-4000-8000-000000000000']) {
      const { error } = await overview(owner.client, school, week.start, week.end);
      expect(error).toMatchObject({ code: '42501', hint: 'SCHOOL_MANAGER_REQUIRED' });
    }
  });

  it('refuses anon: the function is not theirs to call', async () => {
    const anon = createClient(server.url, server.anonKey, CLIENT_OPTIONS);
    const { data, error } = await overview(anon, schoolId, week.start, week.end);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('refuses a reversed or over-long range', async () => {
    for (const [start, end] of [
      [week.end, week.start],
      [addDays(today, -400), today],
    ] as const) {
      const { error } = await overview(owner.client, schoolId, start, end);
      expect(error).toMatchObject({ code: '22023', hint: 'OVERVIEW_RANGE_INVALID' });
    }
  });
});
