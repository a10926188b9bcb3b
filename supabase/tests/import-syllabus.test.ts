import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCatalogue } from '../../src/features/syllabus/model/import/catalogue';
import type { Sql } from '../local/db/sql-client';
import {
  SAMPLE_KEY,
  catalogueOf,
  largeSyllabus,
  sampleSyllabus,
  sampleSyllabusV2,
} from './catalogue-samples';
import { ROWS, USERS, emailOf, seedFixtures, type UserName } from './fixtures';
import { DB_KINDS, createTestDatabase, rolledBack, type TestDatabase } from './test-db';

/**
 * public.import_syllabus (migration 20261125000100) on PGlite and on a real PostgreSQL: idempotent
 * imports that move no txid, a newer version updated in place (links and statuses keep their
 * points), retire-not-delete, who may import where, who sees a school's syllabus, and the
 * messages bad payloads get. Every test imports inside a transaction that is rolled back, except
 * where the test says otherwise, so tests do not see each other's syllabuses.
 */
type Counts = { added: number; changed: number; retired: number; unchanged: number };
type Report = {
  syllabuses: {
    id: string;
    key: string;
    name: string;
    created: boolean;
    points: Counts;
    objectives: Counts;
    criteria: Counts;
  }[];
};
type Failure = { code: string; message: string; hint?: string };

const CATALOGUE_TABLES = [
  'syllabuses',
  'syllabus_points',
  'syllabus_objectives',
  'syllabus_criteria',
] as const;

const actor = (name: UserName) => ({ id: USERS[name], email: emailOf(name) });

async function importAs(
  tx: Sql,
  name: UserName,
  schoolId: string | null,
  catalogue: ImportedCatalogue | unknown,
): Promise<Report> {
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ sub: USERS[name], role: 'authenticated', email: emailOf(name) })],
  );
  const { rows } = await tx.query<{ report: Report }>(
    `select public.import_syllabus($1::uuid, $2::jsonb) as report`,
    [schoolId, JSON.stringify(catalogue)],
  );
  await tx.exec(`reset role`);
  return rows[0]!.report;
}

/** The import's refusal (in a savepoint, so the transaction goes on). */
async function refusal(
  tx: Sql,
  name: UserName,
  schoolId: string | null,
  catalogue: unknown,
): Promise<Failure> {
  await tx.exec('savepoint refused');
  try {
    await importAs(tx, name, schoolId, catalogue);
  } catch (error) {
    await tx.exec('rollback to savepoint refused');
    await tx.exec('reset role');
    const { code, message, hint } = error as Failure;
    return { code, message, hint };
  }
  throw new Error('expected the import to be refused');
}

/** Every catalogue row of one syllabus: id → txid, updated_at and the row itself. */
async function snapshot(tx: Sql, syllabusId: string) {
  const { rows } = await tx.query<{ tbl: string; id: string; row: Record<string, unknown> }>(
    `select 'syllabuses' tbl, s.id, to_jsonb(s) row from public.syllabuses s where s.id = $1
     union all
     select 'syllabus_points', p.id, to_jsonb(p) from public.syllabus_points p where p.syllabus_id = $1
     union all
     select 'syllabus_objectives', o.id, to_jsonb(o) from public.syllabus_objectives o
       join public.syllabus_points p on p.id = o.syllabus_point_id where p.syllabus_id = $1
     union all
     select 'syllabus_criteria', c.id, to_jsonb(c) from public.syllabus_criteria c where c.syllabus_id = $1`,
    [syllabusId],
  );
  return new Map(rows.map((r) => [`${r.tbl}:${r.id}`, r.row]));
}

async function pointsByCode(tx: Sql, syllabusId: string) {
  const { rows } = await tx.query<{
    code: string;
    id: string;
    retired: boolean;
    description: string;
  }>(
    `select code, id, retired_at is not null as retired, description
       from public.syllabus_points where syllabus_id = $1 order by sort_order`,
    [syllabusId],
  );
  return new Map(rows.map((r) => [r.code, r]));
}

const counts = (added: number, changed: number, retired: number, unchanged: number): Counts => ({
  added,
  changed,
  retired,
  unchanged,
});

