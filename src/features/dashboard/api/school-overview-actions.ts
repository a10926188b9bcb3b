import { createContext, use } from 'react';

/**
 * One class of the school as its managers see it: aggregates only (docs/decisions.md, "School
 * view for managers (issue 14)"). Colleagues' lesson text and reflections never reach the device.
 */
export type SchoolClassOverview = {
  classId: string;
  className: string;
  subject: string | null;
  year: number | null;
  teacherName: string;
  /** Live lessons dated within the week. */
  lessonsThisWeek: number;
  /** Of those, with plan content (hasPlanContent); the rest are unplanned. */
  plannedThisWeek: number;
  unplannedThisWeek: number;
  /** COMPLETED lessons dated within the week. */
  taughtInRange: number;
  /** Unmarked lessons dated before the server's today (effective PENDING_REFLECTION). */
  awaitingReflection: number;
  hasSyllabus: boolean;
  pointsInScope: number;
  pointsCovered: number;
  /** classCoverage's overall percentage: 0–100, one decimal; 0 with nothing in scope. */
  coveragePercentage: number;
  /** YYYY-MM-DD of the latest planned lesson, or null. */
  lastPlannedDate: string | null;
};

export type SchoolOverview = {
  schoolId: string;
  /** YYYY-MM-DD, inclusive. */
  weekStart: string;
  weekEnd: string;
  /** The server's today, against which "awaiting reflection" was counted. */
  today: string;
  /** By class name. */
  classes: SchoolClassOverview[];
};

export type SchoolOverviewRequest = { schoolId: string; weekStart: string; weekEnd: string };

/**
 * Why there is no fresh overview:
 * - `refused`: the server says this user may not see it (42501), in its own words;
 * - `offline`: the request never reached the server;
 * - `failed`: anything else (a server error, an answer this app cannot read).
 */
export type SchoolOverviewFailureReason = 'refused' | 'offline' | 'failed';

export type SchoolOverviewOutcome =
  | { ok: true; overview: SchoolOverview }
  | { ok: false; reason: SchoolOverviewFailureReason; message: string };

/**
 * What the school view asks of the server: the `school_planning_overview` RPC. The app implements
 * it with the signed-in client (src/app/server); tests give a fake.
 */
export interface SchoolOverviewActions {
  loadOverview(request: SchoolOverviewRequest): Promise<SchoolOverviewOutcome>;
}

export const SchoolOverviewActionsContext = createContext<SchoolOverviewActions | null>(null);

export function useSchoolOverviewActions(): SchoolOverviewActions {
  const actions = use(SchoolOverviewActionsContext);
  if (!actions) throw new Error('useSchoolOverviewActions needs SchoolOverviewActionsContext');
  return actions;
}
