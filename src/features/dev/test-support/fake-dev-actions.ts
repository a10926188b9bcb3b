import { normalizeError, notFoundMessage, type AppError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';
import type {
  AuditEntry,
  CreatedSchool,
  DevActions,
  DevDashboardStats,
  DevFeedbackReport,
  DevInvitation,
  DevMember,
  DevPage,
  DevSchoolDetail,
  DevUser,
  FeedbackStatus,
  HealthSnapshot,
  SyncActivityBucket,
} from '../api/dev-actions';

/**
 * An in-memory DevActions for the /dev pages' tests. It keeps schools, users, invitations, feedback
 * and an audit log, answers lists in keyset pages (the cursor is the last row's index, opaque to
 * the page), applies the server's rules that pages show (own developer flag, own sign-in, unknown
 * school, feedback never back to new), records every call, and refuses any method on request:
 *
 *   const dev = fakeDevActions({ currentUserId: 'me' });
 *   dev.refuse('setDeveloper', devRefusal('Developer permissions required', '42501', 'DEVELOPER_REQUIRED'));
 *   dev.pause('listSchools');   // the next calls wait until dev.resume('listSchools')
 */

/** What the server answers for one of its rules, as supabase-js would hand it to `toResult`. */
export function devRefusal(message: string, code = '42501', hint = 'DEVELOPER_REQUIRED'): AppError {
  return normalizeError({ message, code, hint, details: null });
}

/** The answer to a developer RPC called by someone without the flag. */
export const DEVELOPER_REQUIRED = devRefusal('Developer permissions required');

export type FakeSchool = Omit<DevSchoolDetail, 'members' | 'pendingInvitations'> & {
  members: DevMember[];
};

export type FakeDevData = {
  schools: FakeSchool[];
  users: DevUser[];
  invitations: DevInvitation[];
  feedback: DevFeedbackReport[];
  audit: AuditEntry[];
  health: HealthSnapshot;
  activity: SyncActivityBucket[];
  /** Added to what the fake counts itself (schools, users, open feedback). */
  stats: Pick<
    DevDashboardStats,
    'activeDevices24h' | 'pushesToday' | 'pullsToday' | 'rejectionsToday' | 'todayStartedAt'
  >;
};

export type FakeDevCall = { method: keyof DevActions; args: unknown[] };

const ORIGIN = 'http://localhost';
const NOW = '2026-11-23T08:00:00.000Z';
const IN_A_WEEK = '2026-11-30T08:00:00.000Z';

export const FAKE_HEALTH: HealthSnapshot = {
  dbLatencyMs: 0.4,
  rowCounts: { schools: 2, profiles: 5, lessons: 120 },
  oldestOpenTransactionAgeS: null,
  checkedAt: NOW,
};

const joinLinkOf = (code: string) => `${ORIGIN}/onboarding/join?code=${code}`;
const linkOf = (token: string) => `${ORIGIN}/accept-invitation?token=${token}`;

/** A school as the fake stores it; pass members and overrides. */
export function fakeSchool(
  overrides: Partial<FakeSchool> & { id: string; name: string },
): FakeSchool {
  return {
    description: null,
    isEnterprise: false,
    timetableCycle: { length: 5, mode: 'calendar', labels: [] },
    inviteCode: { code: 'ABCD2345', joinLink: joinLinkOf('ABCD2345') },
    createdAt: NOW,
    updatedAt: NOW,
    members: [],
    ...overrides,
  };
}

export function fakeUser(overrides: Partial<DevUser> & { userId: string; email: string }): DevUser {
  return {
    fullName: null,
    isDeveloper: false,
    signInDisabled: false,
    createdAt: NOW,
    lastSignInAt: null,
    memberships: [],
    ...overrides,
  };
}

export function fakeDevActions(
  options: { currentUserId?: string; data?: Partial<FakeDevData>; now?: () => string } = {},
) {
  const me = options.currentUserId ?? 'developer';
  const now = options.now ?? (() => NOW);
  const data: FakeDevData = {
    schools: [],
    users: [],
    invitations: [],
    feedback: [],
    audit: [],
    health: FAKE_HEALTH,
    activity: [],
    stats: {
      activeDevices24h: 0,
      pushesToday: 0,
      pullsToday: 0,
      rejectionsToday: 0,
      todayStartedAt: '2026-11-23T00:00:00.000Z',
    },
    ...options.data,
  };
  const calls: FakeDevCall[] = [];
  const refusals = new Map<keyof DevActions, AppError>();
  const paused = new Map<keyof DevActions, { wait: Promise<void>; release: () => void }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}-${++counter}`;

  const audit = (action: string, targetTable: string, targetId: string, details = {}) => {
    data.audit.unshift({
      id: String(data.audit.length + 1),
      at: now(),
      actorId: me,
      actorEmail: data.users.find((u) => u.userId === me)?.email ?? null,
      action,
      targetTable,
      targetId,
      details,
    });
  };

  const page = <T>(rows: T[], after: string | null | undefined, limit: number): DevPage<T> => {
    const start = after ? Number(after) : 0;
    const slice = rows.slice(start, start + limit);
    const end = start + slice.length;
    return { rows: slice, nextCursor: end < rows.length ? String(end) : null };
  };
  const matches = (search: string | undefined, ...texts: (string | null)[]) =>
    !search?.trim() ||
    texts.some((t) => t?.toLowerCase().includes(search.trim().toLowerCase()) ?? false);

  const notFound = (resource: string, id: string, hint: string) =>
    failed(
      normalizeError({
        message: notFoundMessage(resource, id),
        code: 'P0002',
        hint,
        details: null,
      }),
    );
  const membershipOf = (membershipId: string) => {
    for (const school of data.schools) {
      const member = school.members.find((m) => m.membershipId === membershipId);
      if (member) return { school, member };
    }
    return null;
  };
  const invitationStatus = (i: DevInvitation) => i.status;
  const newInvitation = (school: FakeSchool, email: string, role: SchoolRole): DevInvitation => ({
    id: nextId('invitation'),
    schoolId: school.id,
    schoolName: school.name,
    email: email.trim().toLowerCase(),
    role,
    status: 'pending',
    invitedByEmail: data.users.find((u) => u.userId === me)?.email ?? null,
    createdAt: now(),
    expiresAt: IN_A_WEEK,
    acceptedAt: null,
    revokedAt: null,
  });

  const impl: DevActions = {
    async dashboardStats() {
      return succeeded({
        schools: data.schools.length,
        users: data.users.length,
        openFeedback: data.feedback.filter((f) => f.status !== 'closed').length,
        newFeedback: data.feedback.filter((f) => f.status === 'new').length,
        health: data.health,
        ...data.stats,
      });
    },

    async listSchools({ search, after, limit }) {
      const rows = data.schools
        .filter((s) => matches(search, s.name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          isEnterprise: s.isEnterprise,
          memberCount: s.members.filter((m) => m.status === 'active').length,
          createdAt: s.createdAt,
        }));
      return succeeded(page(rows, after, limit));
    },

    async createSchool(input) {
      const id = nextId('school');
      const cycle: FakeSchool['timetableCycle'] =
        input.timetableTemplate === '10-day-ab'
          ? { length: 10, mode: 'calendar', labels: ['Week A', 'Week B'] }
          : input.timetableTemplate === '6-day'
            ? { length: 6, mode: 'school_days', labels: [] }
            : { length: 5, mode: 'calendar', labels: [] };
      const school = fakeSchool({
        id,
        name: input.name.trim(),
        description: input.description,
        isEnterprise: input.isEnterprise,
        timetableCycle: cycle,
        createdAt: now(),
        updatedAt: now(),
      });
      data.schools.push(school);
      const invitation = newInvitation(school, input.ownerEmail, 'OWNER');
      data.invitations.unshift(invitation);
      audit('school.create', 'schools', id, {
        name: school.name,
        template: input.timetableTemplate,
        owner_email: invitation.email,
      });
      const created: CreatedSchool = {
        schoolId: id,
        invitationId: invitation.id,
        invitationLink: linkOf(invitation.id),
        expiresAt: invitation.expiresAt,
      };
      return succeeded(created);
    },

    async schoolDetail(schoolId) {
      const school = data.schools.find((s) => s.id === schoolId);
      if (!school) return notFound('School', schoolId, 'SCHOOL_NOT_FOUND');
      return succeeded({
        ...school,
        members: school.members.filter((m) => m.status !== 'left'),
        pendingInvitations: data.invitations.filter(
          (i) => i.schoolId === schoolId && invitationStatus(i) === 'pending',
        ),
      });
    },

    async setMemberRole(membershipId, role) {
      const found = membershipOf(membershipId);
      if (!found || found.member.status === 'left')
        return notFound('Membership', membershipId, 'MEMBERSHIP_NOT_FOUND');
      if (found.member.userId === me)
        return failed(devRefusal('You cannot change your own role', '42501', 'OWN_ROLE'));
      const from = found.member.role;
      found.member.role = role;
      audit('membership.set_role', 'school_memberships', membershipId, { from, to: role });
      return succeeded(undefined);
    },

    async removeMember(membershipId) {
      const found = membershipOf(membershipId);
      if (!found) return notFound('Membership', membershipId, 'MEMBERSHIP_NOT_FOUND');
      found.member.status = 'left';
      audit('membership.remove', 'school_memberships', membershipId, {
        school_id: found.school.id,
      });
      return succeeded(undefined);
    },

    async rotateInviteCode(schoolId) {
      const school = data.schools.find((s) => s.id === schoolId);
      if (!school) return notFound('School', schoolId, 'SCHOOL_NOT_FOUND');
      const code = `ROTATED${(++counter % 8) + 2}`.slice(0, 8).toUpperCase();
      school.inviteCode = { code, joinLink: joinLinkOf(code) };
      audit('school.rotate_invite_code', 'schools', schoolId);
      return succeeded(school.inviteCode);
    },

    async listUsers({ search, after, limit }) {
      const rows = data.users
        .filter((u) => matches(search, u.email, u.fullName))
        .sort((a, b) => a.email.localeCompare(b.email));
      return succeeded(page(rows, after, limit));
    },

    async setDeveloper(userId, on) {
      if (userId === me)
        return failed(
          devRefusal('You cannot change your own developer flag', '42501', 'OWN_DEVELOPER_FLAG'),
        );
      const user = data.users.find((u) => u.userId === userId);
      if (!user) return notFound('User', userId, 'USER_NOT_FOUND');
      if (user.isDeveloper !== on) {
        user.isDeveloper = on;
        audit('user.set_developer', 'profiles', userId, { is_developer: on });
      }
      return succeeded(undefined);
    },

    async setSignInDisabled(userId, disabled) {
      if (userId === me)
        return failed(devRefusal('You cannot disable your own sign-in', '42501', 'OWN_SIGN_IN'));
      const user = data.users.find((u) => u.userId === userId);
      if (!user) return notFound('User', userId, 'USER_NOT_FOUND');
      if (user.signInDisabled !== disabled) {
        user.signInDisabled = disabled;
        audit('user.set_sign_in_disabled', 'users', userId, { disabled });
      }
      return succeeded(undefined);
    },

    async listInvitations({ status, search, after, limit }) {
      const rows = data.invitations.filter(
        (i) =>
          (status === 'all' || invitationStatus(i) === status) &&
          matches(search, i.email, i.schoolName),
      );
      return succeeded(page(rows, after, limit));
    },

    async resendInvitation(invitationId) {
      const old = data.invitations.find((i) => i.id === invitationId);
      if (!old) return notFound('Invitation', invitationId, 'INVITATION_NOT_FOUND');
      if (old.status === 'accepted')
        return failed(
          devRefusal('This invitation has already been used', 'P0001', 'INVITATION_USED'),
        );
      const school = data.schools.find((s) => s.id === old.schoolId);
      if (!school) return notFound('School', old.schoolId, 'SCHOOL_NOT_FOUND');
      if (old.status === 'pending') {
        old.status = 'revoked';
        old.revokedAt = now();
      }
      const fresh = newInvitation(school, old.email, old.role);
      data.invitations.unshift(fresh);
      audit('invitation.resend', 'invitations', fresh.id, { replaces: old.id });
      return succeeded({
        invitationId: fresh.id,
        link: linkOf(fresh.id),
        expiresAt: fresh.expiresAt,
      });
    },

    async revokeInvitation(invitationId) {
      const invitation = data.invitations.find((i) => i.id === invitationId);
      if (!invitation) return notFound('Invitation', invitationId, 'INVITATION_NOT_FOUND');
      if (invitation.status === 'accepted')
        return failed(
          devRefusal('This invitation has already been used', 'P0001', 'INVITATION_USED'),
        );
      if (invitation.status !== 'revoked') {
        invitation.status = 'revoked';
        invitation.revokedAt = now();
        audit('invitation.revoke', 'invitations', invitationId);
      }
      return succeeded(undefined);
    },

    async healthSnapshot() {
      return succeeded(data.health);
    },

    async syncActivity({ hours }) {
      return succeeded({ buckets: data.activity.slice(-hours) });
    },

    async listFeedback({ status, after, limit }) {
      const rows = data.feedback.filter((f) => status === 'all' || f.status === status);
      return succeeded(page(rows, after, limit));
    },

    async setFeedbackStatus(reportId, status: FeedbackStatus) {
      const report = data.feedback.find((f) => f.id === reportId);
      if (!report) return notFound('Feedback report', reportId, 'FEEDBACK_NOT_FOUND');
      if (status === 'new' && report.status !== 'new')
        return failed(
          devRefusal(
            'A feedback report that was looked at cannot go back to new',
            '22023',
            'FEEDBACK_STATUS_BACKWARDS',
          ),
        );
      if (report.status !== status) {
        audit('feedback.set_status', 'feedback_reports', reportId, {
          from: report.status,
          to: status,
        });
        report.status = status;
        report.updatedAt = now();
      }
      return succeeded(undefined);
    },

    async auditLog({ after, limit }) {
      return succeeded(page(data.audit, after, limit));
    },
  };

  // Every method: record the call, wait while paused, then the refusal or the fake's answer.
  const actions = Object.fromEntries(
    (Object.keys(impl) as (keyof DevActions)[]).map((method) => [
      method,
      async (...args: unknown[]): Promise<ActionResult<unknown>> => {
        calls.push({ method, args });
        await paused.get(method)?.wait;
        const refusal = refusals.get(method);
        if (refusal) return failed(refusal);
        return (impl[method] as (...a: unknown[]) => Promise<ActionResult<unknown>>)(...args);
      },
    ]),
  ) as unknown as DevActions;

  return {
    actions,
    data,
    calls,
    /** The calls of one method, their arguments in order. */
    callsOf: (method: keyof DevActions) =>
      calls.filter((c) => c.method === method).map((c) => c.args),
    /** Every later call of `method` answers this error (until `allow`). */
    refuse(method: keyof DevActions, error: AppError = DEVELOPER_REQUIRED) {
      refusals.set(method, error);
    },
    allow(method: keyof DevActions) {
      refusals.delete(method);
    },
    /** Later calls of `method` wait until `resume(method)`: a test sees the pending state. */
    pause(method: keyof DevActions) {
      let release = () => {};
      const wait = new Promise<void>((resolve) => (release = resolve));
      paused.set(method, { wait, release });
    },
    resume(method: keyof DevActions) {
      paused.get(method)?.release();
      paused.delete(method);
    },
  };
}

export type FakeDevActions = ReturnType<typeof fakeDevActions>;
