import { randomUUID } from 'node:crypto';
import type { Sql } from '../local/db/sql-client';

/**
 * One school's planning rows for the school_planning_overview tests, written as the server
 * (memberships and colleagues' lessons are not the API users' to write). Dates are relative to
 * `today` because the RPC reads today from the clock; each lesson's text carries SECRET_MARK so a
 * test can prove none of it reaches the answer.
 */
export const SECRET_MARK = 'SECRET-LESSON-TEXT-7f3a';

export type LessonSpec = {
  /** Days from today (negative: past). */
  day: number;
  status?: 'PLANNED' | 'UNPLANNED' | 'COMPLETED' | 'MISSED' | 'PENDING_REFLECTION';
  title?: string | null;
  notes?: string | null;
  activities?: string | null;
  reflection?: string | null;
  programItem?: boolean;
  /** Syllabus point ids linked; a `!` prefix links it with a tombstoned link. */
  points?: string[];
  resource?: boolean;
  deleted?: boolean;
};

export type ClassSpec = {
  name: string;
  owner: string;
  school: string | null;
  subject?: string | null;
  year?: number | null;
  syllabus?: string | null;
  stage?: string | null;
  archived?: boolean;
  deleted?: boolean;
  lessons?: LessonSpec[];
};

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A published syllabus with points; `retired`/`deleted` mark those codes. Returns code → id. */
export async function insertSyllabus(
  sql: Sql,
  points: {
    code: string;
    stage?: string | null;
    year?: number | null;
    state?: 'retired' | 'deleted';
  }[],
): Promise<{ syllabusId: string; pointIds: Record<string, string> }> {
  const syllabusId = randomUUID();
  await sql.query(
    `insert into public.syllabuses (id, name, subject, source_key) values ($1, 'Overview Maths', 'Mathematics', $2)`,
    [syllabusId, `test:${syllabusId}`],
  );
  const pointIds: Record<string, string> = {};
  for (const [index, point] of points.entries()) {
    const id = randomUUID();
    pointIds[point.code] = id;
    await sql.query(
      `insert into public.syllabus_points
         (id, syllabus_id, code, description, strand, stage, year, sort_order, retired_at, deleted_at)
       values ($1, $2, $3, 'A point', 'Number', $4, $5, $6,
               case when $7 = 'retired' then now() end, case when $7 = 'deleted' then now() end)`,
      [
        id,
        syllabusId,
        point.code,
        point.stage ?? null,
        point.year ?? null,
        index,
        point.state ?? '',
      ],
    );
  }
  return { syllabusId, pointIds };
}

async function insertLesson(
  sql: Sql,
  owner: string,
  classId: string,
  today: string,
  spec: LessonSpec,
) {
  const id = randomUUID();
  let programItem: string | null = null;
  if (spec.programItem) {
    const program = randomUUID();
    programItem = randomUUID();
    await sql.query(`insert into public.programs (id, owner_id, name) values ($1, $2, 'Unit')`, [
      program,
      owner,
    ]);
    await sql.query(
      `insert into public.program_items (id, program_id, title) values ($1, $2, $3)`,
      [programItem, program, `${SECRET_MARK} item`],
    );
  }
  await sql.query(
    `insert into public.lessons (id, owner_id, class_id, date, status, title, notes, activities,
       reflection_notes, follow_up_notes, program_item_id, deleted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, case when $11 then now() end)`,
    [
      id,
      owner,
      classId,
      addDays(today, spec.day),
      spec.status ?? 'UNPLANNED',
      spec.title ?? null,
      spec.notes ?? null,
      spec.activities ?? null,
      spec.reflection ?? null,
      programItem,
      spec.deleted ?? false,
    ],
  );
  for (const point of spec.points ?? []) {
    const dead = point.startsWith('!');
    await sql.query(
      `insert into public.lesson_syllabus_points (owner_id, lesson_id, syllabus_point_id, deleted_at)
       values ($1, $2, $3, case when $4 then now() end)`,
      [owner, id, dead ? point.slice(1) : point, dead],
    );
  }
  if (spec.resource) {
    const resource = randomUUID();
    await sql.query(
      `insert into public.resources (id, owner_id, kind, title, body) values ($1, $2, 'note', $3, $3)`,
      [resource, owner, `${SECRET_MARK} resource`],
    );
    await sql.query(
      `insert into public.lesson_resources (owner_id, lesson_id, resource_id) values ($1, $2, $3)`,
      [owner, id, resource],
    );
  }
}

/** A class and its lessons; returns the class id. */
export async function insertClass(sql: Sql, today: string, spec: ClassSpec): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `insert into public.classes (id, owner_id, school_id, name, subject, year, syllabus_id,
       syllabus_stage, notes, archived_at, deleted_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $10 then now() end, case when $11 then now() end)`,
    [
      id,
      spec.owner,
      spec.school,
      spec.name,
      spec.subject ?? null,
      spec.year ?? null,
      spec.syllabus ?? null,
      spec.stage ?? null,
      `${SECRET_MARK} class notes`,
      spec.archived ?? false,
      spec.deleted ?? false,
    ],
  );
  for (const lesson of spec.lessons ?? []) await insertLesson(sql, spec.owner, id, today, lesson);
  return id;
}

/** The rows classCoverage and the lesson rules read, straight from the database. */
export async function readPlanningRows(sql: Sql, classIds: string[]) {
  const classes = await sql.query<{
    id: string;
    syllabus_id: string | null;
    syllabus_stage: string | null;
    year: number | null;
  }>(`select id, syllabus_id, syllabus_stage, year from public.classes where id = any($1)`, [
    classIds,
  ]);
  const points = await sql.query<{
    id: string;
    syllabus_id: string;
    code: string;
    description: string;
    subject: string | null;
    strand: string | null;
    stage: string | null;
    year: number | null;
    sort_order: number;
    deleted_at: string | null;
    retired_at: string | null;
  }>(
    `select id, syllabus_id, code, description, subject, strand, stage, year, sort_order,
            deleted_at::text, retired_at::text
       from public.syllabus_points`,
  );
  const lessons = await sql.query<{
    id: string;
    class_id: string;
    date: string;
    status: string;
    deleted_at: string | null;
    title: string | null;
    objectives: string | null;
    success_criteria: string | null;
    activities: string | null;
    notes: string | null;
    program_item_id: string | null;
    has_links: boolean;
  }>(
    `select l.id, l.class_id, l.date::text, l.status, l.deleted_at::text, l.title, l.objectives,
            l.success_criteria, l.activities, l.notes, l.program_item_id,
            exists (select 1 from public.lesson_syllabus_points lp
                     where lp.lesson_id = l.id and lp.deleted_at is null)
            or exists (select 1 from public.lesson_resources lr
                        where lr.lesson_id = l.id and lr.deleted_at is null) as has_links
       from public.lessons l where l.class_id = any($1)`,
    [classIds],
  );
  const links = await sql.query<{
    lesson_id: string;
    syllabus_point_id: string;
    deleted_at: string | null;
  }>(
    `select lp.lesson_id, lp.syllabus_point_id, lp.deleted_at::text
       from public.lesson_syllabus_points lp join public.lessons l on l.id = lp.lesson_id
      where l.class_id = any($1)`,
    [classIds],
  );
  return {
    classes: classes.rows,
    points: points.rows,
    lessons: lessons.rows,
    links: links.rows,
  };
}
