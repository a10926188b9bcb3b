import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_BATCH_SIZE } from '../../sync/engine/sync-engine';
import { FREE_TEXT_FIELDS, SYNCED_TABLES, SYNC_PROTOCOL_VERSION } from '../../sync/merge/change';
import type { Sql } from '../local/db/sql-client';
import { schoolClosureSchema, teacherCalendarSchema } from '../../src/db/entities/school';
import { ROWS, USERS, seedFixtures } from './fixtures';
import { actorUser, type ActorName } from './rls-expectations';
import {
  DB_KINDS,
  actAs,
  asUser,
  createTestDatabase,
  rolledBack,
  trySavepoint,
  type TestDatabase,
} from './test-db';

/**
 * sync_push / sync_pull (DESIGN §6) on both engines. Tests that only push run in a rolled-back
 * transaction; those that pull commit first, because the pull's watermark hides rows of
 * transactions still open — including the caller's own.
 */

type PushResult = {
  results: {
    seq: number;
    status: 'applied' | 'duplicate' | 'rejected';
    code?: string;
    message?: string;
  }[];
  last_seq: number;
};
type PulledRow = { table: string; id: string; txid: string; row: Record<string, unknown> };
type PullResult = {
  rows: PulledRow[];
  has_more: boolean;
  next_cursor: string | null;
  scope: string;
};
type ChangeInput = {
  seq: number;
  table: string;
  op: 'upsert' | 'delete';
  id: string;
  fields?: Record<string, unknown>;
  base?: Record<string, unknown>;
};

/** A fixture actor, or a user a test creates itself. */
type Who = ActorName | { id: string; email: string };
const userOf = (who: Who) => (typeof who === 'string' ? actorUser(who) : who);

async function push(tx: Sql, actor: Who, clientId: string, changes: ChangeInput[]) {
  await actAs(tx, userOf(actor));
  const { rows } = await tx.query<{ r: PushResult }>(
    'select public.sync_push($1, $2, $3::jsonb) as r',
    [clientId, SYNC_PROTOCOL_VERSION, JSON.stringify(changes.map((c) => ({ base: {}, ...c })))],
  );
  await tx.exec('reset role');
  return rows[0]!.r;
}

async function pull(tx: Sql, actor: Who, cursor: string | null, lim: number) {
  await actAs(tx, userOf(actor));
  const { rows } = await tx.query<{ r: PullResult }>('select public.sync_pull($1, $2) as r', [
    cursor,
    lim,
  ]);
  await tx.exec('reset role');
  return rows[0]!.r;
}

/** Pages until has_more is false, each page in its own (committed) transaction. */
async function pullAll(sql: Sql, actor: Who, cursor: string | null, lim: number) {
  const rows: PulledRow[] = [];
  let pages = 0;
  for (;;) {
    const page = await sql.transaction((tx) => pull(tx, actor, cursor, lim));
    pages += 1;
    expect(page.rows.length).toBeLessThanOrEqual(lim);
    rows.push(...page.rows);
    cursor = page.next_cursor;
    if (!page.has_more) return { rows, cursor, pages };
  }
}

const key = (r: { table: string; id: string }) => `${r.table}:${r.id}`;

const newLesson = (seq: number, id: string, title: string): ChangeInput => ({
  seq,
  table: 'lessons',
  op: 'upsert',
  id,
  fields: {
    owner_id: USERS.teacher,
    class_id: ROWS.teacherClass,
    date: '2026-03-03',
    period_id: 'P2',
    title,
  },
});

