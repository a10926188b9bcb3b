import { describe, expect, it } from 'vitest';
import { indexAnalyticsData } from '@/domain/analytics';
import type { PlanningCalendar } from '@/domain/calendar';
import {
  analyticsClass,
  analyticsData,
  analyticsLesson,
} from '@/domain/test-support/analytics-records';
import { closure, makeCalendar } from '@/domain/test-support/calendars';
import { coverageLink } from '@/domain/test-support/coverage-records';
import { lessonRecord } from '@/domain/test-support/lesson-records';
import { activityHref } from './activity-links';
import type { DashboardSource } from './dashboard-source';
import { cycleDayName, dayLessonRows, lessonTimings, noLessonsReason } from './day-lessons';
import { firstRunSteps } from './first-run-steps';
import { lessonsNeedingReflection } from './needs-reflection';
import { weekProgress } from './week-progress';

const TODAY = '2026-11-25'; // a Wednesday
const TERM_4 = { term: 'Term 4', start: '2026-10-05', end: '2026-12-16' };

const planning = (configured = true, closures = [closure('2026-11-27', false, 'Sports day')]) =>
  ({
    owner: { kind: 'teacher', userId: 'teacher-a' },
    calendar: makeCalendar({ terms: [TERM_4], closures }),
    daySchedule: [
      { period_id: 'P1', name: 'Period 1', start: '09:00', end: '10:00', kind: 'lesson' },
      { period_id: 'R', name: 'Recess', start: '10:00', end: '10:20', kind: 'break' },
      { period_id: 'P2', name: 'Period 2', start: '10:20', end: '11:20', kind: 'lesson' },
    ],
    configured,
  }) satisfies PlanningCalendar;

const CLASSES = [
  { id: 'class-7a', name: '7A', colour: null, archived: false },
  { id: 'class-old', name: 'Old', colour: null, archived: true },
];

describe('day lessons', () => {
  it('orders a day by start time and names each lesson by its class and period', () => {
    const rows = dayLessonRows(
      [
        lessonRecord({ id: 'late', ...at('P2', '10:20:00', '11:20:00'), date: TODAY }),
        lessonRecord({ id: 'early', ...at('P1'), date: TODAY, title: '  Angles ' }),
        lessonRecord({ id: 'odd', ...at('P9'), date: TODAY, class_id: 'gone' }),
      ],
      CLASSES,
      planning(),
      TODAY,
    );
    expect(rows.map((r) => [r.id, r.periodName, r.className, r.title])).toEqual([
      ['early', 'Period 1', '7A', 'Angles'],
      ['odd', null, 'Unknown class', null],
      ['late', 'Period 2', '7A', null],
    ]);
  });

  it('marks the lesson under way and the next to begin; none after the last', () => {
    const rows = dayLessonRows(
      [
        lessonRecord({ id: 'a', ...at('P1'), date: TODAY }),
        lessonRecord({ id: 'b', ...at('P2', '10:20', '11:20'), date: TODAY }),
      ],
      CLASSES,
      planning(),
      TODAY,
    );
    expect([...lessonTimings(rows, '09:30')]).toEqual([
      ['a', 'now'],
      ['b', 'next'],
    ]);
    expect([...lessonTimings(rows, '10:05')]).toEqual([['b', 'next']]);
    expect([...lessonTimings(rows, '08:00')]).toEqual([['a', 'next']]);
    expect([...lessonTimings(rows, '11:20')]).toEqual([]);
  });

  it('says why a day has no lessons', () => {
    expect(noLessonsReason(planning(), '2026-11-28')).toBe('It is the weekend.');
    expect(noLessonsReason(planning(), '2026-11-27')).toBe('Sports day.');
    expect(noLessonsReason(planning(), '2026-12-21')).toBe('It is a school holiday.');
    expect(noLessonsReason(planning(), TODAY)).toBeNull();
  });

  it('names the cycle day only from a calendar that is on the device', () => {
    expect(cycleDayName(planning(), TODAY)).toMatch(/^Day \d$/);
    expect(cycleDayName(planning(false), TODAY)).toBeNull();
    expect(cycleDayName(planning(), '2026-11-28')).toBeNull();
  });
});

describe('lessons needing reflection', () => {
  it('lists the unmarked lessons before today, newest first, and counts the rest', () => {
    const index = indexAnalyticsData(
      analyticsData({
        classes: [analyticsClass('class-7a'), analyticsClass('class-old')],
        lessons: [
          analyticsLesson('mon', { date: '2026-11-23' }),
          analyticsLesson('tue-p2', { date: '2026-11-24', start_time: '11:00' }),
          analyticsLesson('tue-p1', { date: '2026-11-24', start_time: '09:00' }),
          analyticsLesson('taught', { date: '2026-11-20', status: 'COMPLETED' }),
          analyticsLesson('missed', { date: '2026-11-19', status: 'MISSED' }),
          analyticsLesson('today', { date: TODAY }),
          analyticsLesson('fri', { date: '2026-11-20', status: 'PLANNED' }),
          analyticsLesson('archived', { date: '2026-11-24', class_id: 'class-old' }),
        ],
      }),
    );
    const result = lessonsNeedingReflection(index, new Set(['class-7a']), TODAY, 2);
    expect(result.shown.map((row) => row.id)).toEqual(['tue-p2', 'tue-p1']);
    expect(result).toMatchObject({ more: 2, total: 4, firstHiddenDate: '2026-11-23' });
  });
});

