import { randomUUID } from 'node:crypto';
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

  it('nobody writes a membership directly: only the account RPCs do (consent, issue 12)', () =>
    inTx(async (tx) => {
      const refused = { ok: false, code: '42501' };
      // The probe of issue 12 item 3: an OWNER of school B enrols a stranger as OWNER, with a
      // joined_at in the future so the stranger's next account set-up would pick school B.
      expect(
        await run(
          tx,
          'other',
          `insert into public.school_memberships (user_id, school_id, role, status, joined_at)
           values ($1, $2, 'OWNER', 'active', '2099-01-01')`,
          [USERS.noschool, ROWS.schoolB],
        ),
      ).toMatchObject(refused);
      // Nor may any manager, a developer, or someone enrolling themselves.
      for (const [actor, user] of [
        ['owner', USERS.fresh],
        ['admin', USERS.fresh],
        ['developer', USERS.fresh],
        ['noschool', USERS.noschool],
      ] as const) {
        expect(
          await run(
            tx,
            actor,
            `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'TEACHER')`,
            [user, ROWS.schoolA],
          ),
          `${actor} inserting`,
        ).toMatchObject(refused);
      }
      // Status, role and joined_at cannot be forged or changed in place, even by a manager or a
      // developer (roles change through set_member_role, removals through remove_member).
      for (const actor of ['owner', 'admin', 'developer', 'teacher'] as const) {
        for (const change of [
          "status = 'active'",
          "role = 'VIEWER'",
          "joined_at = '2099-01-01'",
          'deleted_at = now()',
        ]) {
          expect(
            await run(tx, actor, `update public.school_memberships set ${change} where id = $1`, [
              ROWS.teacherMembership,
            ]),
            `${actor}: ${change}`,
          ).toMatchObject(refused);
        }
        expect(
          await run(tx, actor, 'delete from public.school_memberships where id = $1', [
            ROWS.teacherMembership,
          ]),
        ).toMatchObject(refused);
      }
      // Nothing changed, and school B's owner still cannot see the would-be victim.
      expect(
        await value(
          tx,
          `select count(*)::int from public.school_memberships
            where user_id = $1 or (id = $2 and (role, status) <> ('TEACHER', 'active'))`,
          [USERS.noschool, ROWS.teacherMembership],
        ),
      ).toBe(0);
      await actAs(tx, actorUser('other'));
      const seen = await tx.query('select 1 from public.profiles where user_id = $1', [
        USERS.noschool,
      ]);
      await tx.exec('reset role');
      expect(seen.rows).toEqual([]);
    }));

  it('sync_push cannot create or change a membership either', () =>
    inTx(async (tx) => {
      const pushAs = async (actor: ActorName, changes: unknown[]) => {
        await actAs(tx, actorUser(actor));
        const { rows } = await tx.query<{
          r: { results: { seq: number; status: string; code?: string }[] };
        }>('select public.sync_push($1, 1, $2::jsonb) as r', [
          randomUUID(),
          JSON.stringify(changes),
        ]);
        await tx.exec('reset role');
        return rows[0]!.r.results;
      };
      const results = await pushAs('other', [
        {
          seq: 1,
          table: 'school_memberships',
          op: 'upsert',
          id: randomUUID(),
          fields: {
            user_id: USERS.noschool,
            school_id: ROWS.schoolB,
            role: 'OWNER',
            status: 'active',
            joined_at: '2099-01-01T00:00:00Z',
          },
          base: {},
        },
      ]);
      expect(results).toMatchObject([{ seq: 1, status: 'rejected', code: '42501' }]);
      const changes = await pushAs('owner', [
        {
          seq: 1,
          table: 'school_memberships',
          op: 'upsert',
          id: ROWS.teacherMembership,
          fields: { role: 'VIEWER', joined_at: '2099-01-01T00:00:00Z' },
          base: {},
        },
        { seq: 2, table: 'school_memberships', op: 'delete', id: ROWS.teacherMembership, base: {} },
      ]);
      expect(changes).toMatchObject([
        { seq: 1, status: 'rejected', code: '42501' },
        { seq: 2, status: 'rejected', code: '42501' },
      ]);
      expect(
        await value(
          tx,
          `select count(*)::int from public.school_memberships
            where user_id = $1 or (id = $2 and (role, deleted_at) is distinct from ('TEACHER', null))`,
          [USERS.noschool, ROWS.teacherMembership],
        ),
      ).toBe(0);
    }));

  it('the last active OWNER cannot leave, be suspended, tombstoned or demoted — by anyone', () =>
    inTx(async (tx) => {
      const ownerRow = `user_id = '${USERS.owner}' and school_id = '${ROWS.schoolA}'`;
      // The server itself (no API role; RLS and grants do not apply) is held by the trigger.
      for (const change of [
        "role = 'ADMIN'",
        "status = 'left'",
        "status = 'suspended'",
        'deleted_at = now()',
      ]) {
        const asServer = await trySavepoint(tx, () =>
          tx.query(`update public.school_memberships set ${change} where ${ownerRow}`),
        );
        expect(asServer, change).toMatchObject({ ok: false, code: '23514', hint: 'LAST_OWNER' });
      }
      const deleted = await trySavepoint(tx, () =>
        tx.query(`delete from public.school_memberships where ${ownerRow}`),
      );
      expect(deleted).toMatchObject({ ok: false, code: '23514', hint: 'LAST_OWNER' });
      // …and so is a developer through the RPC.
      const ownerMembership = await value(
        tx,
        `select id from public.school_memberships where ${ownerRow}`,
      );
      expect(
        await run(tx, 'developer', `select public.set_member_role($1, 'ADMIN')`, [ownerMembership]),
      ).toMatchObject({ ok: false, code: '23514', hint: 'LAST_OWNER' });
      // With a second owner the first may step down.
      await tx.query(`update public.school_memberships set role = 'OWNER' where id = $1`, [
        ROWS.teacherMembership,
      ]);
      expect(
        await run(tx, 'teacher', `select public.set_member_role($1, 'ADMIN')`, [ownerMembership]),
      ).toMatchObject({ ok: true });
      expect(
        await value(tx, 'select role from public.school_memberships where id = $1', [
          ownerMembership,
        ]),
      ).toBe('ADMIN');
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
              `select public.set_member_role(
                 (select m.id from public.school_memberships m where m.user_id = $1 and m.school_id = $2),
                 'ADMIN')`,
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
            return result.rows.length;
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
