import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../local/db/sql-client';
import { USERS, seedFixtures } from './fixtures';
import { actorUser } from './rls-expectations';
import {
  DB_KINDS,
  actAs,
  createTestDatabase,
  rolledBack,
  trySavepoint,
  type TestDatabase,
} from './test-db';

/**
 * Feedback reports are written only by submit-feedback, through submit_feedback_report, which
 * only service_role may run and which counts and inserts under one per-user lock (issue 12 item 5).
 */

const SUBMIT = 'select public.submit_feedback_report($1, $2::jsonb, $3::jsonb, $4, $5, $6) as r';
const conversation = JSON.stringify([
  { role: 'user', content: 'It broke', timestamp: '2026-11-24T08:00:00Z' },
]);
const metadata = JSON.stringify({ category: 'bug', severity: 'low', attachments: [] });

type Answer = { accepted: true; id: string } | { accepted: false; retry_after_s: number };

async function submitAsService(tx: Sql, userId: string, max = 5, windowS = 600) {
  await tx.query(`select set_config('role', 'service_role', true)`);
  const { rows } = await tx.query<{ r: Answer }>(SUBMIT, [
    userId,
    conversation,
    metadata,
    '/planner',
    max,
    windowS,
  ]);
  await tx.exec('reset role');
  return rows[0]!.r;
}

describe.each(DB_KINDS)('feedback reports on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('a user cannot insert a report directly, backdated or not', async () => {
    await rolledBack(db.sql, async (tx) => {
      await actAs(tx, actorUser('teacher'));
      const direct = await trySavepoint(tx, () =>
        tx.query(
          `insert into public.feedback_reports (user_id, conversation, created_at)
           values ($1, '[]', '2000-01-01')`,
          [USERS.teacher],
        ),
      );
      await tx.exec('reset role');
      expect(direct).toMatchObject({ ok: false, code: '42501' });
    });
  });

  it.each(['anon', 'teacher', 'developer'] as const)(
    '%s may not run submit_feedback_report (the function is the only writer)',
    async (actor) => {
      await rolledBack(db.sql, async (tx) => {
        await actAs(tx, actorUser(actor));
        const attempt = await trySavepoint(tx, () =>
          tx.query(SUBMIT, [USERS.teacher, conversation, metadata, '', 5, 600]),
        );
        await tx.exec('reset role');
        expect(attempt).toMatchObject({ ok: false, code: '42501' });
      });
    },
  );

  it('stores up to the limit with the server clock, then answers when to retry', async () => {
    await rolledBack(db.sql, async (tx) => {
      // The fixtures hold one report of the teacher's, from the seed's transaction: now().
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await submitAsService(tx, USERS.teacher, 4, 600));
      expect(answers.map((a) => a.accepted)).toEqual([true, true, true, false]);
      const refused = answers[3] as { retry_after_s: number };
      expect(refused.retry_after_s).toBeGreaterThan(0);
      expect(refused.retry_after_s).toBeLessThanOrEqual(600);
      const stored = await tx.query<{ fresh: boolean }>(
        `select created_at = now() as fresh from public.feedback_reports
          where id = any ($1::uuid[])`,
        [answers.flatMap((a) => (a.accepted ? [a.id] : []))],
      );
      expect(stored.rows).toEqual([{ fresh: true }, { fresh: true }, { fresh: true }]);
      // Another user's limit is their own.
      expect((await submitAsService(tx, USERS.solo, 4, 600)).accepted).toBe(true);
    });
  });

  it.each([
    ['no user', null, 5, 600],
    ['a limit of 0', USERS.teacher, 0, 600],
    ['no window', USERS.teacher, 5, 0],
  ])('refuses %s with 22023', async (_name, userId, max, windowS) => {
    await rolledBack(db.sql, async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      const attempt = await trySavepoint(tx, () =>
        tx.query(SUBMIT, [userId, conversation, metadata, '', max, windowS]),
      );
      expect(attempt).toMatchObject({ ok: false, code: '22023' });
    });
  });
});

describe('feedback reports under concurrency (PostgreSQL: 20 connections at once)', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    await seedFixtures(db.sql);
    pool = new pg.Pool({ connectionString: db.url, max: 20 });
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await db?.close();
  }, 30_000);

  it('20 submissions of one user at once: exactly the limit is stored', async () => {
    const limit = 5;
    const user = USERS.noschool; // no report yet
    // Hold every connection open first, so the 20 calls really overlap.
    const clients = await Promise.all(Array.from({ length: 20 }, () => pool.connect()));
    try {
      const answers = await Promise.all(
        clients.map(async (client) => {
          await client.query('begin');
          await client.query(`select set_config('role', 'service_role', true)`);
          const { rows } = await client.query<{ r: Answer }>(SUBMIT, [
            user,
            conversation,
            metadata,
            '',
            limit,
            600,
          ]);
          await client.query('commit');
          return rows[0]!.r;
        }),
      );
      expect(answers.filter((a) => a.accepted)).toHaveLength(limit);
    } finally {
      for (const client of clients) client.release();
    }
    const { rows } = await pool.query<{ n: number }>(
      'select count(*)::int as n from public.feedback_reports where user_id = $1',
      [user],
    );
    expect(rows[0]!.n).toBe(limit);
  }, 60_000);
});
