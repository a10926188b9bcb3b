import { createContext, use } from 'react';
import type { ActionResult } from '@/shared/lib/result';
import type { SchoolRole } from '@/shared/lib/session/session-source';

/**
 * What the developer area (/dev, issue 18) asks of the server. Every call is an RPC that checks
 * the developer flag first; a caller without it gets 'Developer permissions required' (hint
 * DEVELOPER_REQUIRED, 403). Every change is written to the server's audit log. The app implements
 * the port with supabase-js (src/app/server/dev-actions.ts); tests give
 * `fakeDevActions` (../test-support/fake-dev-actions.ts).
 *
 * Lists are keyset-paginated: pass the previous page's `nextCursor` as `after` (an opaque string;
 * null means there is no further page). Search is case-insensitive and matches anywhere in the
 * text; `%` and `_` are plain characters. Timestamps are ISO 8601 strings.
 */

/** How many rows one page may hold at most (the server refuses more). */
export const DEV_PAGE_LIMIT_MAX = 100;

export type DevPageRequest = { after?: string | null; limit: number };
export type DevPage<T> = { rows: T[]; nextCursor: string | null };

/** `public.health_snapshot()`: a database round trip, row counts per table, the oldest transaction. */
export type HealthSnapshot = {
  dbLatencyMs: number;
  rowCounts: Record<string, number>;
  /** Another session's oldest open transaction; null where the database does not say (PGlite). */
  oldestOpenTransactionAgeS: number | null;
  checkedAt: string;
};

export type DevDashboardStats = {
  schools: number;
  users: number;
  /** Devices (sign-in sessions) that pushed or pulled in the last 24 hours. */
  activeDevices24h: number;
  /** Since `todayStartedAt` (00:00 UTC of the server's day). */
  pushesToday: number;
  pullsToday: number;
  rejectionsToday: number;
  todayStartedAt: string;
  /** Feedback reports not closed (new or triaged), and of those the new ones. */
  openFeedback: number;
  newFeedback: number;
  health: HealthSnapshot;
};

/**
 * The timetables a developer can start a school with. The school's owners edit it afterwards in
 * /settings/timetable. All have the same day schedule (six lessons, recess, lunch).
 */
export const TIMETABLE_TEMPLATES = ['5-day', '10-day-ab', '6-day'] as const;
export type TimetableTemplate = (typeof TIMETABLE_TEMPLATES)[number];
export const TIMETABLE_TEMPLATE_LABELS: Record<TimetableTemplate, string> = {
  '5-day': '5-day week',
  '10-day-ab': '10-day cycle (Week A / Week B)',
  '6-day': '6-day cycle (counts teaching days)',
};

export type DevSchoolSummary = {
  id: string;
  name: string;
  description: string | null;
  isEnterprise: boolean;
  /** Active members. */
  memberCount: number;
  createdAt: string;
};

export type CreateSchoolInput = {
  name: string;
  description: string | null;
  isEnterprise: boolean;
  timetableTemplate: TimetableTemplate;
  /** The first OWNER: invited by e-mail (the mail goes to the mailbox); the developer never joins. */
  ownerEmail: string;
};

export type CreatedSchool = {
  schoolId: string;
  invitationId: string;
  /** The accept link for the first OWNER (also mailed); works once. */
  invitationLink: string;
  expiresAt: string;
};

export type MembershipStatus = 'active' | 'invited' | 'suspended' | 'left';

export type DevMember = {
  membershipId: string;
  userId: string;
  email: string;
  fullName: string | null;
  role: SchoolRole;
  status: MembershipStatus;
  joinedAt: string | null;
};

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export type DevInvitation = {
  id: string;
  schoolId: string;
  schoolName: string;
  email: string;
  role: SchoolRole;
  status: InvitationStatus;
  invitedByEmail: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
};

/** A school's invite code and the app's link that opens the join page with it filled in. */
export type DevInviteCode = { code: string; joinLink: string };

export type DevSchoolDetail = {
  id: string;
  name: string;
  description: string | null;
  isEnterprise: boolean;
  timetableCycle: { length: number; mode: 'calendar' | 'school_days'; labels: string[] };
  inviteCode: DevInviteCode;
  createdAt: string;
  updatedAt: string;
  /** Everyone but those who left, highest role first. */
  members: DevMember[];
  /** Not accepted, revoked or expired; newest first. */
  pendingInvitations: DevInvitation[];
};

export type DevUserMembership = {
  membershipId: string;
  schoolId: string;
  schoolName: string;
  role: SchoolRole;
  status: MembershipStatus;
};

