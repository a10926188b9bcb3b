import * as v from 'valibot';
import type {
  DevDashboardStats,
  DevFeedbackReport,
  DevInvitation,
  DevPage,
  DevSchoolDetail,
  DevSchoolSummary,
  DevUser,
  HealthSnapshot,
  SyncActivity,
} from '../api/dev-actions';

/**
 * Parsers for the developer answers kept on this device for offline use (src/shared/lib/query,
 * kept-answers.ts): what comes back from localStorage is checked against the port's shapes before
 * a page shows it. valibot, imported per function, for the route budget (README Footguns).
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.string();
const optionalText = v.nullable(v.string());
const role = v.picklist(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER']);
const membershipStatus = v.picklist(['active', 'invited', 'suspended', 'left']);

const healthSchema = v.object({
  dbLatencyMs: v.number(),
  rowCounts: v.record(v.string(), v.number()),
  oldestOpenTransactionAgeS: v.nullable(v.number()),
  checkedAt: text,
});

const dashboardSchema = v.object({
  schools: count,
  users: count,
  activeDevices24h: count,
  pushesToday: count,
  pullsToday: count,
  rejectionsToday: count,
  todayStartedAt: text,
  openFeedback: count,
  newFeedback: count,
  health: healthSchema,
});

const schoolSummarySchema = v.object({
  id: text,
  name: text,
  description: optionalText,
  isEnterprise: v.boolean(),
  memberCount: count,
  createdAt: text,
});

const memberSchema = v.object({
  membershipId: text,
  userId: text,
  email: text,
  fullName: optionalText,
  role,
  status: membershipStatus,
  joinedAt: optionalText,
});

const invitationSchema = v.object({
  id: text,
  schoolId: text,
  schoolName: text,
  email: text,
  role,
  status: v.picklist(['pending', 'accepted', 'revoked', 'expired']),
  invitedByEmail: optionalText,
  createdAt: text,
  expiresAt: text,
  acceptedAt: optionalText,
  revokedAt: optionalText,
});

const schoolDetailSchema = v.object({
  id: text,
  name: text,
  description: optionalText,
  isEnterprise: v.boolean(),
  timetableCycle: v.object({
    length: count,
    mode: v.picklist(['calendar', 'school_days']),
    labels: v.array(text),
  }),
  inviteCode: v.object({ code: text, joinLink: text }),
  createdAt: text,
  updatedAt: text,
  members: v.array(memberSchema),
  pendingInvitations: v.array(invitationSchema),
});

const userSchema = v.object({
  userId: text,
  email: text,
  fullName: optionalText,
  isDeveloper: v.boolean(),
  signInDisabled: v.boolean(),
  createdAt: text,
  lastSignInAt: optionalText,
  memberships: v.array(
    v.object({
      membershipId: text,
      schoolId: text,
      schoolName: text,
      role,
      status: membershipStatus,
    }),
  ),
});

const activitySchema = v.object({
  buckets: v.array(
    v.object({
      hour: text,
      pushes: count,
      changes: count,
      rejections: count,
      pulls: count,
      rowsPulled: count,
    }),
  ),
});

const feedbackSchema = v.object({
  id: text,
  userId: text,
  userEmail: optionalText,
  status: v.picklist(['new', 'triaged', 'closed']),
  category: optionalText,
  severity: optionalText,
  conversation: v.array(v.object({ role: text, content: text, timestamp: optionalText })),
  metadata: v.record(v.string(), v.unknown()),
  context: optionalText,
  createdAt: text,
  updatedAt: text,
});

const pageOf = <T extends v.GenericSchema>(row: T) =>
  v.object({ rows: v.array(row), nextCursor: optionalText });

/** The stored value parsed, or null: an older shape, another version, a hand-edited entry. */
function parserOf<T>(schema: v.GenericSchema<unknown, T>) {
  return (stored: unknown): T | null => {
    const parsed = v.safeParse(schema, stored);
    return parsed.success ? parsed.output : null;
  };
}

export const parseKeptDashboard = parserOf<DevDashboardStats>(dashboardSchema);
export const parseKeptHealth = parserOf<HealthSnapshot>(healthSchema);
export const parseKeptActivity = parserOf<SyncActivity>(activitySchema);
export const parseKeptSchools = parserOf<DevPage<DevSchoolSummary>>(pageOf(schoolSummarySchema));
export const parseKeptSchool = parserOf<DevSchoolDetail>(schoolDetailSchema);
export const parseKeptUsers = parserOf<DevPage<DevUser>>(pageOf(userSchema));
export const parseKeptInvitations = parserOf<DevPage<DevInvitation>>(pageOf(invitationSchema));
export const parseKeptFeedback = parserOf<DevPage<DevFeedbackReport>>(pageOf(feedbackSchema));
