import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgSql } from '../local/db/pg-sql';
import type { Sql } from '../local/db/sql-client';
import { ROWS, USERS, seedFixtures } from './fixtures';
import { actorUser, type ActorName } from './rls-expectations';
import {
  DB_KINDS,
  actAs,
  createTestDatabase,
  rolledBack,
  trySavepoint,
  type TestDatabase,
} from './test-db';

/**
 * The rules RLS alone cannot express (old vs new values) and the integrity rules around it:
 * self-escalation triggers, role ceiling, last OWNER, same-owner foreign keys.
 */
async function run(tx: Sql, actor: ActorName, text: string, params: unknown[] = []) {
  await actAs(tx, actorUser(actor));
  const result = await trySavepoint(tx, () => tx.query(text, params));
  await tx.exec('reset role');
  return result.ok ? { ok: true as const, rows: result.value.affectedRows } : result;
}
/** How long a test waits to see a transaction blocked on another's lock before it gives up. */
const LOCK_WAIT_DEADLINE_MS = 30_000;

const value = async (tx: Sql, text: string, params: unknown[] = []) =>
  Object.values((await tx.query(text, params)).rows[0] ?? {})[0];

describe.each(DB_KINDS)('guards on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  const inTx = (work: (tx: Sql) => Promise<void>) => rolledBack(db.sql, work);

  it('nobody sets their own developer flag, on update or on creating their profile', () =>
    inTx(async (tx) => {
      expect(
        await run(
          tx,
          'teacher',
          'update public.profiles set is_developer = true where user_id = $1',
          [USERS.teacher],
        ),
      ).toMatchObject({ ok: false, code: '42501', hint: 'OWN_DEVELOPER_FLAG' });
      expect(
        await run(
          tx,
          'developer',
          'update public.profiles set is_developer = false where user_id = $1',
          [USERS.developer],
        ),
      ).toMatchObject({ ok: false, code: '42501', hint: 'OWN_DEVELOPER_FLAG' });
      expect(
        await value(tx, 'select is_developer from public.profiles where user_id = $1', [
          USERS.teacher,
        ]),
      ).toBe(false);
      // A new account creates its own profile (spec §4: on PGRST116) — but not as a developer.
      const fresh = { id: USERS.fresh, email: 'fresh@example.test' };
      await actAs(tx, fresh);
      const attempt = await trySavepoint(tx, () =>
        tx.query('insert into public.profiles (user_id, is_developer) values ($1, true)', [
          USERS.fresh,
        ]),
      );
      expect(attempt).toMatchObject({ ok: false, code: '42501', hint: 'OWN_DEVELOPER_FLAG' });
      const created = await trySavepoint(tx, () =>
        tx.query('insert into public.profiles (user_id, full_name) values ($1, $2)', [
          USERS.fresh,
          'Fresh',
        ]),
      );
      expect(created.ok).toBe(true);
      await tx.exec('reset role');
      expect(
        await value(tx, 'select id from public.profiles where user_id = $1', [USERS.fresh]),
      ).toBe(USERS.fresh);
      // …while a developer may grant the flag to someone else.
      expect(
        await run(
          tx,
          'developer',
          'update public.profiles set is_developer = true where user_id = $1',
          [USERS.fresh],
        ),
      ).toEqual({ ok: true, rows: 1 });
    }));

  it("one's own school_id may only name a school one is an active member of", () =>
    inTx(async (tx) => {
      for (const table of ['profiles', 'user_preferences']) {
        expect(
          await run(tx, 'teacher', `update public.${table} set school_id = $2 where user_id = $1`, [
            USERS.teacher,
            ROWS.schoolB,
          ]),
        ).toMatchObject({ ok: false, code: '42501', hint: 'OWN_SCHOOL' });
        expect(
          await run(
            tx,
            'teacher',
            `update public.${table} set school_id = null where user_id = $1`,
            [USERS.teacher],
          ),
        ).toEqual({ ok: true, rows: 1 });
        expect(
          await run(tx, 'teacher', `update public.${table} set school_id = $2 where user_id = $1`, [
            USERS.teacher,
            ROWS.schoolA,
          ]),
        ).toEqual({ ok: true, rows: 1 });
      }
    }));

  it('nobody changes their own role; nobody grants or edits a role above their own', () =>
    inTx(async (tx) => {
      const setRole = (actor: ActorName, user: string, role: string) =>
        run(
          tx,
          actor,
          'update public.school_memberships set role = $3 where user_id = $1 and school_id = $2',
          [user, ROWS.schoolA, role],
        );
      // VIEWER and TEACHER write nothing in the school (RLS filters: 0 rows), whatever the role.
      expect(await setRole('viewer', USERS.teacher, 'VIEWER')).toEqual({ ok: true, rows: 0 });
      expect(await setRole('teacher', USERS.viewer, 'TEACHER')).toEqual({ ok: true, rows: 0 });
      expect(await setRole('owner', USERS.owner, 'ADMIN')).toMatchObject({
        code: '42501',
        hint: 'OWN_ROLE',
      });
      expect(await setRole('admin', USERS.admin, 'OWNER')).toMatchObject({
        code: '42501',
        hint: 'OWN_ROLE',
      });
      expect(await setRole('admin', USERS.teacher, 'OWNER')).toMatchObject({
        code: '42501',
        hint: 'ROLE_ABOVE_YOURS',
      });
      expect(await setRole('admin', USERS.owner, 'TEACHER')).toMatchObject({
        code: '42501',
        hint: 'ROLE_ABOVE_YOURS',
      });
      expect(await setRole('admin', USERS.viewer, 'ADMIN')).toEqual({ ok: true, rows: 1 });
      expect(await setRole('owner', USERS.teacher, 'OWNER')).toEqual({ ok: true, rows: 1 });
      expect(
        await run(
          tx,
          'admin',
          `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'OWNER')`,
          [USERS.fresh, ROWS.schoolA],
        ),
      ).toMatchObject({ code: '42501', hint: 'ROLE_ABOVE_YOURS' });
      expect(
        await run(
          tx,
          'owner',
          `update public.school_memberships set school_id = $2 where id = $1`,
          [ROWS.teacherMembership, ROWS.schoolB],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    }));

  it('the last active OWNER cannot leave, be suspended, tombstoned or demoted — by anyone', () =>
    inTx(async (tx) => {
      const ownerRow = `user_id = '${USERS.owner}' and school_id = '${ROWS.schoolA}'`;
      for (const change of [
        "role = 'ADMIN'",
        "status = 'left'",
        "status = 'suspended'",
        'deleted_at = now()',
      ]) {
        expect(
          await run(
            tx,
            'developer',
            `update public.school_memberships set ${change} where ${ownerRow}`,
          ),
        ).toMatchObject({ ok: false, code: '23514', hint: 'LAST_OWNER' });
      }
      const asServer = await trySavepoint(tx, () =>
        tx.query(`delete from public.school_memberships where ${ownerRow}`),
      );
      expect(asServer).toMatchObject({ ok: false, code: '23514', hint: 'LAST_OWNER' });
      // With a second owner the first may step down.
      await tx.query(`update public.school_memberships set role = 'OWNER' where id = $1`, [
        ROWS.teacherMembership,
      ]);
      expect(
        await run(
          tx,
          'teacher',
          `update public.school_memberships set role = 'ADMIN' where ${ownerRow}`,
        ),
      ).toEqual({ ok: true, rows: 1 });
      // Deleting the school itself removes its memberships (no owner is left behind).
      await tx.query('delete from public.schools where id = $1', [ROWS.schoolA]);
      expect(
        await value(
          tx,
          'select count(*)::int from public.school_memberships where school_id = $1',
          [ROWS.schoolA],
        ),
      ).toBe(0);
    }));

  it('the enterprise flag is developer-only; a manager cannot take over a shared row', () =>
    inTx(async (tx) => {
      expect(
        await run(tx, 'owner', 'update public.schools set is_enterprise = true where id = $1', [
          ROWS.schoolA,
        ]),
      ).toMatchObject({ ok: false, code: '42501', hint: 'DEVELOPER_REQUIRED' });
      expect(
        await run(tx, 'developer', 'update public.schools set is_enterprise = true where id = $1', [
          ROWS.schoolA,
        ]),
      ).toEqual({ ok: true, rows: 1 });
      expect(
        await run(tx, 'admin', 'update public.resources set owner_id = $2 where id = $1', [
          ROWS.sharedResource,
          USERS.admin,
        ]),
      ).toMatchObject({ ok: false, code: '42501', hint: 'IMMUTABLE_OWNER' });
      expect(
        await run(tx, 'admin', 'update public.resources set is_shared = false where id = $1', [
          ROWS.sharedResource,
        ]),
      ).toMatchObject({ ok: false, code: '42501' });
    }));

  it("planning rows cannot point at another teacher's class or lesson, nor at an invisible resource", () =>
    inTx(async (tx) => {
      expect(
        await run(
          tx,
          'solo',
          `insert into public.lessons (owner_id, class_id, date) values ($1, $2, '2026-03-03')`,
          [USERS.solo, ROWS.teacherClass],
        ),
      ).toMatchObject({ ok: false, code: '23503' });
      expect(
        await run(
          tx,
          'solo',
          `insert into public.lesson_resources (owner_id, lesson_id, resource_id)
         values ($1, $2, $3)`,
          [USERS.solo, ROWS.lesson, ROWS.privateResource],
        ),
      ).toMatchObject({ ok: false });
      await tx.query(
        `insert into public.lessons (id, owner_id, class_id, date) values
        ('00000000-0000-4000-8000-000000000901', $1, $2, '2026-03-03')`,
        [USERS.solo, ROWS.soloClass],
      );
      expect(
        await run(
          tx,
          'solo',
          `insert into public.lesson_resources (owner_id, lesson_id, resource_id)
         values ($1, '00000000-0000-4000-8000-000000000901', $2)`,
          [USERS.solo, ROWS.privateResource],
        ),
      ).toMatchObject({ ok: false, code: '42501' });
    }));

  it('a VIEWER may keep personal classes but none tied to the school', () =>
    inTx(async (tx) => {
      const insert = (school: string | null) =>
        run(
          tx,
          'viewer',
          `insert into public.classes (owner_id, school_id, name) values ($1, $2, 'Mine')`,
          [USERS.viewer, school],
        );
      expect(await insert(ROWS.schoolA)).toMatchObject({ ok: false, code: '42501' });
      expect(await insert(null)).toEqual({ ok: true, rows: 1 });
    }));

  it('maintains updated_at and txid on every write; created_at is kept', () =>
    inTx(async (tx) => {
      const before = (
        await tx.query<{ txid: string; created_at: Date }>(
          'select txid::text, created_at from public.lessons where id = $1',
          [ROWS.lesson],
        )
      ).rows[0]!;
      expect(
        await run(
          tx,
          'teacher',
          `update public.lessons set title = 'T', created_at = '2000-01-01' where id = $1`,
          [ROWS.lesson],
        ),
      ).toEqual({ ok: true, rows: 1 });
      const after = (
        await tx.query<{ txid: string; created_at: Date; current: string }>(
          'select txid::text, created_at, pg_current_xact_id()::text as current from public.lessons where id = $1',
          [ROWS.lesson],
        )
      ).rows[0]!;
      expect(after.txid).toBe(after.current);
      expect(after.txid).not.toBe(before.txid);
      expect(after.created_at).toEqual(before.created_at);
    }));

  // Needs two connections: a real server only (PGlite has one session).
  if (kind === 'postgres')
    it(
      'two owners demoting each other at once: one succeeds, one is refused',
      async () => {
        const school = '00000000-0000-4000-8000-000000000950';
        await db.sql.exec(`
      insert into public.schools (id, name, invite_code) values ('${school}', 'School C', 'CCCC5555');
      insert into public.school_memberships (user_id, school_id, role) values
        ('${USERS.noschool}', '${school}', 'OWNER'), ('${USERS.solo}', '${school}', 'OWNER');`);
        const watcher = createPgSql(db.url!, 1);
        let firstDone!: () => void;
        const first = new Promise<void>((resolve) => (firstDone = resolve));
        let sawWaiting = false;
        const demote = (actor: 'noschool' | 'solo', other: string, goFirst: boolean) =>
          db.sql.transaction(async (tx) => {
            await actAs(tx, actorUser(actor));
            if (!goFirst) await first;
            const result = await tx.query(
              `update public.school_memberships set role = 'ADMIN' where user_id = $1 and school_id = $2`,
              [other, school],
            );
            if (goFirst) {
              firstDone();
              // Until the second demotion waits on the lock: at once on a quiet machine, and with
              // room (LOCK_WAIT_DEADLINE_MS) for a busy one.
              const deadline = Date.now() + LOCK_WAIT_DEADLINE_MS;
              while (!sawWaiting && Date.now() < deadline) {
                const { rows } = await watcher.query(
                  `select 1 from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'`,
                );
                sawWaiting = rows.length > 0;
                if (!sawWaiting) await new Promise((r) => setTimeout(r, 10));
              }
            }
            return result.affectedRows;
          });
        const results = await Promise.allSettled([
          demote('noschool', USERS.solo, true),
          demote('solo', USERS.noschool, false),
        ]);
        await watcher.close();
        expect(sawWaiting, 'the two demotions overlapped').toBe(true);
        expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
        expect(results[1]).toMatchObject({
          status: 'rejected',
          reason: { code: '23514', hint: 'LAST_OWNER' },
        });
        expect(
          await value(
            db.sql,
            `select count(*)::int from public.school_memberships where school_id = $1 and role = 'OWNER'`,
            [school],
          ),
        ).toBe(1);
        await db.sql.query('delete from public.schools where id = $1', [school]);
      },
      LOCK_WAIT_DEADLINE_MS + 30_000,
    );

  it('exposes nothing through auth.users to API roles', async () => {
    const attempt = await rolledBack(db.sql, (tx) =>
      run(tx, 'teacher', 'select email from auth.users'),
    );
    expect(attempt).toMatchObject({ ok: false, code: '42501' });
  });
});