describe.each(DB_KINDS)('import_syllabus on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('publishes a syllabus; the same file again writes nothing and moves no txid', async () => {
    await rolledBack(db.sql, async (tx) => {
      const first = await importAs(tx, 'developer', null, catalogueOf(sampleSyllabus()));
      expect(first.syllabuses).toEqual([
        {
          id: expect.any(String),
          key: SAMPLE_KEY,
          name: 'Sample Mathematics',
          created: true,
          points: counts(5, 0, 0, 0),
          objectives: counts(10, 0, 0, 0),
          criteria: counts(7, 0, 0, 0),
        },
      ]);
      const id = first.syllabuses[0]!.id;
      const syllabus = (
        await tx.query(
          `select school_id, source_key, source, levels, years, version, stage from public.syllabuses where id = $1`,
          [id],
        )
      ).rows[0];
      expect(syllabus).toEqual({
        school_id: null,
        source_key: SAMPLE_KEY,
        source: 'Test template',
        levels: ['Year 7', 'Year 8'],
        years: [7, 8],
        version: '1',
        stage: null,
      });
      const before = await snapshot(tx, id);
      expect(before.size).toBe(1 + 5 + 10 + 7);

      const second = await importAs(tx, 'developer', null, catalogueOf(sampleSyllabus()));
      expect(second.syllabuses[0]).toMatchObject({
        id,
        created: false,
        points: counts(0, 0, 0, 5),
        objectives: counts(0, 0, 0, 10),
        criteria: counts(0, 0, 0, 7),
      });
      // Not one row rewritten: same txid, same updated_at, same values.
      expect(await snapshot(tx, id)).toEqual(before);
    });
  });

  it('updates a newer version in place: exact counts, links and statuses kept, missing rows retired', async () => {
    await rolledBack(db.sql, async (tx) => {
      const v1 = await importAs(tx, 'developer', null, catalogueOf(sampleSyllabus()));
      const id = v1.syllabuses[0]!.id;
      const before = await pointsByCode(tx, id);
      // The teacher links the point v2 drops to a lesson and rates it for the class.
      const dropped = before.get('S7A02')!.id;
      await tx.query(
        `insert into public.lesson_syllabus_points (owner_id, lesson_id, syllabus_point_id)
         values ($1, $2, $3)`,
        [USERS.teacher, ROWS.lesson, dropped],
      );
      await tx.query(
        `insert into public.class_syllabus_status (owner_id, class_id, syllabus_point_id, mastery_level)
         values ($1, $2, $3, 3), ($1, $2, $4, 4)`,
        [USERS.teacher, ROWS.teacherClass, dropped, before.get('S7N02')!.id],
      );

      const v2 = await importAs(tx, 'developer', null, catalogueOf(sampleSyllabusV2()));
      expect(v2.syllabuses[0]).toEqual({
        id,
        key: SAMPLE_KEY,
        name: 'Sample Mathematics',
        created: false,
        points: counts(1, 1, 1, 3),
        objectives: counts(2, 1, 3, 6),
        criteria: counts(1, 1, 2, 4),
      });
      const after = await pointsByCode(tx, id);
      // Same ids for every point that stayed; the dropped one is still there, retired.
      for (const code of ['S7N01', 'S7N02', 'S7A01', 'S8N01', 'S7A02']) {
        expect(after.get(code)?.id, code).toBe(before.get(code)!.id);
      }
      expect(after.get('S7A02')).toMatchObject({ retired: true, description: 'Content of S7A02' });
      expect(after.get('S7N02')).toMatchObject({
        retired: false,
        description: 'Content of S7N02, reworded',
      });
      expect(after.get('S7M01')?.retired).toBe(false);
      const links = await tx.query(
        `select 1 from public.lesson_syllabus_points where syllabus_point_id = $1 and deleted_at is null`,
        [dropped],
      );
      expect(links.rows).toHaveLength(1);
      const statuses = await tx.query<{ mastery_level: number }>(
        `select mastery_level from public.class_syllabus_status
          where class_id = $1 and syllabus_point_id = any($2) order by mastery_level`,
        [ROWS.teacherClass, [dropped, before.get('S7N02')!.id]],
      );
      expect(statuses.rows.map((r) => r.mastery_level)).toEqual([3, 4]);
      const retiredChildren = await tx.query<{ tbl: string; n: number }>(
        `select 'objectives' tbl, count(*)::int n from public.syllabus_objectives o
           join public.syllabus_points p on p.id = o.syllabus_point_id
          where p.syllabus_id = $1 and o.retired_at is not null
         union all
         select 'criteria', count(*)::int from public.syllabus_criteria c
          where c.syllabus_id = $1 and c.retired_at is not null`,
        [id],
      );
      expect(retiredChildren.rows).toEqual([
        { tbl: 'objectives', n: 3 },
        { tbl: 'criteria', n: 2 },
      ]);

      // Back to version 1: the dropped point returns (un-retired, same id), S7M01 retires.
      const again = await importAs(tx, 'developer', null, catalogueOf(sampleSyllabus()));
      expect(again.syllabuses[0]!.points).toEqual(counts(0, 2, 1, 3));
      const restored = await pointsByCode(tx, id);
      expect(restored.get('S7A02')).toMatchObject({ id: dropped, retired: false });
      expect(restored.get('S7M01')?.retired).toBe(true);
    });
  });

  it('imports for a school only where the caller manages it, and names who may', async () => {
    await rolledBack(db.sql, async (tx) => {
      const school = ROWS.schoolA;
      for (const manager of ['admin', 'owner'] as const) {
        const report = await importAs(tx, manager, school, catalogueOf(sampleSyllabus()));
        expect(report.syllabuses[0]!.points.added + report.syllabuses[0]!.points.unchanged).toBe(5);
      }
      const developer = await importAs(
        tx,
        'developer',
        school,
        catalogueOf(sampleSyllabus({ key: 'template:dev for a' })),
      );
      expect(developer.syllabuses[0]!.created).toBe(true);

      const notManager = {
        code: '42501',
        message: 'Only a school owner or admin can import a syllabus for the school',
        hint: 'SCHOOL_MANAGER_REQUIRED',
      };
      for (const name of ['teacher', 'viewer', 'other', 'solo', 'noschool'] as const) {
        expect(await refusal(tx, name, school, catalogueOf(sampleSyllabus())), name).toEqual(
          notManager,
        );
      }
      const notDeveloper = {
        code: '42501',
        message: 'Developer permissions required',
        hint: 'DEVELOPER_REQUIRED',
      };
      for (const name of ['teacher', 'admin', 'owner', 'other', 'solo'] as const) {
        expect(await refusal(tx, name, null, catalogueOf(sampleSyllabus())), name).toEqual(
          notDeveloper,
        );
      }
      // Permission is checked before the payload: a stranger learns nothing about its problems.
      expect(await refusal(tx, 'teacher', null, { nonsense: true })).toEqual(notDeveloper);
      const missing = await refusal(
        tx,
        'developer',
        '00000000-0000-4000-8000-00000000dead',
        catalogueOf(sampleSyllabus()),
      );
      expect(missing.code).toBe('PGRST');
      expect(JSON.parse(missing.message)).toMatchObject({
        code: 'P0002',
        hint: 'SCHOOL_NOT_FOUND',
      });
    });
  });

  it("keeps a school's syllabus to its members: every row scoped to the school, separate from a published one of the same key", async () => {
    await rolledBack(db.sql, async (tx) => {
      const published = await importAs(tx, 'developer', null, catalogueOf(sampleSyllabus()));
      const own = await importAs(tx, 'admin', ROWS.schoolA, catalogueOf(sampleSyllabus()));
      const schoolId = own.syllabuses[0]!.id;
      expect(schoolId).not.toBe(published.syllabuses[0]!.id);
      expect(own.syllabuses[0]!.created).toBe(true);

      const scopes = await tx.query<{ tbl: string; school_id: string | null; n: number }>(
        `select 'points' tbl, school_id, count(*)::int n from public.syllabus_points
          where syllabus_id = $1 group by school_id
         union all
         select 'objectives', o.school_id, count(*)::int from public.syllabus_objectives o
           join public.syllabus_points p on p.id = o.syllabus_point_id
          where p.syllabus_id = $1 group by o.school_id
         union all
         select 'criteria', school_id, count(*)::int from public.syllabus_criteria
          where syllabus_id = $1 group by school_id`,
        [schoolId],
      );
      expect(scopes.rows).toEqual([
        { tbl: 'points', school_id: ROWS.schoolA, n: 5 },
        { tbl: 'objectives', school_id: ROWS.schoolA, n: 10 },
        { tbl: 'criteria', school_id: ROWS.schoolA, n: 7 },
      ]);

      const visible = async (name: UserName) => {
        await tx.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: USERS[name], role: 'authenticated' })],
        );
        const { rows } = await tx.query<{ n: number }>(
          `select (select count(*) from public.syllabuses where id = $1)
                + (select count(*) from public.syllabus_points where syllabus_id = $1)
                + (select count(*) from public.syllabus_criteria where syllabus_id = $1)
                + (select count(*) from public.syllabus_objectives o
                     join public.syllabus_points p on p.id = o.syllabus_point_id
                    where p.syllabus_id = $1) as n`,
          [schoolId],
        );
        await tx.exec('reset role');
        return Number(rows[0]!.n);
      };
      expect(await visible('viewer')).toBe(1 + 5 + 7 + 10);
      expect(await visible('teacher')).toBe(23);
      expect(await visible('other')).toBe(0);
      expect(await visible('solo')).toBe(0);
      expect(await visible('developer')).toBe(23);

      // Signed out: no table, no RPC.
      await tx.exec('savepoint anon');
      await tx.query(`select set_config('role', 'anon', true)`);
      await expect(tx.query(`select 1 from public.syllabuses`)).rejects.toMatchObject({
        code: '42501',
      });
      await tx.exec('rollback to savepoint anon');
      await tx.exec('savepoint anon');
      await tx.query(`select set_config('role', 'anon', true)`);
      await expect(
        tx.query(`select public.import_syllabus(null, '{}'::jsonb)`),
      ).rejects.toMatchObject({ code: '42501' });
      await tx.exec('rollback to savepoint anon');
      await tx.exec('reset role');
    });
  });

  it("takes a child's school from its parent, whatever the writer claims", async () => {
    await rolledBack(db.sql, async (tx) => {
      await asUserIn(tx, 'admin', async () => {
        await tx.query(
          `insert into public.syllabus_points (syllabus_id, school_id, code, description)
           values ($1, null, 'SA7N50', 'Written by the admin')`,
          [ROWS.schoolSyllabus],
        );
      });
      const { rows } = await tx.query(
        `select school_id from public.syllabus_points where code = 'SA7N50'`,
      );
      expect(rows).toEqual([{ school_id: ROWS.schoolA }]);
      // A developer cannot make a published point school A's either: the scope follows the syllabus.
      await asUserIn(tx, 'developer', async () => {
        await tx.query(`update public.syllabus_points set school_id = $2 where id = $1`, [
          ROWS.point,
          ROWS.schoolA,
        ]);
      });
      const point = await tx.query(`select school_id from public.syllabus_points where id = $1`, [
        ROWS.point,
      ]);
      expect(point.rows).toEqual([{ school_id: null }]);
    });
  });

  it('refuses a bad payload with a message naming the field, and writes nothing', async () => {
    const v1 = sampleSyllabus();
    /** A catalogue of one syllabus of any shape: what a buggy or hostile client could send. */
    const loose = (syllabus: unknown) => ({ format: 'json', syllabuses: [syllabus] });
    const withPoint = (index: number, change: Record<string, unknown>) => ({
      ...v1,
      points: v1.points.map((p, i) => (i === index ? { ...p, ...change } : p)),
    });
    const cases: [string, unknown, string][] = [
      ['not an object', [1, 2], 'The catalogue must be a JSON object'],
      ['no syllabuses', { syllabuses: [] }, 'syllabuses must hold at least one syllabus'],
      ['syllabuses not a list', { syllabuses: 'x' }, 'syllabuses must be a list'],
      [
        'a blank name',
        catalogueOf({ ...v1, name: '  ' }),
        `syllabuses[0].name must not be blank (${SAMPLE_KEY})`,
      ],
      [
        'a key twice',
        catalogueOf(v1, v1),
        `syllabuses[1].key is used by an earlier syllabus of this file (${SAMPLE_KEY})`,
      ],
      [
        'a year of 13',
        catalogueOf(withPoint(1, { year: 13 })),
        'syllabuses[0].points[1].year must be an integer from 1 to 12 (S7N02)',
      ],
      [
        'a year as text',
        loose({ ...v1, years: [7, '8'] }),
        'syllabuses[0].years[1] must be an integer from 1 to 12',
      ],
      [
        'a missing code',
        catalogueOf(withPoint(2, { code: null })),
        'syllabuses[0].points[2].code is required',
      ],
      [
        'a code too long',
        catalogueOf(withPoint(0, { code: 'X'.repeat(65) })),
        `syllabuses[0].points[0].code must be at most 64 characters (${'X'.repeat(40)}…)`,
      ],
      [
        'a duplicate code',
        catalogueOf(withPoint(3, { code: 'S7N01' })),
        'syllabuses[0].points[3].code is used by an earlier point of this syllabus (S7N01)',
      ],
      [
        'a point that is not an object',
        loose({ ...v1, points: [v1.points[0], 'S7N02'] }),
        'syllabuses[0].points[1] must be an object',
      ],
      [
        'a sort order with a fraction',
        catalogueOf(withPoint(0, { sort_order: 1.5 })),
        'syllabuses[0].points[0].sort_order must be a whole number (S7N01)',
      ],
      [
        'an elaboration code twice',
        catalogueOf(
          withPoint(4, {
            objectives: [
              { code: 'E', description: 'a', sort_order: 1 },
              { code: 'E', description: 'b', sort_order: 2 },
            ],
          }),
        ),
        'syllabuses[0].points[4].objectives[1].code is used earlier in this point (E)',
      ],
      [
        'an elaboration without text',
        catalogueOf(withPoint(0, { objectives: [{ code: null, description: '', sort_order: 1 }] })),
        'syllabuses[0].points[0].objectives[0].description must not be blank',
      ],
      [
        'a level criterion twice',
        catalogueOf({ ...v1, criteria: [v1.criteria[0]!, v1.criteria[0]!] }),
        'syllabuses[0].criteria[1].code is used by an earlier criterion of this syllabus (SAS701)',
      ],
      [
        'a file too big',
        catalogueOf({
          ...v1,
          points: Array.from({ length: 4001 }, (_, i) => ({
            ...v1.points[0]!,
            code: `P${i}`,
            objectives: Array.from({ length: 4 }, (_, n) => ({
              code: null,
              description: 'x',
              sort_order: n,
            })),
            criteria: [],
          })),
        }),
        'The catalogue holds 20007 points, objectives and criteria; one import takes at most 20000',
      ],
    ];
    await rolledBack(db.sql, async (tx) => {
      const countRows = async () =>
        Number(
          (
            await tx.query<{ n: string }>(
              `select ${CATALOGUE_TABLES.map((t) => `(select count(*) from public.${t})`).join(' + ')} as n`,
            )
          ).rows[0]!.n,
        );
      const before = await countRows();
      for (const [label, payload, message] of cases) {
        expect(await refusal(tx, 'developer', null, payload), label).toEqual({
          code: '22023',
          message,
          hint: 'SYLLABUS_INVALID',
        });
      }
      expect(await countRows()).toBe(before);
    });
  });

  it('pulls the new columns to members and keeps published rows for everyone', async () => {
    await rolledBack(db.sql, async (tx) => {
      const page = await asUserIn(tx, 'teacher', async () => {
        const { rows } = await tx.query<{
          page: { rows: { table: string; row: Record<string, unknown> }[] };
        }>(`select public.sync_pull(null, 5000)::jsonb as page`);
        return rows[0]!.page.rows;
      });
      const point = page.find(
        (r) => r.table === 'syllabus_points' && r.row.id === ROWS.schoolPoint,
      );
      expect(point?.row).toMatchObject({
        school_id: ROWS.schoolA,
        sub_strand: null,
        retired_at: null,
      });
      const criterion = page.find(
        (r) => r.table === 'syllabus_criteria' && r.row.id === ROWS.levelCriterion,
      );
      expect(criterion?.row).toMatchObject({
        school_id: null,
        syllabus_id: ROWS.syllabus,
        syllabus_point_id: null,
        code: 'ASMAT701',
        stage: 'Year 7',
        year: 7,
      });
      const builtIn = page.filter(
        (r) =>
          r.table === 'teaching_methods' && r.row.owner_id === null && r.row.school_id === null,
      );
      expect(builtIn.length).toBeGreaterThanOrEqual(10);
      expect(page.some((r) => r.table === 'teaching_methods' && r.row.id === ROWS.soloMethod)).toBe(
        false,
      );
    });
  });

  it('imports a syllabus the size of AC9 Mathematics quickly, and again with nothing to do', async () => {
    const large = catalogueOf(largeSyllabus());
    await rolledBack(db.sql, async (tx) => {
      let started = performance.now();
      const first = await importAs(tx, 'developer', null, large);
      const firstMs = performance.now() - started;
      expect(first.syllabuses[0]).toMatchObject({
        points: counts(240, 0, 0, 0),
        objectives: counts(996, 0, 0, 0),
        criteria: counts(185, 0, 0, 0),
      });
      started = performance.now();
      const second = await importAs(tx, 'developer', null, large);
      const secondMs = performance.now() - started;
      expect(second.syllabuses[0]!.points).toEqual(counts(0, 0, 0, 240));
      console.log(
        `import_syllabus on ${kind}: 1,421 rows imported in ${firstMs.toFixed(0)} ms, re-imported unchanged in ${secondMs.toFixed(0)} ms`,
      );
    });
  }, 60_000);

  /** Runs `work` as the user inside `tx` (role and claims local to the transaction). */
  async function asUserIn<T>(tx: Sql, name: UserName, work: () => Promise<T>): Promise<T> {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: actor(name).id, role: 'authenticated', email: actor(name).email })],
    );
    try {
      return await work();
    } finally {
      await tx.exec('reset role');
    }
  }
});
