import type { SupabaseClient } from '@supabase/supabase-js';
// zod/mini keeps this lazy server-actions chunk small; it never loads before a developer acts.
import { z } from 'zod/mini';
import type {
  AuditEntry,
  CreatedSchool,
  DevActions,
  DevDashboardStats,
  DevFeedbackReport,
  DevInvitation,
  DevInviteCode,
  DevMember,
  DevPage,
  DevSchoolDetail,
  DevSchoolSummary,
  DevUser,
  HealthSnapshot,
  ResentInvitation,
  SyncActivity,
} from '@/features/dev/api/dev-actions';
import type { ActionResult } from '@/shared/lib/result';
import { PATHS } from '../access/route-paths';
import { attempt, toResult } from './rpc-result';

/**
 * The developer area over its RPCs (supabase/migrations/20261128000100_developer_area.sql). The
 * server checks the developer flag on every call and answers a refusal with a hint and a sentence
 * the page shows. Every answer is parsed: a shape we do not know is a bug (it throws, and
 * `attempt` reports it). `origin` turns accept paths and invite codes into links to hand over.
 */

const roleSchema = z.enum(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER']);
const membershipStatusSchema = z.enum(['active', 'invited', 'suspended', 'left']);
const count = z.number().check(z.int(), z.nonnegative());

const pageSchema = <T extends z.ZodMiniType>(row: T) =>
  z.object({ rows: z.array(row), next_cursor: z.nullable(z.string()) });

const healthSchema = z.object({
  db_latency_ms: z.number(),
  row_counts: z.record(z.string(), z.number()),
  oldest_open_transaction_age_s: z.nullable(z.number()),
  checked_at: z.string(),
});

const statsSchema = z.object({
  schools: count,
  users: count,
  active_devices_24h: count,
  pushes_today: count,
  pulls_today: count,
  rejections_today: count,
  today_started_at: z.string(),
  open_feedback: count,
  new_feedback: count,
  health: healthSchema,
});

const schoolRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  is_enterprise: z.boolean(),
  member_count: count,
  created_at: z.string(),
});

const createdSchoolSchema = z.object({
  school_id: z.string(),
  invitation_id: z.string(),
  accept_path: z.string().check(z.startsWith('/')),
  expires_at: z.string(),
});

const memberRowSchema = z.object({
  membership_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.nullable(z.string()),
  role: roleSchema,
  status: membershipStatusSchema,
  joined_at: z.nullable(z.string()),
});

const invitationRowSchema = z.object({
  id: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invited_by_email: z.nullable(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});

/** `private.new_invite_code`'s alphabet and length (core schema migration). */
const inviteCodeSchema = z.string().check(z.regex(/^[A-HJ-NP-Z2-9]{8}$/));

const schoolDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  is_enterprise: z.boolean(),
  timetable_cycle: z.object({
    length: z.number(),
    mode: z.enum(['calendar', 'school_days']),
    labels: z.array(z.string()),
  }),
  invite_code: inviteCodeSchema,
  created_at: z.string(),
  updated_at: z.string(),
  members: z.array(memberRowSchema),
  pending_invitations: z.array(invitationRowSchema),
});

const userRowSchema = z.object({
  user_id: z.string(),
  email: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  is_developer: z.boolean(),
  sign_in_disabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
  memberships: z.array(
    z.object({
      membership_id: z.string(),
      school_id: z.string(),
      school_name: z.string(),
      role: roleSchema,
      status: membershipStatusSchema,
    }),
  ),
});

const resentSchema = z.object({
  invitation_id: z.string(),
  accept_path: z.string().check(z.startsWith('/')),
  expires_at: z.string(),
});

const activitySchema = z.object({
  buckets: z.array(
    z.object({
      hour: z.string(),
      pushes: count,
      changes: count,
      rejections: count,
      pulls: count,
      rows_pulled: count,
    }),
  ),
});

const feedbackRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.nullable(z.string()),
  status: z.enum(['new', 'triaged', 'closed']),
  conversation: z.array(z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  context: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A conversation entry as the chat stores it; anything else is shown as best it can be. */
const messageSchema = z.object({
  role: z.string(),
  content: z.string(),
  timestamp: z.optional(z.nullable(z.string())),
});

const auditRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.nullable(z.string()),
  actor_email: z.nullable(z.string()),
  action: z.string(),
  target_table: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
});

