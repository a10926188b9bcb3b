import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../local/db/sql-client';
import { ROWS, USERS, emailOf, seedFixtures } from './fixtures';
import { tryAnswered } from './postgrest-answer';
import { actorUser, type ActorName } from './rls-expectations';
import { DB_KINDS, actAs, createTestDatabase, rolledBack, type TestDatabase } from './test-db';

/**
 * The developer area's RPCs (migration 20261128000100_developer_area.sql) on both engines: the
 * developer check on every one, an audit row for every change, keyset pages and search, the
 * rules (own flag, own sign-in, feedback statuses, resend) and the hourly sync counters. Each
 * test runs in a rolled-back transaction.
 */
type Page<T> = { rows: T[]; next_cursor: string | null };
type Who = ActorName | { id: string; email: string; claims?: Record<string, unknown> };

async function actAsWho(tx: Sql, who: Who) {
  if (typeof who === 'string') return actAs(tx, actorUser(who));
  if (!who.claims) return actAs(tx, who);
  const claims = { sub: who.id, role: 'authenticated', email: who.email, ...who.claims };
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify(claims)],
  );
}

async function call<T = Record<string, unknown>>(
  tx: Sql,
  who: Who,
  text: string,
  params: unknown[] = [],
) {
  await actAsWho(tx, who);
  const result = await tryAnswered(tx, () => tx.query<T>(text, params));
  await tx.exec('reset role');
  return result;
}

/** The single value `select public.fn(...) as r` answered. */
async function value<T>(tx: Sql, who: Who, text: string, params: unknown[] = []): Promise<T> {
  const result = await call<{ r: T }>(tx, who, text, params);
  if (!result.ok) throw new Error(`${JSON.stringify(who)}: ${result.code} ${result.message}`);
  return result.value.rows[0]!.r;
}

async function fails(tx: Sql, who: Who, text: string, params: unknown[] = []) {
  const result = await call(tx, who, text, params);
  if (result.ok) throw new Error(`expected '${text}' to fail`);
  return result;
}

const auditRows = async (tx: Sql) =>
  (
    await tx.query<{
      id: string;
      actor_id: string | null;
      actor_email: string | null;
      action: string;
      target_table: string;
      target_id: string;
      details: Record<string, unknown>;
    }>(`select * from private.dev_audit_log order by id`)
  ).rows;

/** Every developer RPC with arguments it accepts; `changes` names the audit action it writes. */
const RPCS: { name: string; sql: string; params: unknown[]; changes?: string }[] = [
  { name: 'health_snapshot', sql: 'select public.health_snapshot() as r', params: [] },
  { name: 'dev_dashboard_stats', sql: 'select public.dev_dashboard_stats() as r', params: [] },
  {
    name: 'dev_list_schools',
    sql: 'select public.dev_list_schools($1, null, 10) as r',
    params: ['school'],
  },
  {
    name: 'dev_create_school',
    sql: `select public.dev_create_school('New School', 'A description', true, '10-day-ab', $1) as r`,
    params: ['first.owner@example.test'],
    changes: 'school.create',
  },
  {
    name: 'dev_school_detail',
    sql: 'select public.dev_school_detail($1) as r',
    params: [ROWS.schoolA],
  },
  {
    name: 'dev_set_member_role',
    sql: `select public.dev_set_member_role($1, 'ADMIN') as r`,
    params: [ROWS.teacherMembership],
    changes: 'membership.set_role',
  },
  {
    name: 'dev_remove_member',
    sql: 'select public.dev_remove_member($1) as r',
    params: [ROWS.teacherMembership],
    changes: 'membership.remove',
  },
  {
    name: 'dev_rotate_invite_code',
    sql: 'select public.dev_rotate_invite_code($1) as r',
    params: [ROWS.schoolA],
    changes: 'school.rotate_invite_code',
  },
  { name: 'dev_list_users', sql: 'select public.dev_list_users(null, null, 10) as r', params: [] },
  {
    name: 'dev_set_developer',
    sql: 'select public.dev_set_developer($1, true) as r',
    params: [USERS.teacher],
    changes: 'user.set_developer',
  },
  {
    name: 'dev_set_sign_in_disabled',
    sql: 'select public.dev_set_sign_in_disabled($1, true) as r',
    params: [USERS.teacher],
    changes: 'user.set_sign_in_disabled',
  },
  {
    name: 'dev_list_invitations',
    sql: `select public.dev_list_invitations('all', null, null, 10) as r`,
    params: [],
  },
  {
    name: 'dev_resend_invitation',
    sql: 'select public.dev_resend_invitation($1) as r',
    params: [ROWS.invitation],
    changes: 'invitation.resend',
  },
  {
    name: 'dev_revoke_invitation',
    sql: 'select public.dev_revoke_invitation($1) as r',
    params: [ROWS.invitation],
    changes: 'invitation.revoke',
  },
  { name: 'dev_sync_activity', sql: 'select public.dev_sync_activity(24) as r', params: [] },
  {
    name: 'dev_list_feedback',
    sql: `select public.dev_list_feedback('all', null, 10) as r`,
    params: [],
  },
  {
    name: 'dev_set_feedback_status',
    sql: `select public.dev_set_feedback_status($1, 'triaged') as r`,
    params: [ROWS.feedback],
    changes: 'feedback.set_status',
  },
  { name: 'dev_audit_log', sql: 'select public.dev_audit_log(null, 10) as r', params: [] },
];

