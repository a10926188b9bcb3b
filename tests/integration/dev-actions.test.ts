import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDevActions } from '../../src/app/server/dev-actions';
import type { DevActions } from '../../src/features/dev/api/dev-actions';
import { actionErrorMessage, type ActionResult } from '../../src/shared/lib/result';
import { productStackHooks } from '../../supabase/local/product-stack';
import { startStack, type Stack } from '../../supabase/local/stack';

/**
 * createDevActions against `npm start`'s stack (its auth, the real PostgREST): a developer signed
 * in for real runs the developer area end to end, a teacher is refused, and disabling someone's
 * sign-in stops their next sign-in and token refresh.
 */
const ORIGIN = 'http://app.test';
const PASSWORD = 'a-long-test-password-42';

let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dev-actions-'));
  stack = await startStack({
    port: 0,
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    log: () => undefined,
    ...productStackHooks({ SEED: 'false', AUTH_AUTOCONFIRM: 'true' }),
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const newClient = () =>
  createClient(stack.url, stack.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

type Person = { id: string; email: string; client: SupabaseClient; actions: DevActions };

/** Signs up (confirmed at once on this stack) and stays signed in. */
async function signedUp(name: string, email = `${name}-${crypto.randomUUID()}@dev.test`) {
  const client = newClient();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  const person: Person = {
    id: data.user!.id,
    email,
    client,
    actions: createDevActions(async () => client, ORIGIN),
  };
  return person;
}

async function makeDeveloper(person: Person) {
  await stack.database.sql.query(
    `insert into public.profiles (user_id, is_developer) values ($1, true)
     on conflict (user_id) do update set is_developer = true`,
    [person.id],
  );
}

function value<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${actionErrorMessage(result.error)}`);
  return result.value;
}

function refusal(result: ActionResult<unknown>) {
  if (result.ok) throw new Error('expected a refusal');
  return {
    code: result.error.code,
    hint: result.error.hint,
    message: actionErrorMessage(result.error),
  };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token');

describe('createDevActions on the local stack', () => {
  let developer: Person;
  let teacher: Person;
  beforeAll(async () => {
    developer = await signedUp('developer');
    teacher = await signedUp('teacher');
    await makeDeveloper(developer);
  });

  it('refuses every method to a teacher with the server’s words', async () => {
    const calls: Promise<ActionResult<unknown>>[] = [
      teacher.actions.dashboardStats(),
      teacher.actions.listSchools({ limit: 5 }),
      teacher.actions.listUsers({ search: 'x', limit: 5 }),
      teacher.actions.listInvitations({ status: 'all', limit: 5 }),
      teacher.actions.healthSnapshot(),
      teacher.actions.syncActivity({ hours: 24 }),
      teacher.actions.listFeedback({ status: 'all', limit: 5 }),
      teacher.actions.auditLog({ limit: 5 }),
      teacher.actions.setDeveloper(developer.id, false),
      teacher.actions.schoolDetail(crypto.randomUUID()),
    ];
    for (const result of await Promise.all(calls)) {
      expect(refusal(result)).toEqual({
        code: 'FORBIDDEN',
        hint: 'DEVELOPER_REQUIRED',
        message: 'Developer permissions required',
      });
    }
  });

  it('creates a school whose first OWNER accepts the mailed link; lists, details and the audit log show it', async () => {
    const ownerEmail = `owner-${crypto.randomUUID()}@dev.test`;
    const created = value(
      await developer.actions.createSchool({
        name: 'Riverside High',
        description: 'Created from /dev',
        isEnterprise: true,
        timetableTemplate: '10-day-ab',
        ownerEmail,
      }),
    );
    expect(created.invitationLink).toMatch(
      /^http:\/\/app\.test\/accept-invitation\?token=[A-Za-z0-9_-]{43}$/,
    );
    const { rows: mails } = await stack.database.sql.query<{ body: string }>(
      'select body from public.mailbox where to_email = $1',
      [ownerEmail],
    );
    expect(mails[0]!.body).toContain(`token=${tokenOf(created.invitationLink)}`);

    const pending = value(
      await developer.actions.listInvitations({ status: 'pending', search: ownerEmail, limit: 5 }),
    );
    expect(pending.rows).toMatchObject([
      { id: created.invitationId, schoolName: 'Riverside High', role: 'OWNER', status: 'pending' },
    ]);

    const owner = await signedUp('owner', ownerEmail);
    const { error } = await owner.client.rpc('accept_invitation', {
      token: tokenOf(created.invitationLink),
    });
    expect(error).toBeNull();

    const detail = value(await developer.actions.schoolDetail(created.schoolId));
    expect(detail).toMatchObject({
      name: 'Riverside High',
      isEnterprise: true,
      timetableCycle: { length: 10, mode: 'calendar', labels: ['Week A', 'Week B'] },
      members: [{ userId: owner.id, email: ownerEmail, role: 'OWNER', status: 'active' }],
      pendingInvitations: [],
    });
    expect(detail.inviteCode.joinLink).toBe(
      `${ORIGIN}/onboarding/join?code=${detail.inviteCode.code}`,
    );
    const rotated = value(await developer.actions.rotateInviteCode(created.schoolId));
    expect(rotated.code).not.toBe(detail.inviteCode.code);

    const found = value(await developer.actions.listSchools({ search: 'riverside', limit: 5 }));
    expect(found).toEqual({
      rows: [expect.objectContaining({ id: created.schoolId, memberCount: 1 })],
      nextCursor: null,
    });

    const missing = crypto.randomUUID();
    expect(refusal(await developer.actions.schoolDetail(missing))).toEqual({
      code: 'NOT_FOUND',
      hint: 'SCHOOL_NOT_FOUND',
      message: `School with ID '${missing}' not found`,
    });

    const audit = value(await developer.actions.auditLog({ limit: 10 }));
    expect(audit.rows.map((e) => e.action)).toEqual(
      expect.arrayContaining(['school.create', 'school.rotate_invite_code']),
    );
    expect(audit.rows[0]).toMatchObject({ actorId: developer.id, actorEmail: developer.email });
  });

  it('resends an invitation with a new link, revoking the old one', async () => {
    const email = `later-${crypto.randomUUID()}@dev.test`;
    const created = value(
      await developer.actions.createSchool({
        name: 'Lakeside Primary',
        description: null,
        isEnterprise: false,
        timetableTemplate: '5-day',
        ownerEmail: email,
      }),
    );
    const resent = value(await developer.actions.resendInvitation(created.invitationId));
    expect(resent.link).not.toBe(created.invitationLink);
    const all = value(
      await developer.actions.listInvitations({ status: 'all', search: email, limit: 5 }),
    );
    expect(all.rows.map((i) => [i.id, i.status])).toEqual([
      [resent.invitationId, 'pending'],
      [created.invitationId, 'revoked'],
    ]);
    value(await developer.actions.revokeInvitation(resent.invitationId));
    const revoked = value(
      await developer.actions.listInvitations({ status: 'revoked', search: email, limit: 5 }),
    );
    expect(revoked.rows).toHaveLength(2);
  });

  it('grants and revokes a developer flag, never its own, and pages users', async () => {
    expect(refusal(await developer.actions.setDeveloper(developer.id, false))).toMatchObject({
      hint: 'OWN_DEVELOPER_FLAG',
      message: 'You cannot change your own developer flag',
    });
    value(await developer.actions.setDeveloper(teacher.id, true));
    expect(value(await teacher.actions.dashboardStats()).users).toBeGreaterThanOrEqual(2);
    const listed = value(await developer.actions.listUsers({ search: teacher.email, limit: 5 }));
    expect(listed.rows).toMatchObject([{ userId: teacher.id, isDeveloper: true }]);
    value(await developer.actions.setDeveloper(teacher.id, false));
    expect(refusal(await teacher.actions.dashboardStats()).hint).toBe('DEVELOPER_REQUIRED');

    const first = value(await developer.actions.listUsers({ limit: 1 }));
    expect(first.rows).toHaveLength(1);
    const second = value(await developer.actions.listUsers({ after: first.nextCursor, limit: 1 }));
    expect(second.rows[0]!.email > first.rows[0]!.email).toBe(true);
  });

  it('disabling sign-in refuses the next sign-in and token refresh; re-enabling lets them in', async () => {
    const pupil = await signedUp('disabled');
    expect(refusal(await developer.actions.setSignInDisabled(developer.id, true)).hint).toBe(
      'OWN_SIGN_IN',
    );
    value(await developer.actions.setSignInDisabled(pupil.id, true));
    const listed = value(await developer.actions.listUsers({ search: pupil.email, limit: 5 }));
    expect(listed.rows).toMatchObject([{ signInDisabled: true }]);

    const refreshed = await pupil.client.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    const again = await newClient().auth.signInWithPassword({
      email: pupil.email,
      password: PASSWORD,
    });
    expect(again.error?.code).toBe('user_banned');

    value(await developer.actions.setSignInDisabled(pupil.id, false));
    const back = await newClient().auth.signInWithPassword({
      email: pupil.email,
      password: PASSWORD,
    });
    expect(back.error).toBeNull();
    expect(back.data.session).not.toBeNull();
  });

  it('triages feedback, counts sync calls per hour and reports health', async () => {
    const { rows } = await stack.database.sql.query<{ id: string }>(
      `insert into public.feedback_reports (user_id, conversation, metadata, context)
       values ($1, '[{"role": "user", "content": "The planner froze", "timestamp": "2026-11-23T08:00:00Z"}]',
               '{"category": "bug", "severity": "high"}', 'planner')
       returning id`,
      [teacher.id],
    );
    const reportId = rows[0]!.id;
    const inbox = value(await developer.actions.listFeedback({ status: 'new', limit: 10 }));
    expect(inbox.rows.find((r) => r.id === reportId)).toMatchObject({
      userEmail: teacher.email,
      category: 'bug',
      severity: 'high',
      conversation: [{ role: 'user', content: 'The planner froze' }],
    });
    value(await developer.actions.setFeedbackStatus(reportId, 'triaged'));
    expect(refusal(await developer.actions.setFeedbackStatus(reportId, 'new')).hint).toBe(
      'FEEDBACK_STATUS_BACKWARDS',
    );
    const triaged = value(await developer.actions.listFeedback({ status: 'triaged', limit: 10 }));
    expect(triaged.rows.map((r) => r.id)).toContain(reportId);

    const before = value(await developer.actions.dashboardStats());
    const pulled = await teacher.client.rpc('sync_pull', { cursor: null, lim: 10 });
    expect(pulled.error).toBeNull();
    const after = value(await developer.actions.dashboardStats());
    expect(after.pullsToday).toBe(before.pullsToday + 1);
    expect(after.activeDevices24h).toBeGreaterThanOrEqual(1);
    expect(after.openFeedback).toBeGreaterThanOrEqual(1);

    const activity = value(await developer.actions.syncActivity({ hours: 2 }));
    expect(activity.buckets).toHaveLength(2);
    expect(activity.buckets[1]!.pulls).toBeGreaterThanOrEqual(1);

    const health = value(await developer.actions.healthSnapshot());
    expect(health.rowCounts.schools).toBeGreaterThanOrEqual(2);
  });
});
