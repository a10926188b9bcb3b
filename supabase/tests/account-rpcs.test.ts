import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgSql } from '../local/db/pg-sql';
import type { Sql } from '../local/db/sql-client';
import { ROWS, USERS, seedFixtures } from './fixtures';
import { tryAnswered } from './postgrest-answer';
import { actorUser, type ActorName } from './rls-expectations';
import { DB_KINDS, actAs, createTestDatabase, rolledBack, type TestDatabase } from './test-db';

/** Account RPCs on both engines; each test runs in a rolled-back transaction unless it needs two. */
type Failure = { code: string; message: string; hint?: string; status?: number };

async function call<T = Record<string, unknown>>(
  tx: Sql,
  actor: ActorName,
  text: string,
  params: unknown[] = [],
) {
  await actAs(tx, actorUser(actor));
  const result = await tryAnswered(tx, () => tx.query<T>(text, params));
  await tx.exec('reset role');
  return result;
}
async function ok<T = Record<string, unknown>>(
  tx: Sql,
  actor: ActorName,
  text: string,
  params: unknown[] = [],
) {
  const result = await call<T>(tx, actor, text, params);
  if (!result.ok) throw new Error(`${actor}: ${result.code} ${result.message}`);
  return result.value.rows[0]!;
}
async function fails(
  tx: Sql,
  actor: ActorName,
  text: string,
  params: unknown[] = [],
): Promise<Failure> {
  const result = await call(tx, actor, text, params);
  if (result.ok) throw new Error(`${actor}: expected '${text}' to fail`);
  return result;
}
/** How long a test waits to see a transaction blocked on another's lock before it gives up. */
const LOCK_WAIT_DEADLINE_MS = 30_000;

const invite = (school: string, email: string, role: string) =>
  ['select public.create_invitation($1, $2, $3) as r', [school, email, role]] as const;

