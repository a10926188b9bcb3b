import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../local/db/sql-client';
import { ROWS, USERS, emailOf, seedFixtures } from './fixtures';
import { tryAnswered } from './postgrest-answer';
import { actorUser, type ActorName } from './rls-expectations';
import { DB_KINDS, actAs, createTestDatabase, rolledBack, type TestDatabase } from './test-db';

/**
 * Accounts and schools (issue 5, …_accounts.sql) on both engines: teaching details on profiles,
 * school_members, school_invitations, set_member_role, remove_member and invitation_preview, for
 * every kind of actor. Each test runs in a rolled-back transaction.
 */
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
async function rows<T = Record<string, unknown>>(
  tx: Sql,
  actor: ActorName,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = await call<T>(tx, actor, text, params);
  if (!result.ok) throw new Error(`${actor}: ${result.code} ${result.hint} ${result.message}`);
  return result.value.rows;
}
const one = async <T = Record<string, unknown>>(
  tx: Sql,
  actor: ActorName,
  text: string,
  params: unknown[] = [],
) => (await rows<T>(tx, actor, text, params))[0]!;

const NOT_MANAGER = {
  ok: false,
  code: '42501',
  hint: 'NOT_SCHOOL_MANAGER',
  message: 'Only owners and admins of this school can manage members',
};
const OUTRANKED = {
  ok: false,
  code: '42501',
  hint: 'ROLE_ABOVE_YOURS',
  message: 'You cannot change the membership of someone who outranks you',
};
const ABOVE_OWN = {
  ok: false,
  code: '42501',
  hint: 'ROLE_ABOVE_YOURS',
  message: 'You cannot grant a role above your own',
};
const LAST_OWNER = {
  ok: false,
  code: '23514',
  hint: 'LAST_OWNER',
  message: 'The last owner of a school cannot leave or be demoted',
};
/** Spec §8's NOT_FOUND, answered 404 by PostgREST (migration 20261124000200). */
const notFound = (membershipId: string) => ({
  ok: false,
  code: 'P0002',
  hint: 'MEMBERSHIP_NOT_FOUND',
  message: `Membership with ID '${membershipId}' not found`,
  status: 404,
});
/** Actors who manage nothing in school A: its teacher and viewer, another school's owner, others. */
const NON_MANAGERS = ['viewer', 'teacher', 'other', 'solo', 'noschool'] as const;
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000009ff';

/** Superuser helpers (no RLS): extra users, memberships and lookups. */
const uid = (n: number) => `00000000-0000-4000-8000-${(900 + n).toString().padStart(12, '0')}`;
async function addMember(
  tx: Sql,
  n: number,
  role: string,
  options: { fullName?: string | null; status?: string; school?: string } = {},
): Promise<{ userId: string; membershipId: string; email: string }> {
  const userId = uid(n);
  const email = `extra${n}@example.test`;
  await tx.query(`insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())`, [
    userId,
    email,
  ]);
  if (options.fullName !== null) {
    await tx.query(`insert into public.profiles (user_id, full_name) values ($1, $2)`, [
      userId,
      options.fullName ?? `Extra ${n}`,
    ]);
  }
  const { rows: inserted } = await tx.query<{ id: string }>(
    `insert into public.school_memberships (user_id, school_id, role, status)
     values ($1, $2, $3, $4) returning id`,
    [userId, options.school ?? ROWS.schoolA, role, options.status ?? 'active'],
  );
  return { userId, membershipId: inserted[0]!.id, email };
}
async function membershipOf(tx: Sql, user: string, school: string = ROWS.schoolA) {
  const { rows: found } = await tx.query<{
    id: string;
    role: string;
    status: string;
    txid: string;
    deleted_at: string | null;
  }>(
    `select id, role, status, txid::text, deleted_at from public.school_memberships
      where user_id = $1 and school_id = $2`,
    [user, school],
  );
  return found[0]!;
}