export type DevUser = {
  userId: string;
  email: string;
  fullName: string | null;
  isDeveloper: boolean;
  /** Sign-in is disabled (auth.users.banned_until in the future). */
  signInDisabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** Every school they belong to or left, active first. */
  memberships: DevUserMembership[];
};

export type InvitationStatusFilter = InvitationStatus | 'all';

export type ResentInvitation = {
  /** The new invitation; the old one is revoked and its link stops working. */
  invitationId: string;
  link: string;
  expiresAt: string;
};

/** One hour of sync traffic, from the server's hourly counters. */
export type SyncActivityBucket = {
  /** The hour's start. */
  hour: string;
  /** sync_push calls, and the changes they carried (replays of applied changes not counted). */
  pushes: number;
  changes: number;
  /** Changes refused (a rejection rate is rejections / changes). */
  rejections: number;
  /** sync_pull calls, and the rows they sent. */
  pulls: number;
  rowsPulled: number;
};

/** Every hour of the window, oldest first, hours without traffic as zeros. */
export type SyncActivity = { buckets: SyncActivityBucket[] };

/** At most this many hours of sync activity in one call (the counters keep 90 days). */
export const SYNC_ACTIVITY_HOURS_MAX = 24 * 30;

export type FeedbackStatus = 'new' | 'triaged' | 'closed';
export type FeedbackStatusFilter = FeedbackStatus | 'all';

export type FeedbackMessage = { role: string; content: string; timestamp: string | null };

export type DevFeedbackReport = {
  id: string;
  userId: string;
  userEmail: string | null;
  status: FeedbackStatus;
  /** metadata.category and metadata.severity when they are strings. */
  category: string | null;
  severity: string | null;
  conversation: FeedbackMessage[];
  metadata: Record<string, unknown>;
  context: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AuditEntry = {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  /** What was done, e.g. 'school.create', 'user.set_developer' (see the migration's list). */
  action: string;
  targetTable: string;
  targetId: string;
  /** A few values that say what changed (never tokens or secrets). */
  details: Record<string, unknown>;
};

export interface DevActions {
  dashboardStats(): Promise<ActionResult<DevDashboardStats>>;

  listSchools(
    input: { search?: string } & DevPageRequest,
  ): Promise<ActionResult<DevPage<DevSchoolSummary>>>;
  createSchool(input: CreateSchoolInput): Promise<ActionResult<CreatedSchool>>;
  /** An unknown id is NOT_FOUND with "School with ID '…' not found" (spec §8). */
  schoolDetail(schoolId: string): Promise<ActionResult<DevSchoolDetail>>;
  setMemberRole(membershipId: string, role: SchoolRole): Promise<ActionResult>;
  removeMember(membershipId: string): Promise<ActionResult>;
  rotateInviteCode(schoolId: string): Promise<ActionResult<DevInviteCode>>;

  /** Search matches e-mail or full name. */
  listUsers(input: { search?: string } & DevPageRequest): Promise<ActionResult<DevPage<DevUser>>>;
  /** Never one's own flag: refused with 'You cannot change your own developer flag'. */
  setDeveloper(userId: string, on: boolean): Promise<ActionResult>;
  /** Disabled: no sign-in and no token refresh. Never one's own. */
  setSignInDisabled(userId: string, disabled: boolean): Promise<ActionResult>;

  /** Every school's invitations; search matches the address or the school's name. */
  listInvitations(
    input: { status: InvitationStatusFilter; search?: string } & DevPageRequest,
  ): Promise<ActionResult<DevPage<DevInvitation>>>;
  /** A new invitation (new link, new 7 days, mailed again) replacing one not yet accepted. */
  resendInvitation(invitationId: string): Promise<ActionResult<ResentInvitation>>;
  revokeInvitation(invitationId: string): Promise<ActionResult>;

  healthSnapshot(): Promise<ActionResult<HealthSnapshot>>;
  /** The last `hours` hours (1 to SYNC_ACTIVITY_HOURS_MAX), the current one included. */
  syncActivity(input: { hours: number }): Promise<ActionResult<SyncActivity>>;
  /** Newest first. */
  listFeedback(
    input: { status: FeedbackStatusFilter } & DevPageRequest,
  ): Promise<ActionResult<DevPage<DevFeedbackReport>>>;
  /** new → triaged → closed (new → closed too); a closed report reopens as triaged; never back to new. */
  setFeedbackStatus(reportId: string, status: FeedbackStatus): Promise<ActionResult>;

  /** Newest first. */
  auditLog(input: DevPageRequest): Promise<ActionResult<DevPage<AuditEntry>>>;
}

export const DevActionsContext = createContext<DevActions | null>(null);

export function useDevActions(): DevActions {
  const actions = use(DevActionsContext);
  if (!actions) throw new Error('useDevActions needs DevActionsContext');
  return actions;
}