describe('week progress', () => {
  it('counts this week planned against unplanned, and the unplanned still to come', () => {
    const index = indexAnalyticsData(
      analyticsData({
        classes: [analyticsClass('class-7a')],
        lessons: [
          analyticsLesson('titled', { date: '2026-11-23', title: 'Angles', status: 'PLANNED' }),
          analyticsLesson('linked', { date: '2026-11-26' }),
          analyticsLesson('stored', { date: '2026-11-27', status: 'PLANNED' }),
          analyticsLesson('blank-past', { date: '2026-11-24' }),
          analyticsLesson('blank-taught', { date: '2026-11-23', status: 'COMPLETED' }),
          analyticsLesson('blank-today', { date: TODAY }),
          analyticsLesson('blank-sunday', { date: '2026-11-29' }),
          analyticsLesson('next-week', { date: '2026-11-30' }),
          analyticsLesson('last-week', { date: '2026-11-22' }),
        ],
        links: [coverageLink('linked', 'point-N1')],
      }),
    );
    expect(weekProgress(index, new Set(['class-7a']), TODAY)).toEqual({
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      total: 7,
      planned: 3,
      unplanned: 4,
      stillToPlan: 2,
      plannedPercent: 43,
    });
  });

  it('is all zero in a week without lessons', () => {
    const index = indexAnalyticsData(analyticsData({ classes: [analyticsClass('class-7a')] }));
    expect(weekProgress(index, new Set(['class-7a']), TODAY)).toMatchObject({
      total: 0,
      plannedPercent: 0,
    });
  });
});

describe('first-run steps', () => {
  const source = (parts: Partial<DashboardSource>): DashboardSource => ({
    index: indexAnalyticsData(analyticsData()),
    calendar: planning(false),
    classes: [],
    todayLessons: [],
    nextDay: null,
    writeMark: null,
    ...parts,
  });
  const owner = { id: 'teacher-a', schoolId: null, role: null };
  const ticks = (s: DashboardSource, user = owner) =>
    firstRunSteps(s, user).map((step) => `${step.id}:${step.done ? 'done' : 'open'}`);

  it('ticks each step from the rows', () => {
    expect(ticks(source({}))).toEqual([
      'timetable:open',
      'classes:open',
      'lessons:open',
      'plan:open',
    ]);
    const noPeriods = { ...planning(), daySchedule: [] };
    expect(ticks(source({ calendar: noPeriods }))[0]).toBe('timetable:open');
    expect(ticks(source({ calendar: planning() }))[0]).toBe('timetable:done');

    const blank = indexAnalyticsData(
      analyticsData({ classes: [analyticsClass('class-7a')], lessons: [analyticsLesson('l1')] }),
    );
    expect(ticks(source({ calendar: planning(), index: blank, classes: CLASSES }))).toEqual([
      'timetable:done',
      'classes:done',
      'lessons:done',
      'plan:open',
    ]);
    const planned = indexAnalyticsData(
      analyticsData({
        classes: [analyticsClass('class-7a')],
        lessons: [analyticsLesson('l1', { objectives: 'Measure angles' })],
      }),
    );
    expect(ticks(source({ calendar: planning(), index: planned, classes: CLASSES }))[3]).toBe(
      'plan:done',
    );
  });

  it('does not count an archived class or its lessons', () => {
    const index = indexAnalyticsData(
      analyticsData({
        classes: [analyticsClass('class-old')],
        lessons: [analyticsLesson('l1', { class_id: 'class-old', title: 'Old' })],
      }),
    );
    expect(ticks(source({ index, classes: [CLASSES[1]!] })).slice(1)).toEqual([
      'classes:open',
      'lessons:open',
      'plan:open',
    ]);
  });

  it("words the timetable step as the school's for a teacher, and as theirs for a manager", () => {
    const [teacherStep] = firstRunSteps(source({}), {
      id: 'teacher-a',
      schoolId: 'school-1',
      role: 'TEACHER',
    });
    expect(teacherStep).toMatchObject({ title: "Your school's timetable", yours: false });
    const [adminStep] = firstRunSteps(source({}), {
      id: 'teacher-a',
      schoolId: 'school-1',
      role: 'ADMIN',
    });
    expect(adminStep).toMatchObject({ title: 'Set up the timetable', yours: true });
  });
});

describe('activity links', () => {
  const item = {
    priority: 'high',
    title: 't',
    detail: 'd',
    date: TODAY,
    classId: 'class-7a',
    syllabusPointId: null,
    resourceId: null,
  } as const;
  it('leads each activity where it is acted on', () => {
    expect(activityHref({ ...item, type: 'coverage_gap' })).toBe('/coverage/class-7a');
    expect(activityHref({ ...item, type: 'performance_improvement' })).toBe(
      '/analytics/class-performance?class=class-7a',
    );
    expect(activityHref({ ...item, type: 'resource_added', classId: null, resourceId: 'r1' })).toBe(
      '/resources',
    );
  });
});

function at(periodId: string, start = '09:00', end = '10:00') {
  return { class_id: 'class-7a', period_id: periodId, start_time: start, end_time: end };
}