describe.each(DB_KINDS)('accounts on %s', (kind) => {
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

  describe('profiles: subjects and year_levels', () => {
    const update = (tx: Sql, column: 'subjects' | 'year_levels', value: unknown) =>
      call(tx, 'teacher', `update public.profiles set ${column} = $2 where user_id = $1`, [
        USERS.teacher,
        value,
      ]);

    it('start empty and take what onboarding collects, through RLS', () =>
      inTx(async (tx) => {
        expect(
          await one(
            tx,
            'teacher',
            'select subjects, year_levels from public.profiles where id = $1',
            [USERS.teacher],
          ),
        ).toEqual({ subjects: [], year_levels: [] });
        const subjects = [' Mathematics ', 'Science', ' ' + 'x'.repeat(100) + ' '];
        const twenty = Array.from({ length: 20 }, (_, i) => `Subject ${i + 1}`);
        expect(await update(tx, 'subjects', subjects)).toMatchObject({ ok: true });
        expect(await update(tx, 'subjects', twenty)).toMatchObject({ ok: true });
        const years = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
        expect(await update(tx, 'year_levels', years)).toMatchObject({ ok: true });
        expect(
          await one(
            tx,
            'teacher',
            'select subjects, year_levels from public.profiles where id = $1',
            [USERS.teacher],
          ),
        ).toEqual({ subjects: twenty, year_levels: years });
      }));

    it.each([
      ['21 subjects', Array.from({ length: 21 }, (_, i) => `S${i}`)],
      ['an empty subject', ['Maths', '']],
      ['a subject of spaces only', ['   ']],
      ['a subject over 100 characters', ['x'.repeat(101)]],
      ['a null subject', ['Maths', null]],
      ['a two-dimensional array', [['Maths'], ['Art']]],
      ['null', null],
    ])('refuse %s', (_case, value) =>
      inTx(async (tx) => {
        const result = await update(tx, 'subjects', value);
        expect(result).toMatchObject({ ok: false });
        expect(result.ok || result.code).toBe(value === null ? '23502' : '23514');
      }),
    );

    it.each([
      ['year 0', [0]],
      ['year 13', [7, 13]],
      ['a negative year', [-1]],
      ['13 entries', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12]],
      ['a null year', [7, null]],
      ['a two-dimensional array', [[7], [8]]],
    ])('refuse year_levels with %s', (_case, value) =>
      inTx(async (tx) => {
        expect(await update(tx, 'year_levels', value)).toMatchObject({ ok: false, code: '23514' });
      }),
    );

    it('are set on a new profile too (insert), and the defaults satisfy the checks', () =>
      inTx(async (tx) => {
        expect(
          await call(
            tx,
            'developer',
            `insert into public.profiles (user_id, subjects, year_levels) values ($1, '{Art}', '{3}')`,
            [USERS.fresh],
          ),
        ).toMatchObject({ ok: true });
        await tx.query(`delete from public.profiles where user_id = $1`, [USERS.fresh]);
        expect(
          await call(tx, 'developer', `insert into public.profiles (user_id) values ($1)`, [
            USERS.fresh,
          ]),
        ).toMatchObject({ ok: true });
      }));
  });

  describe('school_members', () => {
    const list = (tx: Sql, actor: ActorName, school: string = ROWS.schoolA) =>
      call(tx, actor, 'select * from public.school_members($1)', [school]);

    it('lists the members for owners, admins and developers, highest role first, with e-mails', () =>
      inTx(async (tx) => {
        const teacherMembership = await membershipOf(tx, USERS.teacher);
        await tx.query(`update public.school_memberships set department_id = $2 where id = $1`, [
          teacherMembership.id,
          ROWS.department,
        ]);
        for (const actor of ['owner', 'admin', 'developer'] as const) {
          const members = await rows(tx, actor, 'select * from public.school_members($1)', [
            ROWS.schoolA,
          ]);
          expect(members.map((m) => m.email)).toEqual(
            (['owner', 'admin', 'teacher', 'viewer'] as const).map(emailOf),
          );
          expect(members[2]).toEqual({
            membership_id: ROWS.teacherMembership,
            user_id: USERS.teacher,
            email: 'teacher@example.test',
            full_name: 'The teacher',
            role: 'TEACHER',
            status: 'active',
            joined_at: expect.anything(),
            department_id: ROWS.department,
          });
        }
        // A developer manages every school.
        expect(
          (
            await rows(tx, 'developer', 'select * from public.school_members($1)', [ROWS.schoolB])
          ).map((m) => m.email),
        ).toEqual(['other@example.test']);
      }));

    it('orders by role rank, then by name (or e-mail when there is no name), ignoring case', () =>
      inTx(async (tx) => {
        await addMember(tx, 1, 'TEACHER', { fullName: 'zed Zebra' });
        await addMember(tx, 2, 'TEACHER', { fullName: null }); // no profile: sorted by e-mail
        await addMember(tx, 3, 'TEACHER', { fullName: 'Bea Brown' });
        await addMember(tx, 4, 'ADMIN', { fullName: 'Aaron Admin' });
        await addMember(tx, 5, 'VIEWER', { fullName: 'Alice Viewer' });
        const members = await rows<{ full_name: string | null; email: string; role: string }>(
          tx,
          'owner',
          'select full_name, email, role from public.school_members($1)',
          [ROWS.schoolA],
        );
        expect(members.map((m) => `${m.role} ${m.full_name ?? m.email}`)).toEqual([
          'OWNER The owner',
          'ADMIN Aaron Admin',
          'ADMIN The admin',
          'TEACHER Bea Brown',
          'TEACHER extra2@example.test',
          'TEACHER The teacher',
          'TEACHER zed Zebra',
          'VIEWER Alice Viewer',
          'VIEWER The viewer',
        ]);
      }));

    it('includes invited and suspended members, never those who left or tombstoned rows', () =>
      inTx(async (tx) => {
        await addMember(tx, 1, 'TEACHER', { status: 'invited' });
        await addMember(tx, 2, 'TEACHER', { status: 'suspended' });
        await addMember(tx, 3, 'TEACHER', { status: 'left' });
        const gone = await addMember(tx, 4, 'TEACHER');
        await tx.query(`update public.school_memberships set deleted_at = now() where id = $1`, [
          gone.membershipId,
        ]);
        const members = await rows<{ email: string; status: string }>(
          tx,
          'admin',
          `select email, status from public.school_members($1) where email like 'extra%'`,
          [ROWS.schoolA],
        );
        expect(members).toEqual([
          { email: 'extra1@example.test', status: 'invited' },
          { email: 'extra2@example.test', status: 'suspended' },
        ]);
      }));

    it('refuses members who do not manage the school, managers of another school and outsiders', () =>
      inTx(async (tx) => {
        for (const actor of NON_MANAGERS) expect(await list(tx, actor)).toMatchObject(NOT_MANAGER);
        expect(await list(tx, 'owner', ROWS.schoolB)).toMatchObject(NOT_MANAGER);
        // A suspended admin manages nothing.
        await tx.query(`update public.school_memberships set status = 'suspended' where id = $1`, [
          (await membershipOf(tx, USERS.admin)).id,
        ]);
        expect(await list(tx, 'admin')).toMatchObject(NOT_MANAGER);
        expect(await list(tx, 'anon')).toMatchObject({ ok: false, code: '42501' });
      }));
  });

  describe('school_invitations', () => {
    const pending = (tx: Sql, actor: ActorName, school: string = ROWS.schoolA) =>
      call(tx, actor, 'select * from public.school_invitations($1)', [school]);

    it('lists pending invitations, newest first, with the inviter’s e-mail', () =>
      inTx(async (tx) => {
        const created = await one<{ r: { id: string } }>(
          tx,
          'admin',
          `select public.create_invitation($1, 'new@example.test', 'VIEWER') as r`,
          [ROWS.schoolA],
        );
        for (const actor of ['owner', 'admin', 'developer'] as const) {
          const list = await rows(tx, actor, 'select * from public.school_invitations($1)', [
            ROWS.schoolA,
          ]);
          expect(list).toEqual([
            {
              id: created.r.id,
              email: 'new@example.test',
              role: 'VIEWER',
              invited_by_email: 'admin@example.test',
              created_at: expect.anything(),
              expires_at: expect.anything(),
            },
            {
              id: ROWS.invitation,
              email: 'pending@example.test',
              role: 'TEACHER',
              invited_by_email: 'owner@example.test',
              created_at: expect.anything(),
              expires_at: expect.anything(),
            },
          ]);
        }
      }));

    it('leaves out accepted, revoked and expired invitations', () =>
      inTx(async (tx) => {
        const invite = async (email: string) =>
          (
            await one<{ r: { id: string; token: string } }>(
              tx,
              'owner',
              `select public.create_invitation($1, $2, 'TEACHER') as r`,
              [ROWS.schoolA, email],
            )
          ).r;
        const accepted = await invite('noschool@example.test');
        await one(tx, 'noschool', 'select * from public.accept_invitation($1)', [accepted.token]);
        const revoked = await invite('revoked@example.test');
        await one(tx, 'owner', 'select * from public.revoke_invitation($1)', [revoked.id]);
        const expired = await invite('expired@example.test');
        await tx.query(
          `update public.invitations set expires_at = now() - interval '1 second' where id = $1`,
          [expired.id],
        );
        const open = await invite('open@example.test');
        const list = await rows<{ id: string }>(
          tx,
          'owner',
          'select id from public.school_invitations($1)',
          [ROWS.schoolA],
        );
        expect(list.map((i) => i.id).sort()).toEqual([open.id, ROWS.invitation].sort());
      }));

    it('shows no inviter when the inviting account is gone', () =>
      inTx(async (tx) => {
        await tx.query(`update public.invitations set invited_by = null where id = $1`, [
          ROWS.invitation,
        ]);
        expect(
          await one(tx, 'owner', 'select invited_by_email from public.school_invitations($1)', [
            ROWS.schoolA,
          ]),
        ).toEqual({ invited_by_email: null });
      }));

    it('refuses everyone but the school’s managers and developers', () =>
      inTx(async (tx) => {
        for (const actor of NON_MANAGERS)
          expect(await pending(tx, actor)).toMatchObject(NOT_MANAGER);
        expect(await pending(tx, 'owner', ROWS.schoolB)).toMatchObject(NOT_MANAGER);
        expect(await pending(tx, 'anon')).toMatchObject({ ok: false, code: '42501' });
      }));
  });

  describe('set_member_role', () => {
    const setRole = (tx: Sql, actor: ActorName, membership: string, role: string | null) =>
      call<{ id: string; role: string; user_id: string }>(
        tx,
        actor,
        'select * from public.set_member_role($1, $2)',
        [membership, role],
      );

    it('lets an admin set roles up to ADMIN on those who do not outrank them', () =>
      inTx(async (tx) => {
        const result = await setRole(tx, 'admin', ROWS.teacherMembership, 'VIEWER');
        expect(result.ok && result.value.rows[0]).toMatchObject({
          id: ROWS.teacherMembership,
          user_id: USERS.teacher,
          role: 'VIEWER',
        });
        expect((await membershipOf(tx, USERS.teacher)).role).toBe('VIEWER');
        expect(await setRole(tx, 'admin', ROWS.teacherMembership, ' admin ')).toMatchObject({
          ok: true,
        });
        expect((await membershipOf(tx, USERS.teacher)).role).toBe('ADMIN');
        // another admin is not above them
        expect(await setRole(tx, 'admin', ROWS.teacherMembership, 'TEACHER')).toMatchObject({
          ok: true,
        });
        expect(await setRole(tx, 'admin', ROWS.teacherMembership, 'OWNER')).toMatchObject(
          ABOVE_OWN,
        );
        const owner = await membershipOf(tx, USERS.owner);
        expect(await setRole(tx, 'admin', owner.id, 'ADMIN')).toMatchObject(OUTRANKED);
        expect((await membershipOf(tx, USERS.owner)).role).toBe('OWNER');
      }));

    it('lets an owner make another owner, and demote an owner who is not the last', () =>
      inTx(async (tx) => {
        const admin = await membershipOf(tx, USERS.admin);
        expect(await setRole(tx, 'owner', admin.id, 'OWNER')).toMatchObject({ ok: true });
        const owner = await membershipOf(tx, USERS.owner);
        expect(await setRole(tx, 'admin', owner.id, 'TEACHER')).toMatchObject({ ok: true });
        expect((await membershipOf(tx, USERS.owner)).role).toBe('TEACHER');
        // …who is now a teacher and manages nothing
        expect(await setRole(tx, 'owner', admin.id, 'ADMIN')).toMatchObject(NOT_MANAGER);
      }));

    it('never changes one’s own role, not even an owner’s or a member developer’s', () =>
      inTx(async (tx) => {
        for (const actor of ['owner', 'admin'] as const) {
          const own = await membershipOf(tx, USERS[actor]);
          expect(await setRole(tx, actor, own.id, 'VIEWER')).toMatchObject({
            ok: false,
            code: '42501',
            hint: 'OWN_ROLE',
            message: 'You cannot change your own role',
          });
        }
        const dev = await addMember(tx, 1, 'TEACHER');
        await tx.query(`update public.profiles set is_developer = true where user_id = $1`, [
          dev.userId,
        ]);
        await actAs(tx, { id: dev.userId, email: dev.email });
        const attempt = await tryAnswered(tx, () =>
          tx.query('select public.set_member_role($1, $2)', [dev.membershipId, 'OWNER']),
        );
        await tx.exec('reset role');
        expect(attempt).toMatchObject({ ok: false, hint: 'OWN_ROLE' });
      }));

    it('lets a developer set any role, but the last OWNER stays', () =>
      inTx(async (tx) => {
        expect(await setRole(tx, 'developer', ROWS.teacherMembership, 'OWNER')).toMatchObject({
          ok: true,
        });
        const owner = await membershipOf(tx, USERS.owner);
        expect(await setRole(tx, 'developer', owner.id, 'VIEWER')).toMatchObject({ ok: true });
        // now the former teacher is the only owner
        expect(await setRole(tx, 'developer', ROWS.teacherMembership, 'ADMIN')).toMatchObject(
          LAST_OWNER,
        );
        const other = await membershipOf(tx, USERS.other, ROWS.schoolB);
        expect(await setRole(tx, 'developer', other.id, 'ADMIN')).toMatchObject(LAST_OWNER);
        expect((await membershipOf(tx, USERS.other, ROWS.schoolB)).role).toBe('OWNER');
      }));

    it('refuses non-managers, unknown, tombstoned and departed memberships, and unknown roles', () =>
      inTx(async (tx) => {
        for (const actor of NON_MANAGERS) {
          expect(await setRole(tx, actor, ROWS.teacherMembership, 'VIEWER')).toMatchObject(
            NOT_MANAGER,
          );
        }
        // managing school B gives no say in school A
        expect(await setRole(tx, 'other', ROWS.teacherMembership, 'VIEWER')).toMatchObject(
          NOT_MANAGER,
        );
        expect(await setRole(tx, 'anon', ROWS.teacherMembership, 'VIEWER')).toMatchObject({
          ok: false,
          code: '42501',
        });
        expect(await setRole(tx, 'owner', UNKNOWN_ID, 'VIEWER')).toMatchObject(
          notFound(UNKNOWN_ID),
        );
        const left = await addMember(tx, 1, 'TEACHER', { status: 'left' });
        expect(await setRole(tx, 'owner', left.membershipId, 'VIEWER')).toMatchObject(
          notFound(left.membershipId),
        );
        const tombstoned = await addMember(tx, 2, 'TEACHER');
        await tx.query(`update public.school_memberships set deleted_at = now() where id = $1`, [
          tombstoned.membershipId,
        ]);
        expect(await setRole(tx, 'owner', tombstoned.membershipId, 'VIEWER')).toMatchObject(
          notFound(tombstoned.membershipId),
        );
        for (const role of ['PRINCIPAL', '', null]) {
          expect(await setRole(tx, 'owner', ROWS.teacherMembership, role)).toMatchObject({
            ok: false,
            code: '22023',
            hint: 'INVALID_ROLE',
            message: 'Role must be OWNER, ADMIN, TEACHER or VIEWER',
          });
        }
        expect((await membershipOf(tx, USERS.teacher)).role).toBe('TEACHER');
      }));

    it('writes nothing when the role is unchanged (no new txid for devices to pull)', async () => {
      // Two transactions: txid only differs across them.
      const before = (
        await db.sql.query<{ txid: string }>(
          `select txid::text from public.school_memberships where id = $1`,
          [ROWS.teacherMembership],
        )
      ).rows[0]!.txid;
      await rolledBack(db.sql, async (tx) => {
        expect(await setRole(tx, 'owner', ROWS.teacherMembership, 'TEACHER')).toMatchObject({
          ok: true,
        });
        expect((await membershipOf(tx, USERS.teacher)).txid).toBe(before);
        expect(await setRole(tx, 'owner', ROWS.teacherMembership, 'VIEWER')).toMatchObject({
          ok: true,
        });
        expect((await membershipOf(tx, USERS.teacher)).txid).not.toBe(before);
      });
    });
  });

  describe('remove_member', () => {
    const remove = (tx: Sql, actor: ActorName, membership: string) =>
      call<{ id: string; status: string; role: string }>(
        tx,
        actor,
        'select * from public.remove_member($1)',
        [membership],
      );
    const currentSchools = async (tx: Sql, user: string) =>
      (
        await tx.query(
          `select p.school_id as profile, u.school_id as preferences
             from public.profiles p join public.user_preferences u using (user_id)
            where p.user_id = $1`,
          [user],
        )
      ).rows[0];

    it('marks the membership left (the row stays) and clears the member’s current school', () =>
      inTx(async (tx) => {
        const removed = await remove(tx, 'admin', ROWS.teacherMembership);
        expect(removed.ok && removed.value.rows[0]).toMatchObject({
          id: ROWS.teacherMembership,
          status: 'left',
          role: 'TEACHER',
        });
        expect(await membershipOf(tx, USERS.teacher)).toMatchObject({
          status: 'left',
          deleted_at: null,
        });
        expect(await currentSchools(tx, USERS.teacher)).toEqual({
          profile: null,
          preferences: null,
        });
        // gone from the list, and from the school's data as seen by the former member
        expect(
          (
            await rows<{ user_id: string }>(
              tx,
              'admin',
              'select user_id from public.school_members($1)',
              [ROWS.schoolA],
            )
          ).map((m) => m.user_id),
        ).not.toContain(USERS.teacher);
        expect(
          await rows(tx, 'teacher', 'select id from public.schools where id = $1', [ROWS.schoolA]),
        ).toEqual([]);
        // removing again changes nothing
        expect(await remove(tx, 'admin', ROWS.teacherMembership)).toMatchObject({ ok: true });
      }));

    it('clears only a current school that points at this school', () =>
      inTx(async (tx) => {
        await tx.query(
          `insert into public.school_memberships (user_id, school_id, role) values ($1, $2, 'TEACHER')`,
          [USERS.teacher, ROWS.schoolB],
        );
        await tx.query(`update public.user_preferences set school_id = $2 where user_id = $1`, [
          USERS.teacher,
          ROWS.schoolB,
        ]);
        expect(await remove(tx, 'owner', ROWS.teacherMembership)).toMatchObject({ ok: true });
        expect(await currentSchools(tx, USERS.teacher)).toEqual({
          profile: null,
          preferences: ROWS.schoolB,
        });
        expect((await membershipOf(tx, USERS.teacher, ROWS.schoolB)).status).toBe('active');
      }));

    it('stays within rank: an admin removes admins and below, never an owner', () =>
      inTx(async (tx) => {
        const otherAdmin = await addMember(tx, 1, 'ADMIN');
        expect(await remove(tx, 'admin', otherAdmin.membershipId)).toMatchObject({ ok: true });
        const owner = await membershipOf(tx, USERS.owner);
        expect(await remove(tx, 'admin', owner.id)).toMatchObject(OUTRANKED);
        expect((await membershipOf(tx, USERS.owner)).status).toBe('active');
        const viewer = await membershipOf(tx, USERS.viewer);
        expect(await remove(tx, 'admin', viewer.id)).toMatchObject({ ok: true });
      }));

    it('never removes oneself: that is Leave school', () =>
      inTx(async (tx) => {
        for (const actor of ['owner', 'admin'] as const) {
          expect(await remove(tx, actor, (await membershipOf(tx, USERS[actor])).id)).toMatchObject({
            ok: false,
            code: '42501',
            hint: 'OWN_MEMBERSHIP',
            message: 'Use Leave school to leave a school yourself',
          });
        }
      }));

    it('keeps the last active owner; a second owner can be removed', () =>
      inTx(async (tx) => {
        const owner = await membershipOf(tx, USERS.owner);
        expect(await remove(tx, 'developer', owner.id)).toMatchObject(LAST_OWNER);
        const second = await addMember(tx, 1, 'OWNER');
        expect(await remove(tx, 'owner', second.membershipId)).toMatchObject({ ok: true });
        const third = await addMember(tx, 2, 'OWNER');
        expect(await remove(tx, 'developer', owner.id)).toMatchObject({ ok: true });
        expect(await remove(tx, 'developer', third.membershipId)).toMatchObject(LAST_OWNER);
        // a suspended owner does not count as the one who stays
        const suspended = await addMember(tx, 3, 'OWNER', { status: 'suspended' });
        expect(await remove(tx, 'developer', third.membershipId)).toMatchObject(LAST_OWNER);
        expect(await remove(tx, 'developer', suspended.membershipId)).toMatchObject({ ok: true });
      }));

    it('refuses non-managers and unknown memberships', () =>
      inTx(async (tx) => {
        for (const actor of NON_MANAGERS) {
          expect(await remove(tx, actor, ROWS.teacherMembership)).toMatchObject(NOT_MANAGER);
        }
        expect(await remove(tx, 'anon', ROWS.teacherMembership)).toMatchObject({
          ok: false,
          code: '42501',
        });
        expect(await remove(tx, 'owner', UNKNOWN_ID)).toMatchObject(notFound(UNKNOWN_ID));
        expect((await membershipOf(tx, USERS.teacher)).status).toBe('active');
      }));
  });

  describe('invitation_preview', () => {
    type Preview = {
      status: string;
      school_name: string | null;
      email: string | null;
      role: string | null;
      expires_at: string | null;
    };
    const preview = async (tx: Sql, actor: ActorName, token: string | null) =>
      (await one<{ p: Preview }>(tx, actor, 'select public.invitation_preview($1) as p', [token]))
        .p;
    const UNKNOWN = {
      status: 'unknown',
      school_name: null,
      email: null,
      role: null,
      expires_at: null,
    };
    const newInvite = async (tx: Sql, email: string, role = 'ADMIN') =>
      (
        await one<{ r: { id: string; token: string; expires_at: string } }>(
          tx,
          'owner',
          'select public.create_invitation($1, $2, $3) as r',
          [ROWS.schoolA, email, role],
        )
      ).r;

    it('tells anyone holding a pending invitation’s token where, as what and until when', () =>
      inTx(async (tx) => {
        const invite = await newInvite(tx, 'noschool@example.test');
        for (const actor of ['anon', 'solo', 'noschool'] as const) {
          const p = await preview(tx, actor, invite.token);
          expect(p).toEqual({
            status: 'pending',
            school_name: 'School A',
            email: 'noschool@example.test',
            role: 'ADMIN',
            expires_at: expect.any(String),
          });
          expect(new Date(p.expires_at!).getTime()).toBe(new Date(invite.expires_at).getTime());
        }
        expect(await preview(tx, 'anon', 'fixture-token')).toMatchObject({
          status: 'pending',
          email: 'pending@example.test',
          role: 'TEACHER',
        });
      }));

    it('says used, revoked or expired, with the details', () =>
      inTx(async (tx) => {
        const used = await newInvite(tx, 'noschool@example.test', 'VIEWER');
        await one(tx, 'noschool', 'select * from public.accept_invitation($1)', [used.token]);
        expect(await preview(tx, 'anon', used.token)).toMatchObject({
          status: 'used',
          school_name: 'School A',
          email: 'noschool@example.test',
          role: 'VIEWER',
        });

        const revoked = await newInvite(tx, 'solo@example.test', 'TEACHER');
        await one(tx, 'admin', 'select * from public.revoke_invitation($1)', [revoked.id]);
        expect(await preview(tx, 'anon', revoked.token)).toMatchObject({
          status: 'revoked',
          email: 'solo@example.test',
        });

        const expired = await newInvite(tx, 'late@example.test', 'TEACHER');
        await tx.query(
          `update public.invitations set expires_at = now() - interval '1 second' where id = $1`,
          [expired.id],
        );
        expect(await preview(tx, 'solo', expired.token)).toMatchObject({
          status: 'expired',
          email: 'late@example.test',
          school_name: 'School A',
        });
        // revoked wins over expired, as accept_invitation reports it
        await tx.query(`update public.invitations set revoked_at = now() where id = $1`, [
          expired.id,
        ]);
        expect((await preview(tx, 'anon', expired.token)).status).toBe('revoked');
      }));

    it('reveals nothing for an unknown token, or one whose school is gone', () =>
      inTx(async (tx) => {
        for (const token of ['no-such-token', '', null, 'FIXTURE-TOKEN']) {
          expect(await preview(tx, 'anon', token)).toEqual(UNKNOWN);
        }
        await tx.query(`update public.schools set deleted_at = now() where id = $1`, [
          ROWS.schoolA,
        ]);
        expect(await preview(tx, 'anon', 'fixture-token')).toEqual(UNKNOWN);
      }));
  });
});
