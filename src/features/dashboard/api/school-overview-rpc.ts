// zod/mini: only src/app/server's lazy server-actions chunk imports this file, so neither the
// schema nor zod reaches the dashboard's route chunk.
import { z } from 'zod/mini';
import { normalizeError } from '@/shared/lib/errors';
import { actionErrorMessage } from '@/shared/lib/result';
import type {
  SchoolOverview,
  SchoolOverviewActions,
  SchoolOverviewOutcome,
  SchoolOverviewRequest,
} from './school-overview-actions';

/** PostgREST's error body, as supabase-js's PostgrestError carries it. */
type RpcError = { message: string; code: string; details: string | null; hint: string | null };
type RpcAnswer = { data: unknown; error: RpcError | null };

/** The `school_planning_overview` RPC as supabase-js answers it (an awaited builder). */
export type SchoolPlanningOverviewRpc = (args: {
  p_school_id: string;
  p_week_start: string;
  p_week_end: string;
}) => PromiseLike<RpcAnswer>;

const count = z.int().check(z.nonnegative());
const isoDate = z.iso.date();

/** The answer as the migration builds it (20261125000300_school_planning_overview.sql). */
const classRowSchema = z.object({
  class_id: z.string(),
  class_name: z.string(),
  subject: z.nullable(z.string()),
  year: z.nullable(z.int().check(z.gte(1), z.lte(12))),
  teacher_name: z.string(),
  lessons_this_week: count,
  planned_this_week: count,
  unplanned_this_week: count,
  taught_in_range: count,
  awaiting_reflection: count,
  has_syllabus: z.boolean(),
  points_in_scope: count,
  points_covered: count,
  coverage_percentage: z.number().check(z.gte(0), z.lte(100)),
  last_planned_date: z.nullable(isoDate),
});
const overviewSchema = z.object({
  school_id: z.string(),
  week_start: isoDate,
  week_end: isoDate,
  today: isoDate,
  classes: z.array(classRowSchema),
});

/** Shown when the server answered, but not in the shape of the contract (a bug, or a stale app). */
export const UNREADABLE_OVERVIEW_MESSAGE =
  'The server answered in a way this app cannot read. Reload the page to get the latest version.';

/** Reads an answer; null unless it has the contract's shape and its counts add up. */
export function parseSchoolOverview(data: unknown): SchoolOverview | null {
  const parsed = overviewSchema.safeParse(data);
  if (!parsed.success) return null;
  const { school_id, week_start, week_end, today, classes } = parsed.data;
  const consistent = classes.every(
    (row) =>
      row.planned_this_week + row.unplanned_this_week === row.lessons_this_week &&
      row.taught_in_range <= row.lessons_this_week &&
      row.points_covered <= row.points_in_scope,
  );
  if (!consistent) return null;
  return {
    schoolId: school_id,
    weekStart: week_start,
    weekEnd: week_end,
    today,
    classes: classes.map((row) => ({
      classId: row.class_id,
      className: row.class_name,
      subject: row.subject,
      year: row.year,
      teacherName: row.teacher_name,
      lessonsThisWeek: row.lessons_this_week,
      plannedThisWeek: row.planned_this_week,
      unplannedThisWeek: row.unplanned_this_week,
      taughtInRange: row.taught_in_range,
      awaitingReflection: row.awaiting_reflection,
      hasSyllabus: row.has_syllabus,
      pointsInScope: row.points_in_scope,
      pointsCovered: row.points_covered,
      coveragePercentage: row.coverage_percentage,
      lastPlannedDate: row.last_planned_date,
    })),
  };
}

function failureOf(raw: unknown): SchoolOverviewOutcome {
  const error = normalizeError(raw);
  // 42501's text is ours, written for people ("Only an owner or admin of this school…"), so it is
  // shown as is rather than as the catalogue's generic permission message.
  const rawMessage = typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'message') : null;
  if (error.sourceCode === '42501' && typeof rawMessage === 'string' && rawMessage.trim() !== '')
    return { ok: false, reason: 'refused', message: rawMessage.trim() };
  if (error.type === 'network') return { ok: false, reason: 'offline', message: error.userMessage };
  return { ok: false, reason: 'failed', message: actionErrorMessage(error) };
}

/** SchoolOverviewActions over the RPC: every answer is parsed before anything trusts it. */
export function createSchoolOverviewActions(rpc: SchoolPlanningOverviewRpc): SchoolOverviewActions {
  return {
    async loadOverview({ schoolId, weekStart, weekEnd }: SchoolOverviewRequest) {
      let answer: RpcAnswer;
      try {
        answer = await rpc({ p_school_id: schoolId, p_week_start: weekStart, p_week_end: weekEnd });
      } catch (thrown) {
        // fetch rejected before supabase-js could wrap it (offline, DNS, CORS).
        return failureOf(thrown);
      }
      if (answer.error) return failureOf(answer.error);
      const overview = parseSchoolOverview(answer.data);
      if (!overview || overview.schoolId !== schoolId)
        return { ok: false, reason: 'failed', message: UNREADABLE_OVERVIEW_MESSAGE };
      return { ok: true, overview };
    },
  };
}