const toHealth = (h: z.infer<typeof healthSchema>): HealthSnapshot => ({
  dbLatencyMs: h.db_latency_ms,
  rowCounts: h.row_counts,
  oldestOpenTransactionAgeS: h.oldest_open_transaction_age_s,
  checkedAt: h.checked_at,
});

const toInvitation = (i: z.infer<typeof invitationRowSchema>): DevInvitation => ({
  id: i.id,
  schoolId: i.school_id,
  schoolName: i.school_name,
  email: i.email,
  role: i.role,
  status: i.status,
  invitedByEmail: i.invited_by_email,
  createdAt: i.created_at,
  expiresAt: i.expires_at,
  acceptedAt: i.accepted_at,
  revokedAt: i.revoked_at,
});

const toMember = (m: z.infer<typeof memberRowSchema>): DevMember => ({
  membershipId: m.membership_id,
  userId: m.user_id,
  email: m.email,
  fullName: m.full_name,
  role: m.role,
  status: m.status,
  joinedAt: m.joined_at,
});

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

const toFeedback = (r: z.infer<typeof feedbackRowSchema>): DevFeedbackReport => ({
  id: r.id,
  userId: r.user_id,
  userEmail: r.user_email,
  status: r.status,
  category: stringOrNull(r.metadata.category),
  severity: stringOrNull(r.metadata.severity),
  conversation: r.conversation.map((entry) => {
    const parsed = messageSchema.safeParse(entry);
    return parsed.success
      ? {
          role: parsed.data.role,
          content: parsed.data.content,
          timestamp: parsed.data.timestamp ?? null,
        }
      : { role: 'unknown', content: JSON.stringify(entry), timestamp: null };
  }),
  metadata: r.metadata,
  context: r.context,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const pageOf =
  <R, T>(schema: z.ZodMiniType<{ rows: R[]; next_cursor: string | null }>, map: (row: R) => T) =>
  (data: unknown): DevPage<T> => {
    const parsed = schema.parse(data);
    return { rows: parsed.rows.map(map), nextCursor: parsed.next_cursor };
  };

/** '' and whitespace are no search. */
const searchOf = (search: string | undefined) => (search?.trim() ? search : null);

export function createDevActions(
  getClient: () => Promise<SupabaseClient>,
  origin: string,
): DevActions {
  const base = origin.replace(/\/+$/, '');
  const inviteCodeOf = (code: string): DevInviteCode => ({
    code,
    joinLink: `${base}${PATHS.onboardingJoin}?${new URLSearchParams({ code }).toString()}`,
  });
  /** One RPC, its answer mapped; a refusal or a network failure is a value. */
  const rpc = <T>(
    name: string,
    args: Record<string, unknown>,
    map: (data: unknown) => T,
  ): Promise<ActionResult<T>> =>
    attempt(async () => {
      const client = await getClient();
      // rpc() posts, so postgrest-js never retries on its own: the query layer owns retries (§8).
      return toResult(await client.rpc(name, args), map);
    });
  const done = () => undefined;

  return {
    dashboardStats: () =>
      rpc('dev_dashboard_stats', {}, (data): DevDashboardStats => {
        const s = statsSchema.parse(data);
        return {
          schools: s.schools,
          users: s.users,
          activeDevices24h: s.active_devices_24h,
          pushesToday: s.pushes_today,
          pullsToday: s.pulls_today,
          rejectionsToday: s.rejections_today,
          todayStartedAt: s.today_started_at,
          openFeedback: s.open_feedback,
          newFeedback: s.new_feedback,
          health: toHealth(s.health),
        };
      }),

    listSchools: ({ search, after, limit }) =>
      rpc(
        'dev_list_schools',
        { search: searchOf(search), after_cursor: after ?? null, page_size: limit },
        pageOf(pageSchema(schoolRowSchema), (s): DevSchoolSummary => ({
          id: s.id,
          name: s.name,
          description: s.description,
          isEnterprise: s.is_enterprise,
          memberCount: s.member_count,
          createdAt: s.created_at,
        })),
      ),

    createSchool: (input) =>
      rpc(
        'dev_create_school',
        {
          name: input.name,
          description: input.description,
          is_enterprise: input.isEnterprise,
          timetable_template: input.timetableTemplate,
          owner_email: input.ownerEmail,
        },
        (data): CreatedSchool => {
          const created = createdSchoolSchema.parse(data);
          return {
            schoolId: created.school_id,
            invitationId: created.invitation_id,
            invitationLink: base + created.accept_path,
            expiresAt: created.expires_at,
          };
        },
      ),

    schoolDetail: (schoolId) =>
      rpc('dev_school_detail', { school_id: schoolId }, (data): DevSchoolDetail => {
        const s = schoolDetailSchema.parse(data);
        return {
          id: s.id,
          name: s.name,
          description: s.description,
          isEnterprise: s.is_enterprise,
          timetableCycle: s.timetable_cycle,
          inviteCode: inviteCodeOf(s.invite_code),
          createdAt: s.created_at,
          updatedAt: s.updated_at,
          members: s.members.map(toMember),
          pendingInvitations: s.pending_invitations.map(toInvitation),
        };
      }),

    setMemberRole: (membershipId, role) =>
      rpc('dev_set_member_role', { membership_id: membershipId, role }, done),

    removeMember: (membershipId) => rpc('dev_remove_member', { membership_id: membershipId }, done),

    rotateInviteCode: (schoolId) =>
      rpc('dev_rotate_invite_code', { school_id: schoolId }, (data) =>
        inviteCodeOf(inviteCodeSchema.parse(data)),
      ),

    listUsers: ({ search, after, limit }) =>
      rpc(
        'dev_list_users',
        { search: searchOf(search), after_cursor: after ?? null, page_size: limit },
        pageOf(pageSchema(userRowSchema), (u): DevUser => ({
          userId: u.user_id,
          email: u.email ?? '',
          fullName: u.full_name,
          isDeveloper: u.is_developer,
          signInDisabled: u.sign_in_disabled,
          createdAt: u.created_at,
          lastSignInAt: u.last_sign_in_at,
          memberships: u.memberships.map((m) => ({
            membershipId: m.membership_id,
            schoolId: m.school_id,
            schoolName: m.school_name,
            role: m.role,
            status: m.status,
          })),
        })),
      ),

    setDeveloper: (userId, on) =>
      rpc('dev_set_developer', { user_id: userId, is_developer: on }, done),

    setSignInDisabled: (userId, disabled) =>
      rpc('dev_set_sign_in_disabled', { user_id: userId, disabled }, done),

    listInvitations: ({ status, search, after, limit }) =>
      rpc(
        'dev_list_invitations',
        { status, search: searchOf(search), after_cursor: after ?? null, page_size: limit },
        pageOf(pageSchema(invitationRowSchema), toInvitation),
      ),

    resendInvitation: (invitationId) =>
      rpc('dev_resend_invitation', { invitation_id: invitationId }, (data): ResentInvitation => {
        const resent = resentSchema.parse(data);
        return {
          invitationId: resent.invitation_id,
          link: base + resent.accept_path,
          expiresAt: resent.expires_at,
        };
      }),

    revokeInvitation: (invitationId) =>
      rpc('dev_revoke_invitation', { invitation_id: invitationId }, done),

    healthSnapshot: () => rpc('health_snapshot', {}, (data) => toHealth(healthSchema.parse(data))),

    syncActivity: ({ hours }) =>
      rpc('dev_sync_activity', { hours }, (data): SyncActivity => {
        const parsed = activitySchema.parse(data);
        return {
          buckets: parsed.buckets.map((b) => ({
            hour: b.hour,
            pushes: b.pushes,
            changes: b.changes,
            rejections: b.rejections,
            pulls: b.pulls,
            rowsPulled: b.rows_pulled,
          })),
        };
      }),

    listFeedback: ({ status, after, limit }) =>
      rpc(
        'dev_list_feedback',
        { status, after_cursor: after ?? null, page_size: limit },
        pageOf(pageSchema(feedbackRowSchema), toFeedback),
      ),

    setFeedbackStatus: (reportId, status) =>
      rpc('dev_set_feedback_status', { report_id: reportId, status }, done),

    auditLog: ({ after, limit }) =>
      rpc(
        'dev_audit_log',
        { after_cursor: after ?? null, page_size: limit },
        pageOf(pageSchema(auditRowSchema), (a): AuditEntry => ({
          id: a.id,
          at: a.at,
          actorId: a.actor_id,
          actorEmail: a.actor_email,
          action: a.action,
          targetTable: a.target_table,
          targetId: a.target_id,
          details: a.details,
        })),
      ),
  };
}
