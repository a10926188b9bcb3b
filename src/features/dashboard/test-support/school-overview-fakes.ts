import type {
  SchoolClassOverview,
  SchoolOverview,
  SchoolOverviewActions,
  SchoolOverviewOutcome,
  SchoolOverviewRequest,
} from '../api/school-overview-actions';

export const SCHOOL_ID = 'a0000000-0000-4000-8000-000000000001';

/** One class's aggregates; every count 0 unless given. */
export function classOverview(
  fields: Partial<SchoolClassOverview> & Pick<SchoolClassOverview, 'className'>,
): SchoolClassOverview {
  return {
    classId: `class-${fields.className}`,
    subject: null,
    year: null,
    teacherName: 'A teacher',
    lessonsThisWeek: 0,
    plannedThisWeek: 0,
    unplannedThisWeek: 0,
    taughtInRange: 0,
    awaitingReflection: 0,
    hasSyllabus: false,
    pointsInScope: 0,
    pointsCovered: 0,
    coveragePercentage: 0,
    lastPlannedDate: null,
    ...fields,
  };
}

/** Three classes of Hilltop School in the week of Monday 23 November 2026. */
export function sampleOverview(overrides: Partial<SchoolOverview> = {}): SchoolOverview {
  return {
    schoolId: SCHOOL_ID,
    weekStart: '2026-11-23',
    weekEnd: '2026-11-29',
    today: '2026-11-25',
    classes: [
      classOverview({
        className: '7A Mathematics',
        subject: 'Mathematics',
        year: 7,
        teacherName: 'Tess Teacher',
        lessonsThisWeek: 6,
        plannedThisWeek: 4,
        unplannedThisWeek: 2,
        taughtInRange: 1,
        awaitingReflection: 3,
        hasSyllabus: true,
        pointsInScope: 40,
        pointsCovered: 12,
        coveragePercentage: 30,
        lastPlannedDate: '2026-12-04',
      }),
      classOverview({
        className: '8B Science',
        subject: 'Science',
        year: 8,
        teacherName: 'Adam Admin',
        lessonsThisWeek: 4,
        plannedThisWeek: 4,
        unplannedThisWeek: 0,
        taughtInRange: 2,
        awaitingReflection: 0,
        hasSyllabus: true,
        pointsInScope: 30,
        pointsCovered: 20,
        coveragePercentage: 66.7,
        lastPlannedDate: '2026-11-27',
      }),
      classOverview({
        className: 'Art club',
        teacherName: 'bea@hilltop.test',
        lessonsThisWeek: 1,
        unplannedThisWeek: 1,
        awaitingReflection: 1,
      }),
    ],
    ...overrides,
  };
}

/**
 * SchoolOverviewActions for component tests: records each request; answers with the queued
 * outcomes in turn, then `sampleOverview()` for the requested school and week. `hold()` keeps
 * calls waiting until `release()`.
 */
export function createFakeSchoolOverviewActions() {
  const requests: SchoolOverviewRequest[] = [];
  const queued: SchoolOverviewOutcome[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const actions: SchoolOverviewActions = {
    async loadOverview(request) {
      requests.push(request);
      if (gate) await gate;
      return (
        queued.shift() ?? {
          ok: true,
          overview: sampleOverview({
            schoolId: request.schoolId,
            weekStart: request.weekStart,
            weekEnd: request.weekEnd,
          }),
        }
      );
    },
  };
  return {
    actions,
    requests,
    answerNext(outcome: SchoolOverviewOutcome) {
      queued.push(outcome);
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}