const THE_FIXTURE_TOKEN = 'fixture-token';

describe.each(DB_KINDS)('developer RPCs on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await seedFixtures(db.sql);
    await db.sql.exec('update auth.users set email_confirmed_at = now()');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  const inTx = (work: (tx: Sql) => Promise<void>) => rolledBack(db.sql, work);

  it('lists every public dev_ function (none is left out of these tests)', async () => {
    const { rows } = await db.sql.query<{ name: string }>(
      `select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname like 'dev\\_%' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(
      RPCS.map((r) => r.name)
        .filter((n) => n.startsWith('dev_'))
        .sort(),
    );
  });

  it('refuses every developer RPC to a teacher, an owner and a user without a school', () =>
    inTx(async (tx) => {
      for (const rpc of RPCS) {
        for (const who of ['teacher', 'owner', 'noschool'] as const) {
          const failure = await fails(tx, who, rpc.sql, rpc.params);
          expect(failure, `${rpc.name} as ${who}`).toMatchObject({
            code: '42501',
            message: 'Developer permissions required',
            hint: 'DEVELOPER_REQUIRED',
          });
        }
        // anon has no execute right at all
        expect((await fails(tx, 'anon', rpc.sql, rpc.params)).code, rpc.name).toBe('42501');
      }
      expect(await auditRows(tx)).toEqual([]);
    }));

  for (const rpc of RPCS.filter((r) => r.changes)) {
    it(`${rpc.name} writes one audit row (${rpc.changes}) for a developer`, () =>
      inTx(async (tx) => {
        const result = await call(tx, 'developer', rpc.sql, rpc.params);
        if (!result.ok) throw new Error(`${result.code} ${result.message}`);
        const rows = await auditRows(tx);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          actor_id: USERS.developer,
          actor_email: emailOf('developer'),
          action: rpc.changes,
        });
        expect(rows[0]!.target_id).toMatch(/^[0-9a-f-]{36}$/);
        // no secret reaches the log
        expect(JSON.stringify(rows[0]!.details)).not.toMatch(/token|invite_code|AAAA2222/i);
      }));
  }

  it('reads the audit log newest first in pages', () =>
    inTx(async (tx) => {
      await value(tx, 'developer', `select public.dev_set_feedback_status($1, 'triaged') as r`, [
        ROWS.feedback,
      ]);
      await value(tx, 'developer', `select public.dev_set_feedback_status($1, 'closed') as r`, [
        ROWS.feedback,
      ]);
      await value(tx, 'developer', `select public.dev_rotate_invite_code($1) as r`, [ROWS.schoolA]);
      type Entry = { id: string; action: string; actor_email: string; at: string };
      const first = await value<Page<Entry>>(
        tx,
        'developer',
        'select public.dev_audit_log(null, 2) as r',
      );
      expect(first.rows.map((r) => r.action)).toEqual([
        'school.rotate_invite_code',
        'feedback.set_status',
      ]);
      expect(first.next_cursor).not.toBeNull();
      const second = await value<Page<Entry>>(
        tx,
        'developer',
        'select public.dev_audit_log($1, 2) as r',
        [first.next_cursor],
      );
      expect(second.rows).toMatchObject([
        { action: 'feedback.set_status', actor_email: emailOf('developer') },
      ]);
      expect(second.next_cursor).toBeNull();
    }));

  it('pages schools by name with a keyset cursor and searches them, % and _ taken literally', () =>
    inTx(async (tx) => {
      await tx.exec(`
        insert into public.schools (name) values
          ('alpha college'), ('Beta_School'), ('BetaXSchool'), ('gamma 100% school'),
          ('Delta School'), ('epsilon school');
        insert into public.schools (name, deleted_at) values ('Zeta School (gone)', now());`);
      type Row = { id: string; name: string; member_count: number; is_enterprise: boolean };
      const names: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Page<Row> = await value<Page<Row>>(
          tx,
          'developer',
          'select public.dev_list_schools(null, $1, 3) as r',
          [cursor],
        );
        expect(page.rows.length).toBeLessThanOrEqual(3);
        names.push(...page.rows.map((r) => r.name));
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor !== null);
      const expected = [
        'alpha college',
        'Beta_School',
        'BetaXSchool',
        'Delta School',
        'epsilon school',
        'gamma 100% school',
        'School A',
        'School B',
      ].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
      expect(names).toEqual(expected);
      expect(pages).toBe(3);

      const search = async (text: string) =>
        (
          await value<Page<Row>>(
            tx,
            'developer',
            'select public.dev_list_schools($1, null, 50) as r',
            [text],
          )
        ).rows.map((r) => r.name);
      expect(await search('beta_')).toEqual(['Beta_School']);
      expect(await search('100%')).toEqual(['gamma 100% school']);
      expect(await search('  SCHOOL a ')).toEqual(['School A']);
      expect(await search('gone')).toEqual([]);
      const schoolA = (
        await value<Page<Row>>(
          tx,
          'developer',
          `select public.dev_list_schools('School A', null, 5) as r`,
        )
      ).rows[0];
      expect(schoolA).toMatchObject({ id: ROWS.schoolA, member_count: 4, is_enterprise: false });

      expect(
        await fails(tx, 'developer', `select public.dev_list_schools(null, 'not json', 5)`),
      ).toMatchObject({ code: '22023', hint: 'DEV_CURSOR' });
      expect(
        await fails(tx, 'developer', `select public.dev_list_schools(null, null, 101)`),
      ).toMatchObject({ code: '22023', hint: 'DEV_PAGE_SIZE' });
    }));

  it('pages users by e-mail with their memberships and searches e-mail or name', () =>
    inTx(async (tx) => {
      type Row = {
        user_id: string;
        email: string;
        full_name: string | null;
        is_developer: boolean;
        sign_in_disabled: boolean;
        memberships: { school_name: string; role: string; status: string }[];
      };
      const emails: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<Row> = await value<Page<Row>>(
          tx,
          'developer',
          'select public.dev_list_users(null, $1, 4) as r',
          [cursor],
        );
        emails.push(...page.rows.map((r) => r.email));
        cursor = page.next_cursor;
      } while (cursor !== null);
      expect(emails).toEqual(
        Object.keys(USERS)
          .map((n) => `${n}@example.test`)
          .sort(),
      );

      const search = (text: string) =>
        value<Page<Row>>(tx, 'developer', 'select public.dev_list_users($1, null, 50) as r', [
          text,
        ]);
      expect((await search('THE TEACH')).rows).toMatchObject([
        {
          email: 'teacher@example.test',
          is_developer: false,
          sign_in_disabled: false,
          memberships: [{ school_name: 'School A', role: 'TEACHER', status: 'active' }],
        },
      ]);
      expect((await search('developer@')).rows).toMatchObject([{ is_developer: true }]);
      expect((await search('%')).rows).toEqual([]);
    }));

  it('lists every school invitation by status, newest first, searched by address or school', () =>
    inTx(async (tx) => {
      await tx.exec(`
        insert into public.invitations (school_id, email, role, token_hash, created_at, expires_at, accepted_at) values
          ('${ROWS.schoolB}', 'accepted@example.test', 'TEACHER', sha256('t1'::bytea), now() - interval '3 days', now() + interval '1 day', now());
        insert into public.invitations (school_id, email, role, token_hash, created_at, expires_at, revoked_at) values
          ('${ROWS.schoolB}', 'revoked@example.test', 'VIEWER', sha256('t2'::bytea), now() - interval '2 days', now() + interval '1 day', now());
        insert into public.invitations (school_id, email, role, token_hash, created_at, expires_at) values
          ('${ROWS.schoolA}', 'expired@example.test', 'ADMIN', sha256('t3'::bytea), now() - interval '8 days', now() - interval '1 day');`);
      type Row = { email: string; status: string; school_name: string; invited_by_email: string };
      const list = async (status: string, search: string | null = null, size = 10) =>
        value<Page<Row>>(
          tx,
          'developer',
          'select public.dev_list_invitations($1, $2, null, $3) as r',
          [status, search, size],
        );
      expect((await list('pending')).rows).toMatchObject([
        {
          email: 'pending@example.test',
          status: 'pending',
          school_name: 'School A',
          invited_by_email: emailOf('owner'),
        },
      ]);
      expect((await list('accepted')).rows.map((r) => r.email)).toEqual(['accepted@example.test']);
      expect((await list('revoked')).rows.map((r) => r.email)).toEqual(['revoked@example.test']);
      expect((await list('expired')).rows.map((r) => r.email)).toEqual(['expired@example.test']);
      expect((await list('all', 'school b')).rows.map((r) => r.email)).toEqual([
        'revoked@example.test',
        'accepted@example.test',
      ]);
      const first = await list('all', null, 3);
      expect(first.rows).toHaveLength(3);
      const rest = await value<Page<Row>>(
        tx,
        'developer',
        `select public.dev_list_invitations('all', null, $1, 3) as r`,
        [first.next_cursor],
      );
      expect([...first.rows, ...rest.rows].map((r) => r.email)).toEqual([
        'pending@example.test',
        'revoked@example.test',
        'accepted@example.test',
        'expired@example.test',
      ]);
      expect(rest.next_cursor).toBeNull();
      expect(
        await fails(tx, 'developer', `select public.dev_list_invitations('open', null, null, 5)`),
      ).toMatchObject({ code: '22023', hint: 'INVALID_STATUS' });
    }));

  it('never changes its own developer flag or sign-in; grants and revokes someone else’s', () =>
    inTx(async (tx) => {
      expect(
        await fails(tx, 'developer', 'select public.dev_set_developer($1, false)', [
          USERS.developer,
        ]),
      ).toMatchObject({
        code: '42501',
        hint: 'OWN_DEVELOPER_FLAG',
        message: 'You cannot change your own developer flag',
      });
      expect(
        await fails(tx, 'developer', 'select public.dev_set_sign_in_disabled($1, true)', [
          USERS.developer,
        ]),
      ).toMatchObject({
        code: '42501',
        hint: 'OWN_SIGN_IN',
        message: 'You cannot disable your own sign-in',
      });
      const unknown = '00000000-0000-4000-8000-00000000dead';
      expect(
        await fails(tx, 'developer', 'select public.dev_set_developer($1, true)', [unknown]),
      ).toMatchObject({
        code: 'P0002',
        status: 404,
        message: `User with ID '${unknown}' not found`,
      });

      // granted: the teacher is a developer now (the RPCs let them in) and can revoke it back
      await value(tx, 'developer', 'select public.dev_set_developer($1, true) as r', [
        USERS.teacher,
      ]);
      await value(tx, 'teacher', 'select public.dev_dashboard_stats() as r');
      await value(tx, 'teacher', 'select public.dev_set_developer($1, false) as r', [
        USERS.developer,
      ]);
      expect((await fails(tx, 'developer', 'select public.dev_dashboard_stats()')).message).toBe(
        'Developer permissions required',
      );
      // granting what is already granted changes nothing and logs nothing
      const before = (await auditRows(tx)).length;
      await value(tx, 'teacher', 'select public.dev_set_developer($1, false) as r', [
        USERS.developer,
      ]);
      expect(await auditRows(tx)).toHaveLength(before);
      expect((await auditRows(tx)).map((r) => [r.action, r.details.is_developer])).toEqual([
        ['user.set_developer', true],
        ['user.set_developer', false],
      ]);

      // an account that never made a profile gets one with the flag
      await value(tx, 'teacher', 'select public.dev_set_developer($1, true) as r', [USERS.fresh]);
      const { rows } = await tx.query(
        'select is_developer from public.profiles where user_id = $1',
        [USERS.fresh],
      );
      expect(rows).toEqual([{ is_developer: true }]);
    }));

  it('disables and re-enables sign-in through banned_until', () =>
    inTx(async (tx) => {
      const banned = async () =>
        (
          await tx.query<{ b: boolean }>(
            'select coalesce(banned_until > now(), false) as b from auth.users where id = $1',
            [USERS.teacher],
          )
        ).rows[0]!.b;
      await value(tx, 'developer', 'select public.dev_set_sign_in_disabled($1, true) as r', [
        USERS.teacher,
      ]);
      expect(await banned()).toBe(true);
      type Row = { email: string; sign_in_disabled: boolean };
      const listed = await value<Page<Row>>(
        tx,
        'developer',
        `select public.dev_list_users('teacher@', null, 5) as r`,
      );
      expect(listed.rows).toMatchObject([{ sign_in_disabled: true }]);
      await value(tx, 'developer', 'select public.dev_set_sign_in_disabled($1, true) as r', [
        USERS.teacher,
      ]);
      await value(tx, 'developer', 'select public.dev_set_sign_in_disabled($1, false) as r', [
        USERS.teacher,
      ]);
      expect(await banned()).toBe(false);
      expect((await auditRows(tx)).map((r) => r.details.disabled)).toEqual([true, false]);
    }));

  it('creates a school from a template with its first OWNER invited by mail; the developer does not join', () =>
    inTx(async (tx) => {
      const created = await value<{
        school_id: string;
        invitation_id: string;
        accept_path: string;
        expires_at: string;
      }>(
        tx,
        'developer',
        `select public.dev_create_school('  Hill School ', '', true, '10-day-ab', ' Head@Hill.test ') as r`,
      );
      expect(created.accept_path).toMatch(/^\/accept-invitation\?token=[A-Za-z0-9_-]{43}$/);
      const { rows: schools } = await tx.query<Record<string, unknown>>(
        `select name, description, is_enterprise, timetable_cycle, jsonb_array_length(day_schedule) as periods
           from public.schools where id = $1`,
        [created.school_id],
      );
      expect(schools).toEqual([
        {
          name: 'Hill School',
          description: null,
          is_enterprise: true,
          timetable_cycle: {
            length: 10,
            mode: 'calendar',
            anchor_date: null,
            labels: ['Week A', 'Week B'],
          },
          periods: 8,
        },
      ]);
      const { rows: members } = await tx.query(
        'select user_id from public.school_memberships where school_id = $1',
        [created.school_id],
      );
      expect(members).toEqual([]);
      const { rows: mails } = await tx.query<{ body: string }>(
        `select body from public.mailbox where to_email = 'head@hill.test'`,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain(created.accept_path);
      expect(mails[0]!.body).toContain('as Owner');

      // the invited owner accepts and owns it
      const head = { id: '00000000-0000-4000-8000-0000000000a1', email: 'head@hill.test' };
      await tx.exec(
        `insert into auth.users (id, email, email_confirmed_at) values ('${head.id}', '${head.email}', now())`,
      );
      const token = created.accept_path.split('token=')[1]!;
      const membership = await value<{ role: string; school_id: string }>(
        tx,
        head,
        'select to_jsonb(public.accept_invitation($1)) as r',
        [token],
      );
      expect(membership).toMatchObject({ role: 'OWNER', school_id: created.school_id });

      // all or nothing: a bad address leaves no school
      expect(
        await fails(
          tx,
          'developer',
          `select public.dev_create_school('Nowhere', null, false, '5-day', 'not-an-address')`,
        ),
      ).toMatchObject({ code: '22023', hint: 'INVALID_EMAIL' });
      expect(
        await fails(
          tx,
          'developer',
          `select public.dev_create_school('Nowhere', null, false, '7-day', 'a@b.test')`,
        ),
      ).toMatchObject({ code: '22023', hint: 'INVALID_TIMETABLE_TEMPLATE' });
      expect(
        await fails(
          tx,
          'developer',
          `select public.dev_create_school('   ', null, false, '5-day', 'a@b.test')`,
        ),
      ).toMatchObject({ code: '22023', hint: 'INVALID_SCHOOL_NAME' });
      const { rows: nowhere } = await tx.query(
        `select 1 from public.schools where name = 'Nowhere'`,
      );
      expect(nowhere).toEqual([]);
    }));

  it('shows a school with members, invite code and pending invitations; an unknown id is 404', () =>
    inTx(async (tx) => {
      type Detail = {
        name: string;
        invite_code: string;
        members: { email: string; role: string }[];
        pending_invitations: { email: string; status: string }[];
      };
      const detail = await value<Detail>(
        tx,
        'developer',
        'select public.dev_school_detail($1) as r',
        [ROWS.schoolA],
      );
      expect(detail).toMatchObject({ name: 'School A', invite_code: 'AAAA2222' });
      expect(detail.members.map((m) => m.role)).toEqual(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER']);
      expect(detail.pending_invitations).toMatchObject([
        { email: 'pending@example.test', status: 'pending' },
      ]);
      const unknown = '00000000-0000-4000-8000-00000000beef';
      for (const id of [unknown, 'not-a-uuid']) {
        expect(
          await fails(tx, 'developer', 'select public.dev_school_detail($1)', [id]),
        ).toMatchObject({
          code: 'P0002',
          status: 404,
          hint: 'SCHOOL_NOT_FOUND',
          message: `School with ID '${id}' not found`,
        });
      }
    }));

  it('changes a member’s role, removes a member and rotates the invite code', () =>
    inTx(async (tx) => {
      await value(tx, 'developer', `select public.dev_set_member_role($1, 'VIEWER') as r`, [
        ROWS.teacherMembership,
      ]);
      // the same role again is no change
      await value(tx, 'developer', `select public.dev_set_member_role($1, 'VIEWER') as r`, [
        ROWS.teacherMembership,
      ]);
      await value(tx, 'developer', 'select public.dev_remove_member($1) as r', [
        ROWS.teacherMembership,
      ]);
      const code = await value<string>(
        tx,
        'developer',
        'select public.dev_rotate_invite_code($1) as r',
        [ROWS.schoolA],
      );
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(code).not.toBe('AAAA2222');
      expect((await auditRows(tx)).map((r) => [r.action, r.details])).toEqual([
        [
          'membership.set_role',
          { school_id: ROWS.schoolA, user_id: USERS.teacher, from: 'TEACHER', to: 'VIEWER' },
        ],
        ['membership.remove', { school_id: ROWS.schoolA, user_id: USERS.teacher, role: 'VIEWER' }],
        ['school.rotate_invite_code', {}],
      ]);
      // the last owner stays
      const { rows } = await tx.query<{ id: string }>(
        `select id from public.school_memberships where user_id = $1`,
        [USERS.owner],
      );
      expect(
        await fails(tx, 'developer', `select public.dev_set_member_role($1, 'ADMIN')`, [
          rows[0]!.id,
        ]),
      ).toMatchObject({ hint: 'LAST_OWNER' });
    }));

  it('resends an invitation: a new working link, the old one revoked', () =>
    inTx(async (tx) => {
      const invitee = { id: '00000000-0000-4000-8000-0000000000a2', email: 'pending@example.test' };
      await tx.exec(
        `insert into auth.users (id, email, email_confirmed_at) values ('${invitee.id}', '${invitee.email}', now())`,
      );
      const resent = await value<{
        invitation_id: string;
        accept_path: string;
        expires_at: string;
      }>(tx, 'developer', 'select public.dev_resend_invitation($1) as r', [ROWS.invitation]);
      expect(resent.invitation_id).not.toBe(ROWS.invitation);
      const { rows: mails } = await tx.query<{ body: string }>(
        `select body from public.mailbox where to_email = $1 and body like $2`,
        [invitee.email, `%${resent.accept_path}%`],
      );
      expect(mails).toHaveLength(1);
      expect(
        await fails(tx, invitee, 'select public.accept_invitation($1)', [THE_FIXTURE_TOKEN]),
      ).toMatchObject({ hint: 'INVITATION_REVOKED' });
      const membership = await value<{ role: string; school_id: string }>(
        tx,
        invitee,
        'select to_jsonb(public.accept_invitation($1)) as r',
        [resent.accept_path.split('token=')[1]],
      );
      expect(membership).toMatchObject({ role: 'TEACHER', school_id: ROWS.schoolA });
      // accepted: neither resent nor revoked any more
      expect(
        await fails(tx, 'developer', 'select public.dev_resend_invitation($1)', [
          resent.invitation_id,
        ]),
      ).toMatchObject({ hint: 'INVITATION_USED' });
      expect(
        await fails(tx, 'developer', 'select public.dev_revoke_invitation($1)', [
          resent.invitation_id,
        ]),
      ).toMatchObject({ hint: 'INVITATION_USED' });
      expect((await auditRows(tx)).map((r) => r.details.replaces)).toEqual([ROWS.invitation]);
    }));

  it('moves feedback new → triaged → closed, reopens as triaged, never back to new', () =>
    inTx(async (tx) => {
      const set = (status: string) =>
        call(tx, 'developer', 'select public.dev_set_feedback_status($1, $2) as r', [
          ROWS.feedback,
          status,
        ]);
      const statusNow = async () =>
        (
          await tx.query<{ status: string }>(
            'select status from public.feedback_reports where id = $1',
            [ROWS.feedback],
          )
        ).rows[0]!.status;
      expect((await set('triaged')).ok).toBe(true);
      expect(await set('new')).toMatchObject({
        ok: false,
        code: '22023',
        hint: 'FEEDBACK_STATUS_BACKWARDS',
        message: 'A feedback report that was looked at cannot go back to new',
      });
      expect((await set('triaged')).ok).toBe(true); // same status: nothing logged
      expect((await set('closed')).ok).toBe(true);
      expect(await statusNow()).toBe('closed');
      expect((await set('triaged')).ok).toBe(true);
      expect(await statusNow()).toBe('triaged');
      expect(await set('done')).toMatchObject({ ok: false, code: '22023', hint: 'INVALID_STATUS' });
      const unknown = '00000000-0000-4000-8000-00000000f00d';
      expect(
        await fails(tx, 'developer', `select public.dev_set_feedback_status($1, 'closed')`, [
          unknown,
        ]),
      ).toMatchObject({ status: 404, message: `Feedback report with ID '${unknown}' not found` });
      expect((await auditRows(tx)).map((r) => [r.details.from, r.details.to])).toEqual([
        ['new', 'triaged'],
        ['triaged', 'closed'],
        ['closed', 'triaged'],
      ]);

      type Row = { id: string; status: string; user_email: string };
      const triaged = await value<Page<Row>>(
        tx,
        'developer',
        `select public.dev_list_feedback('triaged', null, 10) as r`,
      );
      expect(triaged.rows).toMatchObject([{ id: ROWS.feedback, user_email: emailOf('teacher') }]);
      const fresh = await value<Page<Row>>(
        tx,
        'developer',
        `select public.dev_list_feedback('new', null, 10) as r`,
      );
      expect(fresh.rows).toEqual([]);
    }));

  it('pages the feedback inbox newest first', () =>
    inTx(async (tx) => {
      await tx.exec(`
        insert into public.feedback_reports (user_id, conversation, created_at)
        select '${USERS.solo}', jsonb_build_array(jsonb_build_object('role', 'user', 'content', 'n' || g)),
               now() - interval '1 day' - make_interval(mins => g)
          from generate_series(1, 5) g;`);
      type Row = { conversation: { content: string }[] };
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<Row> = await value<Page<Row>>(
          tx,
          'developer',
          `select public.dev_list_feedback('new', $1, 2) as r`,
          [cursor],
        );
        seen.push(...page.rows.map((r) => r.conversation[0]?.content ?? 'fixture'));
        cursor = page.next_cursor;
      } while (cursor !== null);
      expect(seen).toEqual(['fixture', 'n1', 'n2', 'n3', 'n4', 'n5']);
    }));

  it('counts sync_push and sync_pull once per call per hour and device', () =>
    inTx(async (tx) => {
      const clientId = '00000000-0000-4000-8000-0000000000c1';
      const device = (session: string) => ({
        id: USERS.teacher,
        email: emailOf('teacher'),
        claims: { session_id: session },
      });
      const laptop = device('00000000-0000-4000-8000-00000000aaaa');
      const tablet = device('00000000-0000-4000-8000-00000000bbbb');
      // an hour older than the window keeps: dropped by a device's first call of an hour
      await tx.exec(`insert into private.sync_activity (hour, device, user_id, pushes)
                     values (date_trunc('hour', now(), 'UTC') - interval '91 days', 'old', '${USERS.solo}', 3)`);
      const changes = [
        {
          seq: 1,
          table: 'lessons',
          op: 'upsert',
          id: '00000000-0000-4000-8000-0000000000d1',
          base: {},
          fields: {
            owner_id: USERS.teacher,
            class_id: ROWS.teacherClass,
            date: '2026-03-03',
            period_id: 'P2',
            title: 'Counted',
          },
        },
        // refused: another teacher's class
        {
          seq: 2,
          table: 'lessons',
          op: 'upsert',
          id: '00000000-0000-4000-8000-0000000000d2',
          base: {},
          fields: {
            owner_id: USERS.solo,
            class_id: ROWS.soloClass,
            date: '2026-03-03',
            period_id: 'P2',
          },
        },
      ];
      const pushed = await value<{ results: { status: string }[] }>(
        tx,
        laptop,
        'select public.sync_push($1, 1, $2::jsonb) as r',
        [clientId, JSON.stringify(changes)],
      );
      expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
      // a replay counts the call, not the changes again
      await value(tx, laptop, 'select public.sync_push($1, 1, $2::jsonb) as r', [
        clientId,
        JSON.stringify(changes),
      ]);
      const firstPage = await value<{ rows: unknown[] }>(
        tx,
        laptop,
        'select public.sync_pull(null, 3) as r',
      );
      const secondPage = await value<{ rows: unknown[] }>(
        tx,
        tablet,
        'select public.sync_pull(null, 2) as r',
      );
      const { rows } = await tx.query(
        `select device, pushes, changes, rejections, pulls, rows_pulled from private.sync_activity
          order by device`,
      );
      expect(rows).toEqual([
        {
          device: laptop.claims.session_id,
          pushes: 2,
          changes: 2,
          rejections: 1,
          pulls: 1,
          rows_pulled: firstPage.rows.length,
        },
        {
          device: tablet.claims.session_id,
          pushes: 0,
          changes: 0,
          rejections: 0,
          pulls: 1,
          rows_pulled: secondPage.rows.length,
        },
      ]);
      expect(firstPage.rows.length).toBe(3);

      type Bucket = {
        hour: string;
        pushes: number;
        changes: number;
        rejections: number;
        pulls: number;
      };
      const activity = await value<{ buckets: Bucket[] }>(
        tx,
        'developer',
        'select public.dev_sync_activity(3) as r',
      );
      expect(activity.buckets).toHaveLength(3);
      expect(activity.buckets.slice(0, 2).every((b) => b.pushes === 0 && b.pulls === 0)).toBe(true);
      expect(activity.buckets[2]).toMatchObject({ pushes: 2, changes: 2, rejections: 1, pulls: 2 });
      expect(new Date(activity.buckets[2]!.hour).getTime() % 3_600_000).toBe(0);
      expect(await fails(tx, 'developer', 'select public.dev_sync_activity(0)')).toMatchObject({
        code: '22023',
        hint: 'DEV_HOURS',
      });

      const stats = await value<Record<string, unknown>>(
        tx,
        'developer',
        'select public.dev_dashboard_stats() as r',
      );
      expect(stats).toMatchObject({
        schools: 2,
        users: Object.keys(USERS).length,
        active_devices_24h: 2,
        pushes_today: 2,
        pulls_today: 2,
        rejections_today: 1,
        open_feedback: 1,
        new_feedback: 1,
      });
      expect(stats.health).toMatchObject({ row_counts: expect.any(Object) });
    }));
  // Needs two connections: a real server only (PGlite has one session).
  if (kind === 'postgres')
    it('never makes a sync call wait for another open call of the same device', async () => {
      const device = {
        id: USERS.teacher,
        email: emailOf('teacher'),
        claims: { session_id: '00000000-0000-4000-8000-00000000cccc' },
      };
      let counted!: () => void;
      let release!: () => void;
      const firstCounted = new Promise<void>((resolve) => (counted = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      const first = db.sql.transaction(async (tx) => {
        await value(tx, device, 'select public.sync_pull(null, 1) as r');
        counted();
        await gate;
      });
      try {
        await firstCounted;
        // While the first call's transaction holds its counter, a second one finishes.
        await db.sql.transaction((tx) =>
          value(tx, device, 'select public.sync_pull(null, 1) as r'),
        );
      } finally {
        release();
        await first;
      }
      const { rows } = await db.sql.query<{ slots: number; pulls: number }>(
        `select count(*)::int as slots, sum(pulls)::int as pulls from private.sync_activity
            where device = $1`,
        [device.claims.session_id],
      );
      expect(rows).toEqual([{ slots: 2, pulls: 2 }]);
      await db.sql.query('delete from private.sync_activity where device = $1', [
        device.claims.session_id,
      ]);
    }, 60_000);
});
