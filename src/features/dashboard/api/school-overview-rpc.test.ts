import { describe, expect, it, vi } from 'vitest';
import {
  createSchoolOverviewActions,
  UNREADABLE_OVERVIEW_MESSAGE,
  type SchoolPlanningOverviewRpc,
} from './school-overview-rpc';

const SCHOOL = 'a0000000-0000-4000-8000-000000000001';
const REQUEST = { schoolId: SCHOOL, weekStart: '2026-11-23', weekEnd: '2026-11-29' };

const ROW = {
  class_id: 'c1',
  class_name: '7A Mathematics',
  subject: 'Mathematics',
  year: 7,
  teacher_name: 'Tess Teacher',
  lessons_this_week: 6,
  planned_this_week: 4,
  unplanned_this_week: 2,
  taught_in_range: 1,
  awaiting_reflection: 3,
  has_syllabus: true,
  points_in_scope: 4,
  points_covered: 2,
  coverage_percentage: 50,
  last_planned_date: '2026-12-04',
};
const ANSWER = {
  school_id: SCHOOL,
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  today: '2026-11-25',
  classes: [ROW],
};

function actionsAnswering(answer: Awaited<ReturnType<SchoolPlanningOverviewRpc>> | Error) {
  const rpc = vi.fn<SchoolPlanningOverviewRpc>(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { rpc, actions: createSchoolOverviewActions(rpc) };
}

describe('school overview actions', () => {
  it('asks for the school and week and reads the answer into the app’s names', async () => {
    const { rpc, actions } = actionsAnswering({ data: ANSWER, error: null });

    const outcome = await actions.loadOverview(REQUEST);

    expect(rpc).toHaveBeenCalledWith({
      p_school_id: SCHOOL,
      p_week_start: '2026-11-23',
      p_week_end: '2026-11-29',
    });
    expect(outcome).toEqual({
      ok: true,
      overview: {
        schoolId: SCHOOL,
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
        today: '2026-11-25',
        classes: [
          {
            classId: 'c1',
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
            pointsInScope: 4,
            pointsCovered: 2,
            coveragePercentage: 50,
            lastPlannedDate: '2026-12-04',
          },
        ],
      },
    });
  });

  it('shows a refusal in the server’s own words', async () => {
    const message = 'Only an owner or admin of this school can see its planning overview';
    const { actions } = actionsAnswering({
      data: null,
      error: { code: '42501', message, details: null, hint: 'SCHOOL_MANAGER_REQUIRED' },
    });

    expect(await actions.loadOverview(REQUEST)).toEqual({ ok: false, reason: 'refused', message });
  });

  it('calls a request that never reached the server offline', async () => {
    const { actions } = actionsAnswering(new TypeError('Failed to fetch'));

    expect(await actions.loadOverview(REQUEST)).toMatchObject({ ok: false, reason: 'offline' });
  });

  it('words a server error with the error catalogue, not the database text', async () => {
    const { actions } = actionsAnswering({
      data: null,
      error: {
        code: 'XX000',
        message: 'could not read block 7 of base/16384',
        details: null,
        hint: null,
      },
    });

    const outcome = await actions.loadOverview(REQUEST);

    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(outcome.ok || outcome.message).not.toContain('base/16384');
  });

  it.each([
    ['another shape', { rows: [] }],
    ['a missing count', { ...ANSWER, classes: [{ ...ROW, awaiting_reflection: undefined }] }],
    ['a negative count', { ...ANSWER, classes: [{ ...ROW, taught_in_range: -1 }] }],
    ['a percentage over 100', { ...ANSWER, classes: [{ ...ROW, coverage_percentage: 120 }] }],
    ['counts that do not add up', { ...ANSWER, classes: [{ ...ROW, planned_this_week: 5 }] }],
    ['more covered than in scope', { ...ANSWER, classes: [{ ...ROW, points_covered: 9 }] }],
    ['a date that is not one', { ...ANSWER, classes: [{ ...ROW, last_planned_date: 'soon' }] }],
    ['another school', { ...ANSWER, school_id: 'someone-else' }],
  ])('refuses to trust %s', async (_, data) => {
    const { actions } = actionsAnswering({ data, error: null });

    expect(await actions.loadOverview(REQUEST)).toEqual({
      ok: false,
      reason: 'failed',
      message: UNREADABLE_OVERVIEW_MESSAGE,
    });
  });
});