describe.each(DB_KINDS)('sync RPCs on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  const one = async <T>(tx: Sql, text: string, params: unknown[] = []) =>
    (await tx.query<T>(text, params)).rows[0]!;

  it('agrees with change.ts on the synced tables and free-text fields', async () => {
    const lists = await one<{ push: string[]; pull: string[]; free: Record<string, string[]> }>(
      db.sql,
      `select private.sync_push_tables() as push, private.sync_pull_tables() as pull,
              private.sync_free_text_fields() as free`,
    );
    expect(lists.push).toEqual([...SYNCED_TABLES]);
    expect(lists.free).toEqual(FREE_TEXT_FIELDS);
    // Pull covers exactly the tables that carry a txid (the catalogue's synced tables).
    const withTxid = await db.sql.query<{ relname: string }>(`
      select c.relname from pg_class c join pg_attribute a on a.attrelid = c.oid
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attname = 'txid'`);
    expect([...lists.pull].sort()).toEqual(withTxid.rows.map((r) => r.relname).sort());
  });

  it('applies a batch in seq order and reports each change', async () => {
    await rolledBack(db.sql, async (tx) => {
      const client = randomUUID();
      const id = randomUUID();
      const result = await push(tx, 'teacher', client, [
        // Sent out of order: the server sorts by seq, so the edit follows the create.
        { seq: 2, table: 'lessons', op: 'upsert', id, fields: { status: 'PLANNED' } },
        newLesson(1, id, 'Fractions'),
        {
          seq: 3,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { status: 'COMPLETED' },
        },
      ]);
      expect(result).toEqual({
        results: [
          { seq: 1, status: 'applied' },
          { seq: 2, status: 'applied' },
          { seq: 3, status: 'applied' },
        ],
        last_seq: 3,
      });
      const created = await one<{ title: string; status: string; deleted_at: null }>(
        tx,
        'select title, status, deleted_at from public.lessons where id = $1',
        [id],
      );
      expect(created).toEqual({ title: 'Fractions', status: 'PLANNED', deleted_at: null });
      const edited = await one<{ status: string; title: string }>(
        tx,
        'select status, title from public.lessons where id = $1',
        [ROWS.lesson],
      );
      expect(edited).toEqual({ status: 'COMPLETED', title: 'Indices' }); // only the named field
      const bookkeeping = await one(
        tx,
        'select user_id, last_seq::int as last_seq, protocol_version from public.sync_clients where client_id = $1',
        [client],
      );
      expect(bookkeeping).toEqual({
        user_id: USERS.teacher,
        last_seq: 3,
        protocol_version: SYNC_PROTOCOL_VERSION,
      });
    });
  });

  it('gives the same push delivered twice one effect', async () => {
    const client = randomUUID();
    const id = randomUUID();
    const batch = [
      newLesson(1, id, 'Ratios'),
      // Replaces 'Ratios' although the base says otherwise: a conflict, recorded once.
      {
        seq: 2,
        table: 'lessons',
        op: 'upsert' as const,
        id,
        fields: { title: 'Ratios and rates' },
        base: { title: 'Something else' },
      },
    ];
    const first = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, batch),
    );
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const before = await one<{ txid: string; updated_at: Date; title: string }>(
      db.sql,
      'select txid::text as txid, updated_at, title from public.lessons where id = $1',
      [id],
    );

    // A lost response: the device sends the very same batch again, in a new transaction.
    const second = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, [...batch, { ...batch[1]!, seq: 3 }, { ...batch[1]!, seq: 3 }]),
    );
    expect(second).toEqual({
      results: [
        { seq: 1, status: 'duplicate' },
        { seq: 2, status: 'duplicate' },
        { seq: 3, status: 'applied' },
        { seq: 3, status: 'duplicate' }, // a repeat inside one batch too
      ],
      last_seq: 3,
    });
    // Replaying only seqs 1-2 again changes nothing at all: the row keeps its txid.
    const third = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, batch),
    );
    expect(third.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    const after = await one<{ txid: string; title: string }>(
      db.sql,
      'select txid::text as txid, title from public.lessons where id = $1',
      [id],
    );
    expect(before.title).toBe('Ratios and rates');
    expect(after.title).toBe('Ratios and rates');
    expect(BigInt(after.txid)).toBeGreaterThan(BigInt(before.txid)); // seq 3 only
    const conflicts = await one<{ n: number }>(
      db.sql,
      'select count(*)::int as n from public.sync_conflicts where row_id = $1',
      [id],
    );
    expect(conflicts.n).toBe(1); // seq 2 overwrote 'Ratios' once; replays recorded nothing more
  });

  it('reports a rejection again when its push is replayed (the first answer was lost)', async () => {
    const client = randomUUID();
    const missing = {
      seq: 1,
      table: 'lessons',
      op: 'delete' as const,
      id: randomUUID(),
      fields: { deleted_at: '2026-03-03T10:00:00Z' },
    };
    const first = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, [missing, newLesson(2, randomUUID(), 'Kept')]),
    );
    expect(first.results.map((r) => r.code ?? r.status)).toEqual(['missing', 'applied']);
    const replay = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, [missing, newLesson(2, randomUUID(), 'Kept')]),
    );
    expect(replay.results).toEqual([
      { seq: 1, status: 'rejected', code: 'missing', message: 'There is no such row to delete' },
      { seq: 2, status: 'duplicate' },
    ]);
    // Another user cannot read this client's rejections (nor push under its id at all).
    const foreign = await asUser(db.sql, actorUser('solo'), (tx) =>
      trySavepoint(tx, () => push(tx, 'solo', client, [missing])),
    );
    expect(foreign).toMatchObject({ ok: false, code: '42501' });
  });

  it('replays of a committed batch leave the row untouched (txid unchanged)', async () => {
    const client = randomUUID();
    const id = randomUUID();
    const batch = [newLesson(1, id, 'Angles')];
    await asUser(db.sql, actorUser('teacher'), (tx) => push(tx, 'teacher', client, batch));
    const txidOf = async () =>
      (
        await one<{ txid: string }>(
          db.sql,
          'select txid::text as txid from public.lessons where id = $1',
          [id],
        )
      ).txid;
    const before = await txidOf();
    const again = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, batch),
    );
    expect(again).toEqual({ results: [{ seq: 1, status: 'duplicate' }], last_seq: 1 });
    expect(await txidOf()).toBe(before);
  });

  it('rejects only the change RLS refuses (42501) and applies the rest', async () => {
    await rolledBack(db.sql, async (tx) => {
      const [mine, theirs, later] = [randomUUID(), randomUUID(), randomUUID()];
      const result = await push(tx, 'teacher', randomUUID(), [
        {
          seq: 1,
          table: 'classes',
          op: 'upsert',
          id: mine,
          fields: { owner_id: USERS.teacher, name: '8X', year: 8 },
        },
        {
          seq: 2,
          table: 'classes',
          op: 'upsert',
          id: theirs,
          fields: { owner_id: USERS.solo, name: 'Stolen', year: 8 },
        },
        {
          seq: 3,
          table: 'classes',
          op: 'upsert',
          id: later,
          fields: { owner_id: USERS.teacher, name: '8Y', year: 8 },
        },
      ]);
      expect(result.last_seq).toBe(3);
      expect(result.results.map((r) => [r.seq, r.status, r.code])).toEqual([
        [1, 'applied', undefined],
        [2, 'rejected', '42501'],
        [3, 'applied', undefined],
      ]);
      expect(result.results[1]!.message).toMatch(/row-level security/);
      const { rows } = await tx.query<{ id: string }>(
        'select id from public.classes where id = any ($1::uuid[]) order by name',
        [[mine, theirs, later]],
      );
      expect(rows.map((r) => r.id)).toEqual([mine, later]);
    });
  });

  it('rejects other permanent errors and merge refusals per change, with codes', async () => {
    await rolledBack(db.sql, async (tx) => {
      const gone = randomUUID();
      await tx.exec(`
        insert into public.lessons (id, owner_id, class_id, date, title, deleted_at)
        values ('${gone}', '${USERS.teacher}', '${ROWS.teacherClass}', '2026-03-04', 'Old', now())`);
      const result = await push(tx, 'teacher', randomUUID(), [
        { seq: 1, table: 'lessons', op: 'upsert', id: gone, fields: { title: 'Edited' } },
        { seq: 2, table: 'lessons', op: 'delete', id: randomUUID(), fields: { deleted_at: 'x' } },
        { seq: 3, table: 'lessons', op: 'upsert', id: ROWS.lesson, fields: { id: randomUUID() } },
        {
          seq: 4,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { deleted_at: '2026-01-01T00:00:00Z' },
        },
        {
          seq: 5,
          table: 'invitations',
          op: 'upsert',
          id: ROWS.invitation,
          fields: { role: 'OWNER' },
        },
        { seq: 6, table: 'lessons', op: 'upsert', id: ROWS.lesson, fields: { nope: 1 } },
        { seq: 7, table: 'lessons', op: 'upsert', id: ROWS.lesson, fields: { txid: '1' } },
        { seq: 8, table: 'lessons', op: 'upsert', id: ROWS.lesson, fields: { status: 'BOGUS' } },
        {
          seq: 9,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { effectiveness_rating: 'high' },
        },
        { seq: 10, table: 'lessons', op: 'upsert', id: 'not-a-uuid', fields: {} },
        {
          seq: 11,
          table: 'lessons',
          op: 'upsert',
          id: gone,
          fields: { title: 'Back', deleted_at: null },
        },
      ]);
      expect(result.results.map((r) => [r.seq, r.status, r.code])).toEqual([
        [1, 'rejected', 'deleted'],
        [2, 'rejected', 'missing'],
        [3, 'rejected', 'invalid'],
        [4, 'rejected', 'invalid'],
        [5, 'rejected', '22023'],
        [6, 'rejected', '22023'],
        [7, 'rejected', '22023'],
        [8, 'rejected', '23514'],
        [9, 'rejected', '22P02'],
        [10, 'rejected', '22P02'],
        [11, 'applied', undefined], // an explicit restore may edit a tombstone
      ]);
      expect(result.last_seq).toBe(11);
      const restored = await one(tx, 'select title, deleted_at from public.lessons where id = $1', [
        gone,
      ]);
      expect(restored).toEqual({ title: 'Back', deleted_at: null });

      // A row the viewer may read but not change: the school's shared unit.
      const readOnly = await push(tx, 'viewer', randomUUID(), [
        {
          seq: 1,
          table: 'programs',
          op: 'upsert',
          id: ROWS.sharedProgram,
          fields: { name: 'Mine now' },
        },
      ]);
      expect(readOnly.results[0]).toMatchObject({ status: 'rejected', code: '42501' });
    });
  });

  it('refuses a client id of another user and an unsupported protocol version', async () => {
    await rolledBack(db.sql, async (tx) => {
      await actAs(tx, actorUser('solo'));
      const foreign = await trySavepoint(tx, () =>
        tx.query('select public.sync_push($1, $2, $3::jsonb)', [
          ROWS.syncClient, // the teacher's device
          SYNC_PROTOCOL_VERSION,
          '[]',
        ]),
      );
      expect(foreign).toMatchObject({ ok: false, code: '42501', hint: 'SYNC_CLIENT_FOREIGN' });
      const version = await trySavepoint(tx, () =>
        tx.query('select public.sync_push($1, 99, $2::jsonb)', [randomUUID(), '[]']),
      );
      expect(version).toMatchObject({
        ok: false,
        code: '22023',
        hint: 'SYNC_PROTOCOL_UNSUPPORTED',
      });
      expect(version.ok ? '' : version.message).toMatch(/version 99 is not supported/);
      await tx.exec('reset role');
    });
  });

  // 500 savepoints: ~1 s alone, several times that beside other database suites (limit 60 s).
  it('applies a batch of exactly the limit, answering every seq in order', async () => {
    const limit = (await one<{ n: number }>(db.sql, 'select private.sync_push_max_changes() as n'))
      .n;
    // The app's batches fit with room to spare (issue 12: the server's limit has headroom).
    expect(limit).toBeGreaterThanOrEqual(2 * PUSH_BATCH_SIZE);
    await rolledBack(db.sql, async (tx) => {
      const client = randomUUID();
      const changes = Array.from({ length: limit }, (_, i) =>
        newLesson(limit - i, randomUUID(), `Lesson ${limit - i}`),
      );
      const result = await push(tx, 'teacher', client, changes);
      expect(result.last_seq).toBe(limit);
      expect(result.results).toHaveLength(limit);
      expect(result.results.map((r) => r.seq)).toEqual(changes.map((_, i) => i + 1));
      expect(new Set(result.results.map((r) => r.status))).toEqual(new Set(['applied']));
    });
  }, 60_000);

  it('refuses a batch over the limit whole, with SYNC_BATCH_TOO_LARGE and nothing applied', async () => {
    const limit = (await one<{ n: number }>(db.sql, 'select private.sync_push_max_changes() as n'))
      .n;
    await rolledBack(db.sql, async (tx) => {
      const client = randomUUID();
      const ids = Array.from({ length: limit + 1 }, () => randomUUID());
      await actAs(tx, actorUser('teacher'));
      const refused = await trySavepoint(tx, () =>
        tx.query('select public.sync_push($1, $2, $3::jsonb)', [
          client,
          SYNC_PROTOCOL_VERSION,
          JSON.stringify(ids.map((id, i) => ({ base: {}, ...newLesson(i + 1, id, 'Too many') }))),
        ]),
      );
      await tx.exec('reset role');
      expect(refused).toMatchObject({ ok: false, code: '22023', hint: 'SYNC_BATCH_TOO_LARGE' });
      expect(refused.ok ? '' : refused.message).toBe(
        `A push may carry at most ${limit} changes; this one carried ${limit + 1}. Send them in smaller batches.`,
      );
      const applied = await one<{ lessons: number; clients: number }>(
        tx,
        `select (select count(*)::int from public.lessons where id = any ($1::uuid[])) as lessons,
                (select count(*)::int from public.sync_clients where client_id = $2) as clients`,
        [ids, client],
      );
      expect(applied).toEqual({ lessons: 0, clients: 0 });
    });
  });

  it('refuses an oversized batch before looking at its changes', async () => {
    // 20,000 changes that are not even changes: the count alone decides.
    await rolledBack(db.sql, async (tx) => {
      await actAs(tx, actorUser('teacher'));
      const refused = await trySavepoint(tx, () =>
        tx.query('select public.sync_push($1, $2, $3::jsonb)', [
          randomUUID(),
          SYNC_PROTOCOL_VERSION,
          JSON.stringify(Array.from({ length: 20_000 }, () => 0)),
        ]),
      );
      await tx.exec('reset role');
      expect(refused).toMatchObject({ ok: false, code: '22023', hint: 'SYNC_BATCH_TOO_LARGE' });
      expect(refused.ok ? '' : refused.message).toMatch(/this one carried 20000\./);
    });
  });

  it('records an overwritten free-text value as a conflict, and only then', async () => {
    await rolledBack(db.sql, async (tx) => {
      const client = randomUUID();
      // Fixture lesson: title 'Indices', notes null, status PLANNED.
      const result = await push(tx, 'teacher', client, [
        // This device saw 'Old title'; another device wrote 'Indices' meanwhile → conflict.
        {
          seq: 1,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { title: 'Powers' },
          base: { title: 'Old title' },
        },
        // Saw the current value → no conflict.
        {
          seq: 2,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { title: 'Powers 2' },
          base: { title: 'Powers' },
        },
        // Overwritten value blank → no conflict; not free text → last write wins silently.
        {
          seq: 3,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { notes: 'n', status: 'MISSED' },
          base: { notes: 'x', status: 'UNPLANNED' },
        },
        // Identical value → no conflict.
        {
          seq: 4,
          table: 'lessons',
          op: 'upsert',
          id: ROWS.lesson,
          fields: { notes: 'n' },
          base: { notes: 'other' },
        },
      ]);
      expect(result.results.every((r) => r.status === 'applied')).toBe(true);
      const { rows } = await tx.query(
        `select owner_id, table_name, row_id, field, overwritten_value, kept_value
           from public.sync_conflicts where row_id = $1 and id <> $2`,
        [ROWS.lesson, ROWS.conflict],
      );
      expect(rows).toEqual([
        {
          owner_id: USERS.teacher,
          table_name: 'lessons',
          row_id: ROWS.lesson,
          field: 'title',
          overwritten_value: 'Indices',
          kept_value: 'Powers',
        },
      ]);
      const lesson = await one(
        tx,
        'select title, notes, status from public.lessons where id = $1',
        [ROWS.lesson],
      );
      expect(lesson).toEqual({ title: 'Powers 2', notes: 'n', status: 'MISSED' });
    });
  });

  it('lets a device mark its own conflict resolved, and change nothing else of it', async () => {
    await rolledBack(db.sql, async (tx) => {
      const resolve = (seq: number, fields: Record<string, unknown>, op: 'upsert' | 'delete') => ({
        seq,
        table: 'sync_conflicts',
        op,
        id: ROWS.conflict,
        fields,
      });
      const mine = await push(tx, 'teacher', randomUUID(), [
        resolve(1, { resolved_at: '2026-03-04T10:00:00Z' }, 'upsert'),
        resolve(2, { overwritten_value: 'forged' }, 'upsert'),
        resolve(3, { deleted_at: '2026-03-04T10:00:00Z' }, 'delete'),
      ]);
      expect(mine.results.map((r) => r.code ?? r.status)).toEqual(['applied', '22023', '22023']);
      expect(mine.results[1]!.message).toBe('Only resolved_at of a sync conflict can be changed');
      // Someone else's conflict is invisible to them, so it is missing rather than theirs to resolve.
      const theirs = await push(tx, 'solo', randomUUID(), [
        resolve(1, { resolved_at: null }, 'upsert'),
      ]);
      expect(theirs.results[0]).toMatchObject({ status: 'rejected', code: 'missing' });
      const conflict = await one<{ resolved_at: Date | null; overwritten_value: unknown }>(
        tx,
        'select resolved_at, overwritten_value from public.sync_conflicts where id = $1',
        [ROWS.conflict],
      );
      expect(conflict.resolved_at?.toISOString()).toBe('2026-03-04T10:00:00.000Z');
      expect(conflict.overwritten_value).toBeNull();
    });
  });

  it('reports a new scope when the caller gains or loses a school or a colleague', async () => {
    await rolledBack(db.sql, async (tx) => {
      const before = await pull(tx, 'teacher', null, 1);
      const again = await pull(tx, 'teacher', null, 1);
      expect(again.scope).toBe(before.scope);
      expect(before.scope).toMatch(/^[0-9a-f]{32}$/);
      // A colleague leaves: the teacher's view of profiles shrinks.
      await tx.query(
        `update public.school_memberships set deleted_at = now()
          where user_id = $1 and school_id = $2`,
        [USERS.viewer, ROWS.schoolA],
      );
      const colleagueGone = await pull(tx, 'teacher', null, 1);
      expect(colleagueGone.scope).not.toBe(before.scope);
      // The teacher loses the school itself.
      await tx.query('update public.school_memberships set deleted_at = now() where id = $1', [
        ROWS.teacherMembership,
      ]);
      const schoolGone = await pull(tx, 'teacher', null, 1);
      expect(schoolGone.scope).not.toBe(colleagueGone.scope);
      // Other users' scopes are their own: solo's did not move.
      const solo = await pull(tx, 'solo', null, 1);
      expect(solo.scope).not.toBe(before.scope);
    });
  });

  it('records a revocation when a shared resource or program leaves its school', async () => {
    await rolledBack(db.sql, async (tx) => {
      const revocations = (rowId: string) =>
        tx.query<{ school_id: string; table_name: string; owner_id: string; txid: string }>(
          `select school_id, table_name, owner_id, txid::text as txid
             from public.sync_revocations where row_id = $1`,
          [rowId],
        );
      await tx.query('update public.resources set title = $2 where id = $1', [
        ROWS.sharedResource,
        'Still shared',
      ]);
      expect((await revocations(ROWS.sharedResource)).rows).toEqual([]);
      const unshared = await one<{ txid: string }>(
        tx,
        'update public.resources set is_shared = false where id = $1 returning txid::text as txid',
        [ROWS.sharedResource],
      );
      expect((await revocations(ROWS.sharedResource)).rows).toEqual([
        {
          school_id: ROWS.schoolA,
          table_name: 'resources',
          owner_id: USERS.teacher,
          txid: unshared.txid, // the device drops only copies older than the revoking change
        },
      ]);
      await tx.query('update public.programs set school_id = $2 where id = $1', [
        ROWS.sharedProgram,
        ROWS.schoolB,
      ]);
      expect((await revocations(ROWS.sharedProgram)).rows).toMatchObject([
        { school_id: ROWS.schoolA, table_name: 'programs' },
      ]);
    });
  });

  describe("a solo teacher's calendar and own closures", () => {
    const CALENDAR = {
      timetable_cycle: {
        length: 10,
        mode: 'calendar',
        anchor_date: '2026-02-02',
        labels: ['A', 'B'],
      },
      term_dates: [{ term: 'Term 1', start: '2026-02-02', end: '2026-04-10' }],
      day_schedule: [
        { period_id: 'P1', name: 'Period 1', start: '09:00', end: '10:00', kind: 'lesson' },
      ],
    };

    it("reach the teacher's other device and nobody else", async () => {
      // A new solo teacher (no school, no calendar yet), created as the server would.
      const teacher = { id: randomUUID(), email: `solo-${randomUUID()}@example.test` };
      await db.sql.query(`insert into auth.users (id, email) values ($1, $2)`, [
        teacher.id,
        teacher.email,
      ]);
      await db.sql.query(
        `insert into public.profiles (user_id, full_name, is_solo_user) values ($1, 'Solo', true)`,
        [teacher.id],
      );
      const otherDevice = await pullAll(db.sql, teacher, null, 1000);
      const closureId = randomUUID();
      const pushed = await asUser(db.sql, teacher, (tx) =>
        push(tx, teacher, randomUUID(), [
          { seq: 1, table: 'teacher_calendars', op: 'upsert', id: teacher.id, fields: CALENDAR },
          {
            seq: 2,
            table: 'school_closures',
            op: 'upsert',
            id: closureId,
            fields: { owner_id: teacher.id, date: '2026-03-13', reason: 'Conference' },
          },
        ]),
      );
      expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied']);

      const { rows } = await pullAll(db.sql, teacher, otherDevice.cursor, 1000);
      const mine = rows.filter((r) => ['teacher_calendars', 'school_closures'].includes(r.table));
      expect(mine.map(key).sort()).toEqual(
        [`school_closures:${closureId}`, `teacher_calendars:${teacher.id}`].sort(),
      );
      // What arrives is what the replica stores: its schemas accept both rows as they are.
      const calendar = teacherCalendarSchema.parse(
        mine.find((r) => r.table === 'teacher_calendars')!.row,
      );
      expect(calendar).toMatchObject({ id: teacher.id, ...CALENDAR, deleted_at: null });
      const closure = schoolClosureSchema.parse(
        mine.find((r) => r.table === 'school_closures')!.row,
      );
      expect(closure).toMatchObject({ owner_id: teacher.id, school_id: null, shifts_cycle: true });

      // Nobody else pulls either: not another solo teacher, not a school's members or managers,
      // not a developer.
      for (const actor of ['solo', 'noschool', 'teacher', 'owner', 'developer'] as const) {
        const theirs = (await pullAll(db.sql, actor, null, 5000)).rows.map(key);
        expect(theirs, actor).not.toContain(`teacher_calendars:${teacher.id}`);
        expect(theirs, actor).not.toContain(`school_closures:${closureId}`);
      }
    });

    it('rejects a closure with both or neither of school_id and owner_id, naming the rule', async () => {
      await rolledBack(db.sql, async (tx) => {
        const closure = (seq: number, scope: Record<string, unknown>): ChangeInput => ({
          seq,
          table: 'school_closures',
          op: 'upsert',
          id: randomUUID(),
          fields: { date: '2026-05-01', reason: 'Both or neither', ...scope },
        });
        const result = await push(tx, 'owner', randomUUID(), [
          closure(1, { school_id: ROWS.schoolA, owner_id: USERS.owner }),
          closure(2, {}),
          closure(3, { school_id: null, owner_id: null }),
          closure(4, { owner_id: USERS.owner }), // one scope: fine
        ]);
        expect(result.results.map((r) => r.code ?? r.status)).toEqual([
          '23514',
          '23514',
          '23514',
          'applied',
        ]);
        for (const rejected of result.results.slice(0, 3)) {
          expect(rejected.message).toBe(
            "A closure needs exactly one of school_id (a school's closure) or owner_id (a teacher's own)",
          );
        }
        // The table's CHECK says the same to writers that bypass the trigger's message (none today).
        const check = await one<{ def: string }>(
          tx,
          `select pg_get_constraintdef(oid) as def from pg_constraint
            where conname = 'school_closures_exactly_one_of_school_or_owner'`,
        );
        expect(check.def).toMatch(/school_id IS NULL\) <> \(owner_id IS NULL/);
      });
    });

    it("keeps everyone else out of a teacher's calendar and closures, and closures in their scope", async () => {
      await rolledBack(db.sql, async (tx) => {
        const steal = await push(tx, 'developer', randomUUID(), [
          { seq: 1, table: 'teacher_calendars', op: 'upsert', id: USERS.solo, fields: CALENDAR },
          {
            seq: 2,
            table: 'school_closures',
            op: 'upsert',
            id: ROWS.ownClosure,
            // Invisible to them, so sync_apply_change tries an insert under the same id: RLS.
            fields: { owner_id: USERS.solo, date: '2026-03-13', reason: 'Not yours' },
          },
          {
            seq: 3,
            table: 'school_closures',
            op: 'upsert',
            id: randomUUID(),
            fields: { owner_id: USERS.solo, date: '2026-05-01' },
          },
          { seq: 4, table: 'teacher_calendars', op: 'delete', id: USERS.solo },
        ]);
        expect(steal.results.map((r) => r.code ?? r.status)).toEqual([
          '42501',
          '42501',
          '42501',
          'missing',
        ]);
        const untouched = await one<{ reason: string }>(
          tx,
          'select reason from public.school_closures where id = $1',
          [ROWS.ownClosure],
        );
        expect(untouched.reason).toBe('Conference');
        // A manager may edit the school's closure but not make it their own (nor the reverse).
        const moves = await push(tx, 'owner', randomUUID(), [
          {
            seq: 1,
            table: 'school_closures',
            op: 'upsert',
            id: ROWS.closure,
            fields: { reason: 'Snow' },
          },
          {
            seq: 2,
            table: 'school_closures',
            op: 'upsert',
            id: ROWS.closure,
            fields: { school_id: null, owner_id: USERS.owner },
          },
        ]);
        expect(moves.results.map((r) => r.code ?? r.status)).toEqual(['applied', '42501']);
        expect(moves.results[1]!.message).toBe(
          'A closure cannot move to another school or teacher',
        );
        // The owner's own delete is a tombstone.
        const deleted = await push(tx, 'solo', randomUUID(), [
          { seq: 1, table: 'teacher_calendars', op: 'delete', id: USERS.solo },
        ]);
        expect(deleted.results[0]!.status).toBe('applied');
        const row = await one<{ deleted: boolean }>(
          tx,
          'select deleted_at is not null as deleted from public.teacher_calendars where id = $1',
          [USERS.solo],
        );
        expect(row.deleted).toBe(true);
      });
    });
  });

  it('turns a delete into a tombstone that pull returns', async () => {
    const client = randomUUID();
    const id = randomUUID();
    await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, [newLesson(1, id, 'To delete')]),
    );
    const start = await pullAll(db.sql, 'teacher', null, 1000);
    const deleted = await asUser(db.sql, actorUser('teacher'), (tx) =>
      push(tx, 'teacher', client, [
        {
          seq: 2,
          table: 'lessons',
          op: 'delete',
          id,
          fields: { deleted_at: '1999-01-01T00:00:00Z' },
        },
        { seq: 3, table: 'lessons', op: 'delete', id }, // a second delete keeps the first time
        { seq: 4, table: 'lessons', op: 'upsert', id, fields: { title: 'Edited offline' } },
      ]),
    );
    expect(deleted.results.map((r) => r.code ?? r.status)).toEqual([
      'applied',
      'applied',
      'deleted',
    ]);
    const { rows } = await pullAll(db.sql, 'teacher', start.cursor, 1000);
    const tombstone = rows.filter((r) => r.id === id);
    expect(tombstone).toHaveLength(1);
    expect(tombstone[0]!.table).toBe('lessons');
    expect(tombstone[0]!.row.title).toBe('To delete'); // the text stays for a restore
    expect(tombstone[0]!.row.deleted_at).not.toBeNull();
    expect(new Date(tombstone[0]!.row.deleted_at as string).getFullYear()).toBeGreaterThan(2000);
    // Other users' pulls never see it.
    const solo = await pullAll(db.sql, 'solo', null, 1000);
    expect(solo.rows.some((r) => r.id === id)).toBe(false);
  });

  it('pages through every visible row exactly once with a small limit', async () => {
    const client = randomUUID();
    const batch = Array.from({ length: 30 }, (_, i) =>
      newLesson(i + 1, randomUUID(), `Batch ${i}`),
    );
    // 30 rows in one transaction (one txid: page boundaries fall inside it) and 5 more alone.
    await asUser(db.sql, actorUser('teacher'), (tx) => push(tx, 'teacher', client, batch));
    const singles: ChangeInput[] = [];
    for (let i = 0; i < 5; i++) {
      const change = newLesson(31 + i, randomUUID(), `Single ${i}`);
      singles.push(change);
      await asUser(db.sql, actorUser('teacher'), (tx) => push(tx, 'teacher', client, [change]));
    }

    const { rows, pages } = await pullAll(db.sql, 'teacher', null, 4);
    const keys = rows.map(key);
    expect(new Set(keys).size).toBe(keys.length); // nothing repeated
    for (const change of [...batch, ...singles]) expect(keys).toContain(`lessons:${change.id}`);
    // Ordered by (txid, table, id).
    const order = rows.map((r) => [BigInt(r.txid), r.table, r.id] as const);
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1]!, order[i]!];
      const cmp =
        a[0] === b[0]
          ? a[1] === b[1]
            ? a[2] < b[2]
              ? -1
              : 1
            : a[1] < b[1]
              ? -1
              : 1
          : a[0] < b[0]
            ? -1
            : 1;
      expect(cmp).toBe(-1);
    }
    // Everything the teacher may see, nothing else (nothing skipped).
    const visible = await asUser(db.sql, actorUser('teacher'), async (tx) => {
      const tables = (await one<{ t: string[] }>(tx, 'select private.sync_pull_tables() as t')).t;
      const all: string[] = [];
      for (const table of tables) {
        const result = await tx.query<{ id: string }>(`select id from public.${table}`);
        all.push(...result.rows.map((r) => `${table}:${r.id}`));
      }
      return all;
    });
    expect([...keys].sort()).toEqual([...visible].sort());
    // Full pages, then the rest; a last full page already says has_more: false (the extra row probe).
    expect(pages).toBe(Math.max(1, Math.ceil(keys.length / 4)));

    // Nothing new: the cursor stays and the page is empty.
    const last = await pullAll(db.sql, 'teacher', null, 5000);
    const again = await db.sql.transaction((tx) => pull(tx, 'teacher', last.cursor, 4));
    expect(again).toMatchObject({ rows: [], has_more: false, next_cursor: last.cursor });
  });

  it('refuses a malformed cursor or limit', async () => {
    await rolledBack(db.sql, async (tx) => {
      await actAs(tx, actorUser('teacher'));
      for (const [cursor, lim] of [
        ['garbage', 10],
        ['1:invitations:00000000-0000-4000-8000-000000000105', 10],
        [null, 0],
        [null, 5001],
      ] as const) {
        const result = await trySavepoint(tx, () =>
          tx.query('select public.sync_pull($1, $2)', [cursor, lim]),
        );
        expect(result).toMatchObject({ ok: false, code: '22023' });
      }
      await tx.exec('reset role');
    });
  });

  // Two transactions open at once need two connections; PGlite has one, so this runs on postgres.
  it.runIf(kind === 'postgres')(
    'skips no row committed out of order (the xid8 watermark)',
    async () => {
      const [aId, bId] = [randomUUID(), randomUUID()];
      let startedA!: () => void;
      let releaseA!: () => void;
      const aStarted = new Promise<void>((resolve) => (startedA = resolve));
      const aGate = new Promise<void>((resolve) => (releaseA = resolve));
      const before = await pullAll(db.sql, 'teacher', null, 1000);
      let cursorWhileOpen: string | null = null;

      // A takes its txid first and stays open; B (a later txid) commits meanwhile.
      const a = db.sql.transaction(async (tx) => {
        await push(tx, 'teacher', randomUUID(), [newLesson(1, aId, 'Transaction A')]);
        startedA();
        await aGate;
      });
      try {
        await aStarted;
        await asUser(db.sql, actorUser('teacher'), (tx) =>
          push(tx, 'teacher', randomUUID(), [newLesson(1, bId, 'Transaction B')]),
        );
        const whileOpen = await pullAll(db.sql, 'teacher', before.cursor, 1000);
        // B is committed and visible to a plain select, but lies past A's txid: held back.
        const bVisible = await one<{ n: number }>(
          db.sql,
          'select count(*)::int as n from public.lessons where id = $1',
          [bId],
        );
        expect(bVisible.n).toBe(1);
        expect(whileOpen.rows.map((r) => r.id)).not.toContain(bId);
        expect(whileOpen.rows.map((r) => r.id)).not.toContain(aId);
        cursorWhileOpen = whileOpen.cursor;
      } finally {
        releaseA();
        await a;
      }
      const txids = await db.sql.query<{ id: string; txid: string }>(
        'select id, txid::text as txid from public.lessons where id = any ($1::uuid[])',
        [[aId, bId]],
      );
      const txidOf = (id: string) => BigInt(txids.rows.find((r) => r.id === id)!.txid);
      expect(txidOf(aId)).toBeLessThan(txidOf(bId)); // committed out of order

      // Continuing from the cursor returned while A was open yields both, A first.
      const after = (await pullAll(db.sql, 'teacher', cursorWhileOpen, 1000)).rows.map((r) => r.id);
      expect(after).toEqual(expect.arrayContaining([aId, bId]));
      expect(after.indexOf(aId)).toBeLessThan(after.indexOf(bId));
    },
    60_000,
  );
});