describe.each(DB_KINDS)('account RPCs on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
    // Signed-up accounts have a confirmed address (accept_invitation requires one).
    await db.sql.exec('update auth.users set email_confirmed_at = now()');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  const inTx = (work: (tx: Sql) => Promise<void>) => rolledBack(db.sql, work);

  it('create_school makes the caller OWNER with a fresh invite code and sets their current school', () =>
    inTx(async (tx) => {
      const school = await ok<{ id: string; invite_code: string; name: string }>(
        tx,
        'noschool',
        `select * from public.create_school('  New School  ', 'desc')`,
      );
      expect(school.name).toBe('New School');
      expect(school.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const { rows } = await tx.query(
        `select m.role, m.status, p.school_id, p.is_solo_user from public.school_memberships m
           join public.profiles p on p.user_id = m.user_id where m.school_id = $1`,
        [school.id],
      );
      expect(rows).toEqual([
        { role: 'OWNER', status: 'active', school_id: school.id, is_solo_user: false },
      ]);
      // and RLS now shows it to its creator
      expect((await ok(tx, 'noschool', 'select count(*)::int as n from public.schools')).n).toBe(1);
    }));

  it('refuses every RPC to anon (execute is granted to authenticated only)', () =>
    inTx(async (tx) => {
      expect((await fails(tx, 'anon', `select public.create_school('X')`)).code).toBe('42501');
      expect((await fails(tx, 'anon', `select public.join_school('AAAA2222')`)).code).toBe('42501');
      expect((await fails(tx, 'anon', `select public.accept_invitation('x')`)).code).toBe('42501');
    }));

  it('join_school joins as TEACHER, normalising the code, with clear errors', () =>
    inTx(async (tx) => {
      const membership = await ok(
        tx,
        'noschool',
        `select * from public.join_school(' aaaa-2222 ')`,
      );
      expect(membership).toMatchObject({
        school_id: ROWS.schoolA,
        role: 'TEACHER',
        status: 'active',
      });
      expect(await fails(tx, 'noschool', `select public.join_school('AAAA2222')`)).toMatchObject({
        code: '23505',
        hint: 'ALREADY_MEMBER',
        message: 'You are already a member of this school',
      });
      expect(await fails(tx, 'solo', `select public.join_school('zzzz-9999')`)).toMatchObject({
        code: 'P0002',
        hint: 'INVITE_CODE_UNKNOWN',
        message: "School with invite code 'ZZZZ9999' not found",
        status: 404,
      });
      // whatever was sent, the message stays short
      const long = await fails(tx, 'solo', `select public.join_school(repeat('Q', 100000))`);
      expect(long).toMatchObject({ status: 404, hint: 'INVITE_CODE_UNKNOWN' });
      expect(long.message).toBe(`School with invite code '${'Q'.repeat(32)}…' not found`);
    }));

  it('create_invitation returns a 256-bit token once, stores only its hash, and mails the link', () =>
    inTx(async (tx) => {
      const [text, params] = invite(ROWS.schoolA, ' NoSchool@Example.test ', 'teacher');
      const { r } = await ok<{
        r: { id: string; token: string; accept_path: string; expires_at: string };
      }>(tx, 'owner', text, [...params]);
      expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
      expect(r.accept_path).toBe(`/accept-invitation?token=${r.token}`);
      const { rows } = await tx.query<{ hash: string; email: string; role: string; days: number }>(
        `select encode(token_hash, 'hex') as hash, email, role,
                round(extract(epoch from expires_at - created_at) / 86400)::int as days
           from public.invitations where id = $1`,
        [r.id],
      );
      expect(rows[0]).toEqual({
        hash: createHash('sha256').update(r.token).digest('hex'),
        email: 'noschool@example.test',
        role: 'TEACHER',
        days: 7,
      });
      const mail = await tx.query<{ body: string }>(
        `select body from public.mailbox where to_email = 'noschool@example.test' and kind = 'invitation'`,
      );
      expect(mail.rows[0]!.body).toContain(`/accept-invitation?token=${r.token}`);
    }));

  it('create_invitation: managers only, never above the inviter, developers may do all', () =>
    inTx(async (tx) => {
      const attempt = (actor: ActorName, role: string) => {
        const [text, params] = invite(
          ROWS.schoolA,
          `${role.toLowerCase()}-${actor}@example.test`,
          role,
        );
        return call(tx, actor, text, [...params]);
      };
      expect(await attempt('admin', 'OWNER')).toMatchObject({
        ok: false,
        code: '42501',
        hint: 'ROLE_ABOVE_INVITER',
      });
      expect(await attempt('admin', 'ADMIN')).toMatchObject({ ok: true });
      expect(await attempt('owner', 'OWNER')).toMatchObject({ ok: true });
      for (const actor of ['teacher', 'viewer', 'other', 'solo'] as const) {
        expect(await attempt(actor, 'VIEWER')).toMatchObject({
          ok: false,
          code: '42501',
          hint: 'NOT_SCHOOL_MANAGER',
        });
      }
      expect(await attempt('developer', 'OWNER')).toMatchObject({ ok: true });
      expect(await attempt('owner', 'PRINCIPAL')).toMatchObject({
        ok: false,
        code: '22023',
        hint: 'INVALID_ROLE',
      });
      const [text, params] = invite(ROWS.schoolA, 'not-an-email', 'TEACHER');
      expect(await call(tx, 'owner', text, [...params])).toMatchObject({
        ok: false,
        hint: 'INVALID_EMAIL',
      });
      const [t2, p2] = invite(ROWS.schoolA, 'teacher@example.test', 'TEACHER');
      expect(await call(tx, 'owner', t2, [...p2])).toMatchObject({
        ok: false,
        code: '23505',
        hint: 'ALREADY_MEMBER',
      });
    }));

  it('accept_invitation: joins with the invited role, once; every failure has its own hint', () =>
    inTx(async (tx) => {
      const newInvite = async (email: string, role = 'ADMIN') => {
        const [text, params] = invite(ROWS.schoolA, email, role);
        return (await ok<{ r: { id: string; token: string } }>(tx, 'owner', text, [...params])).r;
      };
      const accept = (actor: ActorName, token: string) =>
        call(tx, actor, 'select * from public.accept_invitation($1)', [token]);

      const wrong = await newInvite('noschool@example.test');
      expect(await accept('solo', wrong.token)).toMatchObject({
        ok: false,
        code: '42501',
        hint: 'INVITATION_WRONG_EMAIL',
        message: 'This invitation was sent to a different email address',
      });
      // the failed attempt did not consume it
      const joined = await accept('noschool', wrong.token);
      expect(joined.ok && joined.value.rows[0]).toMatchObject({
        role: 'ADMIN',
        status: 'active',
        invited_by: USERS.owner,
      });
      expect(await accept('noschool', wrong.token)).toMatchObject({
        ok: false,
        code: 'P0001',
        hint: 'INVITATION_USED',
        message: 'This invitation has already been used',
      });

      const expired = await newInvite('solo@example.test', 'VIEWER');
      await tx.query(
        `update public.invitations set expires_at = now() - interval '1 second' where id = $1`,
        [expired.id],
      );
      expect(await accept('solo', expired.token)).toMatchObject({
        ok: false,
        code: 'P0001',
        hint: 'INVITATION_EXPIRED',
        message: 'This invitation has expired',
      });

      const revoked = await newInvite('solo@example.test', 'VIEWER');
      await ok(tx, 'admin', 'select * from public.revoke_invitation($1)', [revoked.id]);
      expect(await accept('solo', revoked.token)).toMatchObject({
        ok: false,
        code: 'P0001',
        hint: 'INVITATION_REVOKED',
        message: 'This invitation has been revoked',
      });

      expect(await accept('solo', 'no-such-token')).toMatchObject({
        ok: false,
        code: 'P0002',
        hint: 'INVITATION_NOT_FOUND',
        message: 'Invitation with this link not found',
        status: 404,
      });
    }));

  it('revoke_invitation: managers of the school only; a used invitation cannot be revoked', () =>
    inTx(async (tx) => {
      expect(
        await call(tx, 'teacher', 'select public.revoke_invitation($1)', [ROWS.invitation]),
      ).toMatchObject({ ok: false, code: '42501', hint: 'NOT_SCHOOL_MANAGER' });
      expect(
        await call(tx, 'other', 'select public.revoke_invitation($1)', [ROWS.invitation]),
      ).toMatchObject({ ok: false, code: '42501', hint: 'NOT_SCHOOL_MANAGER' });
      const revoked = await ok<{ revoked_at: unknown }>(
        tx,
        'admin',
        'select * from public.revoke_invitation($1)',
        [ROWS.invitation],
      );
      expect(revoked.revoked_at).not.toBeNull();
      await tx.query(
        `update public.invitations set revoked_at = null, accepted_at = now(), accepted_by = $2 where id = $1`,
        [ROWS.invitation, USERS.noschool],
      );
      expect(
        await call(tx, 'owner', 'select public.revoke_invitation($1)', [ROWS.invitation]),
      ).toMatchObject({ ok: false, hint: 'INVITATION_USED' });
    }));

  it('leave_school keeps the row as left; the last OWNER cannot leave', () =>
    inTx(async (tx) => {
      expect(
        await ok(tx, 'teacher', 'select * from public.leave_school($1)', [ROWS.schoolA]),
      ).toMatchObject({ status: 'left', role: 'TEACHER' });
      expect(
        (
          await tx.query('select school_id from public.profiles where user_id = $1', [
            USERS.teacher,
          ])
        ).rows[0],
      ).toEqual({ school_id: null });
      expect(
        await fails(tx, 'owner', 'select public.leave_school($1)', [ROWS.schoolA]),
      ).toMatchObject({
        code: '23514',
        hint: 'LAST_OWNER',
        message: 'The last owner of a school cannot leave or be demoted',
      });
      expect(
        await fails(tx, 'solo', 'select public.leave_school($1)', [ROWS.schoolA]),
      ).toMatchObject({
        code: 'P0002',
        hint: 'NOT_MEMBER',
        message: `Membership of school with ID '${ROWS.schoolA}' not found`,
        status: 404,
      });
    }));

  it('a code rejoin restores no more than the role one had, and never above TEACHER (issue 12 item 6)', () =>
    inTx(async (tx) => {
      const leaveAndRejoin = async (actor: ActorName) => {
        await ok(tx, actor, 'select * from public.leave_school($1)', [ROWS.schoolA]);
        return ok(tx, actor, `select * from public.join_school('AAAA2222')`);
      };
      expect(await leaveAndRejoin('viewer')).toMatchObject({ role: 'VIEWER', status: 'active' });
      expect(await leaveAndRejoin('teacher')).toMatchObject({ role: 'TEACHER', status: 'active' });
      // Managing again needs an invitation: the code is readable by every member.
      expect(await leaveAndRejoin('admin')).toMatchObject({ role: 'TEACHER', status: 'active' });
      // The school is current again (the latest joined_at is the server's now).
      expect(
        (await tx.query('select school_id from public.profiles where user_id = $1', [USERS.viewer]))
          .rows[0],
      ).toEqual({ school_id: ROWS.schoolA });
    }));

  it('a removed member needs a new invitation: the old code refuses them', () =>
    inTx(async (tx) => {
      const membershipId = (
        await tx.query<{ id: string }>(
          'select id from public.school_memberships where user_id = $1 and school_id = $2',
          [USERS.teacher, ROWS.schoolA],
        )
      ).rows[0]!.id;
      await ok(tx, 'admin', 'select * from public.remove_member($1)', [membershipId]);
      expect(await fails(tx, 'teacher', `select public.join_school('AAAA2222')`)).toMatchObject({
        code: '42501',
        hint: 'MEMBERSHIP_REMOVED',
        message:
          'You were removed from this school: ask one of its owners or admins for a new invitation',
      });
      const status = async () =>
        (
          await tx.query('select status from public.school_memberships where id = $1', [
            membershipId,
          ])
        ).rows[0];
      expect(await status()).toEqual({ status: 'left' });
      // A new invitation is the school's consent: it brings them back with the invited role…
      const [text, params] = invite(ROWS.schoolA, 'teacher@example.test', 'VIEWER');
      const { r } = await ok<{ r: { token: string } }>(tx, 'admin', text, [...params]);
      expect(
        await ok(tx, 'teacher', 'select * from public.accept_invitation($1)', [r.token]),
      ).toMatchObject({ id: membershipId, role: 'VIEWER', status: 'active' });
      // …and from then on leaving and rejoining by code works as for anyone who left.
      await ok(tx, 'teacher', 'select * from public.leave_school($1)', [ROWS.schoolA]);
      expect(await ok(tx, 'teacher', `select * from public.join_school('AAAA2222')`)).toMatchObject(
        { role: 'VIEWER', status: 'active' },
      );
    }));

  it("accept_invitation trusts only the account's confirmed address in auth.users (issue 12 item 4)", () =>
    inTx(async (tx) => {
      const [text, params] = invite(ROWS.schoolA, 'new-address@example.test', 'ADMIN');
      const { r } = await ok<{ r: { token: string } }>(tx, 'owner', text, [...params]);
      const acceptWithClaim = async (email: string) => {
        await actAs(tx, { id: USERS.noschool, email });
        const result = await tryAnswered(tx, () =>
          tx.query('select * from public.accept_invitation($1)', [r.token]),
        );
        await tx.exec('reset role');
        return result;
      };
      // A token whose email claim names the invited address proves nothing.
      expect(await acceptWithClaim('new-address@example.test')).toMatchObject({
        ok: false,
        code: '42501',
        hint: 'INVITATION_WRONG_EMAIL',
      });
      // The invited address on the account, but not confirmed: refused, and not consumed.
      await tx.query(
        `update auth.users set email = 'new-address@example.test', email_confirmed_at = null
          where id = $1`,
        [USERS.noschool],
      );
      expect(await acceptWithClaim('noschool@example.test')).toMatchObject({
        ok: false,
        code: '42501',
        hint: 'EMAIL_NOT_CONFIRMED',
        message: 'Confirm your email address before accepting an invitation',
      });
      await tx.query('update auth.users set email_confirmed_at = now() where id = $1', [
        USERS.noschool,
      ]);
      const accepted = await acceptWithClaim('noschool@example.test');
      expect(accepted.ok && accepted.value.rows[0]).toMatchObject({ role: 'ADMIN' });
    }));

  it('answers every not-found case as PostgREST 404 with the catalogue message', () =>
    inTx(async (tx) => {
      const unknownId = '00000000-0000-4000-8000-0000000009fe';
      expect(
        await fails(tx, 'owner', 'select public.revoke_invitation($1)', [unknownId]),
      ).toMatchObject({
        code: 'P0002',
        hint: 'INVITATION_NOT_FOUND',
        message: `Invitation with ID '${unknownId}' not found`,
        status: 404,
      });
      // An invitation whose school was deleted meanwhile, and a new one for that school.
      const [text, params] = invite(ROWS.schoolA, 'noschool@example.test', 'TEACHER');
      const { r } = await ok<{ r: { token: string } }>(tx, 'owner', text, [...params]);
      await tx.query('update public.schools set deleted_at = now() where id = $1', [ROWS.schoolA]);
      const schoolGone = {
        code: 'P0002',
        hint: 'SCHOOL_NOT_FOUND',
        message: `School with ID '${ROWS.schoolA}' not found`,
        status: 404,
      };
      expect(
        await fails(tx, 'noschool', 'select public.accept_invitation($1)', [r.token]),
      ).toMatchObject(schoolGone);
      expect(await fails(tx, 'developer', text, [...params])).toMatchObject(schoolGone);
    }));

  it('regenerate_invite_code: managers get a new code, others are refused', () =>
    inTx(async (tx) => {
      const { code } = await ok<{ code: string }>(
        tx,
        'admin',
        'select public.regenerate_invite_code($1) as code',
        [ROWS.schoolA],
      );
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(code).not.toBe('AAAA2222');
      expect(
        await fails(tx, 'teacher', 'select public.regenerate_invite_code($1)', [ROWS.schoolA]),
      ).toMatchObject({ code: '42501', hint: 'NOT_SCHOOL_MANAGER' });
    }));

  it('health_snapshot and dev_list_users are for developers only', () =>
    inTx(async (tx) => {
      const { h } = await ok<{ h: Record<string, unknown> }>(
        tx,
        'developer',
        'select public.health_snapshot() as h',
      );
      expect(typeof h.db_latency_ms).toBe('number');
      expect(h.row_counts).toMatchObject({ lessons: 1, schools: 2, profiles: 8 });
      expect(
        h.oldest_open_transaction_age_s === null ||
          typeof h.oldest_open_transaction_age_s === 'number',
      ).toBe(true);
      for (const fn of ['health_snapshot()', 'dev_list_users()']) {
        expect(await fails(tx, 'owner', `select public.${fn}`)).toMatchObject({
          code: '42501',
          hint: 'DEVELOPER_REQUIRED',
          message: 'Developer permissions required',
        });
      }
      // paged since the developer area (20261128000100): the first page by default
      const users = await call<{ r: { rows: { email: string }[] } }>(
        tx,
        'developer',
        'select public.dev_list_users() as r',
      );
      expect(users.ok && users.value.rows[0]!.r.rows.map((u) => u.email)).toContain(
        'teacher@example.test',
      );
    }));

  // Needs two connections: a real server only (PGlite has one session).
  if (kind === 'postgres')
    it(
      'two concurrent accepts of one invitation: exactly one wins',
      async () => {
        const sql = db.sql;
        const token = await sql.transaction(async (tx) => {
          await actAs(tx, actorUser('owner'));
          const { rows } = await tx.query<{ r: { token: string } }>(
            `select public.create_invitation($1, 'noschool@example.test', 'VIEWER') as r`,
            [ROWS.schoolA],
          );
          return rows[0]!.r.token;
        });
        const watcher = createPgSql(db.url!, 1);
        let sawSecondWaiting = false;
        let firstClaimed!: () => void;
        const claimed = new Promise<void>((resolve) => (firstClaimed = resolve));
        const accept = (holdOpen: boolean) =>
          sql.transaction(async (tx) => {
            await actAs(tx, actorUser('noschool'));
            if (!holdOpen) await claimed; // start only once the first has claimed the row…
            const result = await tx.query('select * from public.accept_invitation($1)', [token]);
            if (holdOpen) {
              firstClaimed();
              // …and commit only once the second is blocked on the row lock: at once on a quiet
              // machine, with room (LOCK_WAIT_DEADLINE_MS) for a busy one.
              const deadline = Date.now() + LOCK_WAIT_DEADLINE_MS;
              while (Date.now() < deadline) {
                const { rows } = await watcher.query(
                  `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%accept_invitation%'`,
                );
                if (rows.length > 0) {
                  sawSecondWaiting = true;
                  break;
                }
                await new Promise((r) => setTimeout(r, 10));
              }
            }
            return result.rows[0];
          });
        const results = await Promise.allSettled([accept(true), accept(false)]);
        await watcher.close();
        expect(sawSecondWaiting, 'the two accepts overlapped').toBe(true);
        expect(results[0].status).toBe('fulfilled');
        expect(results[1]).toMatchObject({
          status: 'rejected',
          reason: { code: 'P0001', hint: 'INVITATION_USED' },
        });
        const { rows } = await sql.query(
          `select count(*)::int as n from public.school_memberships where user_id = $1 and school_id = $2`,
          [USERS.noschool, ROWS.schoolA],
        );
        expect(rows[0]).toEqual({ n: 1 });
      },
      LOCK_WAIT_DEADLINE_MS + 30_000,
    );
});
