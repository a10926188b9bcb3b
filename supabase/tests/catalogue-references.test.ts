import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../local/db/sql-client';
import { ROWS, USERS, emailOf, seedFixtures, type UserName } from './fixtures';
import { DB_KINDS, createTestDatabase, rolledBack, type TestDatabase } from './test-db';

/**
 * Migration 20261125000200: a teacher's lesson links, class statuses and class syllabus may point
 * only at catalogue rows the teacher can see. School A's private syllabus (ROWS.schoolSyllabus,
 * ROWS.schoolPoint) is visible to its members, not to a solo teacher or another school.
 */
const failureOf = async (tx: Sql, work: () => Promise<unknown>) => {
  await tx.exec('savepoint attempt');
  try {
    await work();
  } catch (error) {
    await tx.exec('rollback to savepoint attempt');
    await tx.exec('reset role');
    const { code, hint } = error as { code: string; hint?: string };
    return { code, hint };
  }
  await tx.exec('release savepoint attempt');
  return null;
};

async function as(tx: Sql, name: UserName, statement: string, params: unknown[] = []) {
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ sub: USERS[name], role: 'authenticated', email: emailOf(name) })],
  );
  // On failure the transaction is aborted until the caller rolls back to its savepoint, which
  // also undoes the role; on success the role is reset here.
  const result = await tx.query(statement, params);
  await tx.exec('reset role');
  return result;
}

const NOT_VISIBLE = { code: '42501', hint: 'CATALOGUE_NOT_VISIBLE' };

describe.each(DB_KINDS)('catalogue references on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
    // A solo lesson to link from (the fixtures give the solo teacher a class, not a lesson).
    await db.sql.exec(`insert into public.lessons (id, owner_id, class_id, date, period_id, title)
      values ('00000000-0000-4000-8000-00000000aa01', '${USERS.solo}', '${ROWS.soloClass}',
              '2026-03-02', 'P1', 'Solo lesson')`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  const soloLesson = '00000000-0000-4000-8000-00000000aa01';

  it("refuses a link to another school's private point; a published point links", async () => {
    await rolledBack(db.sql, async (tx) => {
      const link = (point: string) => () =>
        as(
          tx,
          'solo',
          `insert into public.lesson_syllabus_points (owner_id, lesson_id, syllabus_point_id)
             values ($1, $2, $3)`,
          [USERS.solo, soloLesson, point],
        );
      expect(await failureOf(tx, link(ROWS.schoolPoint))).toEqual(NOT_VISIBLE);
      expect(await failureOf(tx, link(ROWS.point))).toBeNull();
    });
  });

  it("lets a school's teacher link the school's own point", async () => {
    await rolledBack(db.sql, async (tx) => {
      const linked = await failureOf(tx, () =>
        as(
          tx,
          'teacher',
          `insert into public.lesson_syllabus_points (owner_id, lesson_id, syllabus_point_id)
             values ($1, $2, $3)`,
          [USERS.teacher, ROWS.lesson, ROWS.schoolPoint],
        ),
      );
      expect(linked).toBeNull();
    });
  });

  it('refuses a class status or a class syllabus the teacher cannot see', async () => {
    await rolledBack(db.sql, async (tx) => {
      const status = await failureOf(tx, () =>
        as(
          tx,
          'solo',
          `insert into public.class_syllabus_status (owner_id, class_id, syllabus_point_id)
             values ($1, $2, $3)`,
          [USERS.solo, ROWS.soloClass, ROWS.schoolPoint],
        ),
      );
      expect(status).toEqual(NOT_VISIBLE);
      const syllabus = await failureOf(tx, () =>
        as(tx, 'solo', `update public.classes set syllabus_id = $1 where id = $2`, [
          ROWS.schoolSyllabus,
          ROWS.soloClass,
        ]),
      );
      expect(syllabus).toEqual(NOT_VISIBLE);
      const published = await failureOf(tx, () =>
        as(tx, 'solo', `update public.classes set syllabus_id = $1 where id = $2`, [
          ROWS.syllabus,
          ROWS.soloClass,
        ]),
      );
      expect(published).toBeNull();
    });
  });

  it('still lets a teacher edit and tombstone their own rows that point at a syllabus now hidden', async () => {
    await rolledBack(db.sql, async (tx) => {
      // The link was made while visible (here: by the server), then the syllabus went out of view.
      await tx.query(
        `insert into public.lesson_syllabus_points (id, owner_id, lesson_id, syllabus_point_id)
           values ('00000000-0000-4000-8000-00000000aa02', $1, $2, $3)`,
        [USERS.solo, soloLesson, ROWS.schoolPoint],
      );
      const tombstone = await failureOf(tx, () =>
        as(
          tx,
          'solo',
          `update public.lesson_syllabus_points set deleted_at = now(), syllabus_point_id = $1
             where id = '00000000-0000-4000-8000-00000000aa02'`,
          [ROWS.schoolPoint],
        ),
      );
      expect(tombstone).toBeNull();
    });
  });
});
