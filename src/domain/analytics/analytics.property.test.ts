import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL_CALENDAR } from '../calendar';
import { PRIORITY_LEVELS } from '../coverage';
import { LESSON_STATUSES } from '../lessons';
import {
  analyticsClass,
  analyticsData,
  analyticsLesson,
  analyticsMethod,
  analyticsResource,
} from '../test-support/analytics-records';
import { coverageLink, coveragePoint, coverageStatus } from '../test-support/coverage-records';
import type { AnalyticsData } from './analytics-records';
import { classPerformance } from './class-performance';
import { dashboardMetrics } from './dashboard-metrics';
import {
  EMPTY_ANALYTICS_FILTER,
  defaultAnalyticsFilter,
  type AnalyticsDateRange,
  type AnalyticsFilter,
} from './filter';
import { datesHold, overviewDates, scopeDates } from './lesson-dates';
import { lessonEffectiveness } from './lesson-effectiveness';
import { applyFilter, indexAnalyticsData } from './metric-definitions';
import { analyticsOverview } from './overview';
import { PERIOD_TYPES, periodCoverage } from './period-coverage';
import { analyticsSummary } from './summary';
import { syllabusCoverage } from './syllabus-coverage';
import { teachingMethodUsage } from './teaching-method-usage';

/*
 * Properties of the analytics over random replicas and filters: totals add up, numbers stay in
 * range, a narrower filter never counts more, and the input order does not matter.
 */

const TODAY = '2026-11-24';
const TERMS = [
  { term: '1', start: '2026-01-27', end: '2026-04-02' },
  { term: '2', start: '2026-04-20', end: '2026-06-26' },
  { term: '3', start: '2026-07-13', end: '2026-09-18' },
  { term: '4', start: '2026-10-05', end: '2026-12-11' },
];
const CLASS_IDS = ['c1', 'c2', 'c3'];
const SUBJECTS = ['Mathematics', 'Science'];
const STAGES = ['Year 7', 'Year 8'];
const METHOD_IDS = ['m1', 'm2', 'm3'];
const TIMES = [
  ['09:00', '10:00'],
  ['10:00:00', '10:50:00'],
  ['11:10', '12:35'],
  [null, null],
] as const;
const day = (n: number) =>
  new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const dateArb = fc.integer({ min: 0, max: 364 }).map(day);
const rating = fc.constantFrom(1, 2, 3, 4, 5, null);

const dataArb: fc.Arbitrary<AnalyticsData> = fc
  .record({
    classes: fc.tuple(
      ...CLASS_IDS.map((id) =>
        fc
          .record({
            subject: fc.constantFrom(...SUBJECTS, null),
            year: fc.constantFrom(7, 8, null),
            stage: fc.constantFrom(...STAGES, null),
            deleted: fc.boolean(),
          })
          .map((c) =>
            analyticsClass(id, {
              name: id.toUpperCase(),
              subject: c.subject,
              year: c.year,
              syllabus_stage: c.stage,
              deleted_at: c.deleted && id === 'c3' ? '2026-02-01T00:00:00Z' : null,
            }),
          ),
      ),
    ),
    points: fc.array(
      fc.record({
        stage: fc.constantFrom(...STAGES),
        retired: fc.boolean(),
        strand: fc.constantFrom('A', 'B'),
      }),
      { maxLength: 12 },
    ),
    lessons: fc.array(
      fc.record({
        classId: fc.constantFrom(...CLASS_IDS),
        date: dateArb,
        status: fc.constantFrom(...LESSON_STATUSES),
        times: fc.constantFrom(...TIMES),
        effectiveness: rating,
        satisfaction: rating,
        own: rating,
        method: fc.constantFrom(...METHOD_IDS, 'gone', null),
        followUp: fc.boolean(),
        deleted: fc.boolean(),
      }),
      { maxLength: 40 },
    ),
    links: fc.array(fc.record({ lesson: fc.nat(), point: fc.nat(), deleted: fc.boolean() }), {
      maxLength: 60,
    }),
    statuses: fc.array(
      fc.record({
        classId: fc.constantFrom(...CLASS_IDS),
        point: fc.nat(),
        mastery: rating,
        priority: fc.constantFrom(...PRIORITY_LEVELS),
      }),
      { maxLength: 20 },
    ),
    resources: fc.array(dateArb, { maxLength: 4 }),
  })
  .map((raw) => {
    const points = raw.points.map((p, i) =>
      coveragePoint(`P${i}`, {
        stage: p.stage,
        strand: p.strand,
        sort_order: i,
        retired_at: p.retired ? '2026-01-01T00:00:00Z' : null,
      }),
    );
    const lessons = raw.lessons.map((l, i) =>
      analyticsLesson(`L${i}`, {
        class_id: l.classId,
        date: l.date,
        status: l.status,
        start_time: l.times[0],
        end_time: l.times[1],
        effectiveness_rating: l.effectiveness,
        teacher_satisfaction_score: l.satisfaction,
        teacher_effectiveness_rating: l.own,
        teaching_method_id: l.method,
        follow_up_required: l.followUp,
        deleted_at: l.deleted ? '2026-12-01T00:00:00Z' : null,
      }),
    );
    const at = <T>(list: readonly T[], n: number) => list[n % list.length];
    return analyticsData({
      classes: raw.classes,
      points,
      lessons,
      links:
        lessons.length === 0 || points.length === 0
          ? []
          : raw.links.map((l) =>
              coverageLink(at(lessons, l.lesson)?.id ?? '', at(points, l.point)?.id ?? '', {
                deleted_at: l.deleted ? '2026-12-01T00:00:00Z' : null,
              }),
            ),
      statuses:
        points.length === 0
          ? []
          : raw.statuses.map((s, i) =>
              coverageStatus(at(points, s.point)?.id ?? '', {
                id: `S${i}`,
                class_id: s.classId,
                mastery_level: s.mastery,
                priority_level: s.priority,
              }),
            ),
      methods: METHOD_IDS.map((id) => analyticsMethod(id, `Method ${id}`)),
      resources: raw.resources.map((date, i) => analyticsResource(`R${i}`, `${date}T08:00:00Z`)),
    });
  });

/** A sub-list: empty `of` (no restriction) may become anything; otherwise a non-empty part of it. */
const narrowList = <T>(of: readonly T[], universe: readonly T[]) =>
  of.length === 0 ? fc.subarray([...universe]) : fc.subarray([...of], { minLength: 1 });

const rangeArb = <T>(min: number, max: number, step: (n: number) => T) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
    .map(([a, b]) => [step(Math.min(a, b)), step(Math.max(a, b))] as const);

const filterArb: fc.Arbitrary<AnalyticsFilter> = fc.record({
  dateRange: fc.option(
    rangeArb(0, 364, day).map(([start, end]) => ({ start, end })),
    { nil: null },
  ),
  classIds: fc.subarray(CLASS_IDS),
  subjects: fc.subarray(SUBJECTS),
  years: fc.subarray([7, 8]),
  syllabusStages: fc.subarray(STAGES),
  status: fc.subarray([...LESSON_STATUSES]),
  effectivenessRange: fc.option(
    rangeArb(0, 10, (n) => n / 2).map(([min, max]) => ({ min, max })),
    {
      nil: null,
    },
  ),
  effectivenessRating: fc.subarray([1, 2, 3, 4, 5]),
  priorityLevels: fc.subarray([...PRIORITY_LEVELS]),
});

/** Day index (0 = 2026-01-01) of a date made by `day`. */
const dayIndex = (date: string) =>
  Math.round((Date.parse(date) - Date.UTC(2026, 0, 1)) / 86_400_000);

/** A filter that lets through no more than `g` does. */
function narrowerArb(g: AnalyticsFilter): fc.Arbitrary<AnalyticsFilter> {
  const dates = g.dateRange;
  const ratings = g.effectivenessRange;
  return fc.record({
    dateRange:
      dates === null
        ? filterArb.map((f) => f.dateRange)
        : rangeArb(dayIndex(dates.start), dayIndex(dates.end), day).map(([start, end]) => ({
            start,
            end,
          })),
    classIds: narrowList(g.classIds, CLASS_IDS),
    subjects: narrowList(g.subjects, SUBJECTS),
    years: narrowList(g.years, [7, 8]),
    syllabusStages: narrowList(g.syllabusStages, STAGES),
    status: narrowList(g.status, LESSON_STATUSES),
    effectivenessRange:
      ratings === null
        ? filterArb.map((f) => f.effectivenessRange)
        : rangeArb(ratings.min * 2, ratings.max * 2, (n) => n / 2).map(([min, max]) => ({
            min,
            max,
          })),
    effectivenessRating: narrowList(g.effectivenessRating, [1, 2, 3, 4, 5]),
    priorityLevels: narrowList(g.priorityLevels, PRIORITY_LEVELS),
  });
}

const backwards = <T>(rows: readonly T[]) => [...rows].reverse();

const sum = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);

const everything = (data: AnalyticsData, filter: AnalyticsFilter) => {
  const index = indexAnalyticsData(data);
  const scope = applyFilter(index, filter, TODAY);
  return {
    classes: classPerformance(scope),
    summary: analyticsSummary(scope),
    lessons: lessonEffectiveness(scope),
    coverage: syllabusCoverage(scope),
    methods: teachingMethodUsage(scope),
    periods: PERIOD_TYPES.map((type) => periodCoverage(scope, type, TERMS)),
    dashboard: dashboardMetrics(index, filter, TODAY),
  };
};

describe('analytics properties', () => {
  it('adds up: classes sum to the summary, periods to the whole range', () => {
    fc.assert(
      fc.property(dataArb, filterArb, (data, filter) => {
        const { classes, summary, lessons, periods, methods } = everything(data, filter);
        expect(sum(classes, (c) => c.totalLessons)).toBe(summary.totals.lessons);
        expect(sum(classes, (c) => c.lessonsWithRatings)).toBe(summary.totals.lessonsWithRatings);
        expect(sum(classes, (c) => c.followUpRequired)).toBe(summary.totals.followUpRequired);
        expect(sum(classes, (c) => c.totalSyllabusPoints)).toBe(
          summary.coverage.totalSyllabusPoints,
        );
        expect(sum(classes, (c) => c.coveredSyllabusPoints)).toBe(
          summary.coverage.coveredSyllabusPoints,
        );
        expect(lessons).toHaveLength(summary.totals.lessonsWithRatings);
        expect(sum(methods, (m) => m.usageCount)).toBeLessThanOrEqual(
          summary.totals.completedLessons,
        );
        for (const method of methods)
          expect(sum(method.effectivenessBySubject, (s) => s.usageCount)).toBe(method.usageCount);
        PERIOD_TYPES.forEach((type, i) => {
          const rows = periods[i] ?? [];
          const completed = sum(rows, (r) => r.lessonsCompleted);
          const hours = sum(rows, (r) => r.teachingHours);
          if (type === 'term') {
            expect(completed).toBeLessThanOrEqual(summary.totals.completedLessons);
          } else {
            expect(completed).toBe(summary.totals.completedLessons);
            // Each bucket is rounded to 0.01 h on its own.
            expect(Math.abs(hours - summary.totals.teachingHours)).toBeLessThanOrEqual(
              0.005 * (rows.length + 1) + 1e-9,
            );
          }
        });
      }),
    );
  });

  it('keeps percentages in 0–100 and averages in 1–5 (0–5 for method averages)', () => {
    const inRating = (value: number | null) => value === null || (value >= 1 && value <= 5);
    fc.assert(
      fc.property(dataArb, filterArb, (data, filter) => {
        const { classes, summary, coverage, methods, periods } = everything(data, filter);
        for (const c of classes) {
          expect(c.coveragePercentage).toBeGreaterThanOrEqual(0);
          expect(c.coveragePercentage).toBeLessThanOrEqual(100);
          expect(c.coveredSyllabusPoints).toBeLessThanOrEqual(c.totalSyllabusPoints);
          expect(c.lessonsWithRatings).toBeLessThanOrEqual(c.totalLessons);
          for (const value of [
            c.averageEffectiveness,
            c.averageTeacherSatisfaction,
            c.averageTeacherEffectiveness,
          ])
            expect(inRating(value)).toBe(true);
        }
        expect(inRating(summary.averageRating)).toBe(true);
        expect(summary.coverage.coveragePercentage).toBeGreaterThanOrEqual(0);
        expect(summary.coverage.coveragePercentage).toBeLessThanOrEqual(100);
        for (const c of coverage)
          for (const row of c.rows) expect([0, 100]).toContain(row.coveragePercentage);
        for (const m of methods)
          for (const avg of [
            m.avgEffectiveness,
            ...m.effectivenessBySubject.map((s) => s.avgEffectiveness),
          ]) {
            expect(avg).toBeGreaterThanOrEqual(0);
            expect(avg).toBeLessThanOrEqual(5);
          }
        for (const row of periods.flat())
          expect(row.pointsMastered).toBeLessThanOrEqual(row.pointsTaught);
      }),
    );
  });

  it('never counts more under a narrower filter', () => {
    const pair = filterArb.chain((g) => narrowerArb(g).map((f) => ({ f, g })));
    fc.assert(
      fc.property(dataArb, pair, (data, { f, g }) => {
        const narrow = everything(data, f);
        const wide = everything(data, g);
        const t = narrow.summary.totals;
        const u = wide.summary.totals;
        for (const key of [
          'classes',
          'lessons',
          'completedLessons',
          'lessonsWithRatings',
          'followUpRequired',
          'teachingHours',
        ] as const)
          expect(t[key]).toBeLessThanOrEqual(u[key]);
        expect(narrow.summary.coverage.totalSyllabusPoints).toBeLessThanOrEqual(
          wide.summary.coverage.totalSyllabusPoints,
        );
        expect(narrow.summary.coverage.coveredSyllabusPoints).toBeLessThanOrEqual(
          wide.summary.coverage.coveredSyllabusPoints,
        );
        const wideClasses = new Map(wide.classes.map((c) => [c.classId, c]));
        for (const c of narrow.classes) {
          const w = wideClasses.get(c.classId);
          expect(w).toBeDefined();
          expect(c.totalLessons).toBeLessThanOrEqual(w?.totalLessons ?? 0);
          expect(c.coveredSyllabusPoints).toBeLessThanOrEqual(w?.coveredSyllabusPoints ?? 0);
          expect(c.followUpRequired).toBeLessThanOrEqual(w?.followUpRequired ?? 0);
        }
        expect(narrow.lessons.length).toBeLessThanOrEqual(wide.lessons.length);
        const wideMethods = new Map(wide.methods.map((m) => [m.methodId, m.usageCount]));
        for (const m of narrow.methods)
          expect(m.usageCount).toBeLessThanOrEqual(wideMethods.get(m.methodId) ?? 0);
        PERIOD_TYPES.forEach((_type, i) => {
          const key = (r: { classId: string; periodStart: string }) =>
            `${r.classId}|${r.periodStart}`;
          const wideRows = new Map((wide.periods[i] ?? []).map((r) => [key(r), r]));
          for (const r of narrow.periods[i] ?? []) {
            const w = wideRows.get(key(r));
            expect(r.lessonsCompleted).toBeLessThanOrEqual(w?.lessonsCompleted ?? 0);
            expect(r.pointsTaught).toBeLessThanOrEqual(w?.pointsTaught ?? 0);
          }
        });
      }),
    );
  });

  it('does not depend on the order of the rows', () => {
    fc.assert(
      fc.property(dataArb, filterArb, (data, filter) => {
        const reversed: AnalyticsData = {
          lessons: backwards(data.lessons),
          classes: backwards(data.classes),
          points: backwards(data.points),
          links: backwards(data.links),
          statuses: backwards(data.statuses),
          methods: backwards(data.methods),
          resources: backwards(data.resources),
        };
        expect(everything(reversed, filter)).toEqual(everything(data, filter));
      }),
    );
  });
});

/**
 * The rows a read of `dates` alone holds (src/db's window read on an app start): the lessons
 * dated within them, tombstones too, and the links of those lessons; the rest whole.
 */
function withinDates(data: AnalyticsData, dates: AnalyticsDateRange): AnalyticsData {
  const lessons = data.lessons.filter((l) => l.date >= dates.start && l.date <= dates.end);
  const ids = new Set(lessons.map((lesson) => lesson.id));
  return { ...data, lessons, links: data.links.filter((link) => ids.has(link.lesson_id)) };
}

const overviewOf = (data: AnalyticsData, filter: AnalyticsFilter) =>
  analyticsOverview(indexAnalyticsData(data), filter, TODAY);

/** Every shape built from the filter's scope alone (everything but the dashboard's metrics). */
const scopeShapes = (data: AnalyticsData, filter: AnalyticsFilter) => {
  const { dashboard, ...shapes } = everything(data, filter);
  void dashboard;
  return shapes;
};

/** Filters whose only restriction is often the dates, so many lessons count. */
const datedFilterArb = fc.oneof(
  filterArb,
  filterArb.map((f) => ({ ...EMPTY_ANALYTICS_FILTER, dateRange: f.dateRange })),
);

describe('the lesson dates a page declares', () => {
  it('are enough: the overview and the scope shapes count the same from those lessons alone', () => {
    fc.assert(
      fc.property(dataArb, datedFilterArb, (data, filter) => {
        const overview = overviewDates(filter, TODAY);
        const scope = scopeDates(filter, TODAY);
        // No date range: the figures may count any lesson, so no window is declared.
        expect(overview === null).toBe(filter.dateRange === null);
        expect(scope).toEqual(filter.dateRange);
        if (overview === null || scope === null) return;
        expect(datesHold(overview, scope)).toBe(true);
        expect(overviewOf(withinDates(data, overview), filter)).toEqual(overviewOf(data, filter));
        expect(scopeShapes(withinDates(data, scope), filter)).toEqual(scopeShapes(data, filter));
      }),
    );
  });

  it.each([
    ['no terms: the 90 days to today', undefined],
    ['the term holding today', { ...EMPTY_SCHOOL_CALENDAR, terms: TERMS }],
  ])("are enough for the overview's default filter (%s)", (_what, calendar) => {
    const filter = defaultAnalyticsFilter(TODAY, calendar);
    const dates = overviewDates(filter, TODAY)!;
    // The range and the trend cards' previous window of the same length just before it.
    const range = filter.dateRange!;
    const days = dayIndex(range.end) - dayIndex(range.start) + 1;
    expect(dates).toEqual({ start: day(dayIndex(range.start) - days), end: range.end });
    fc.assert(
      fc.property(dataArb, (data) => {
        expect(overviewOf(withinDates(data, dates), filter)).toEqual(overviewOf(data, filter));
      }),
    );
  });

  it('say which rows hold which dates', () => {
    const term = { start: '2026-10-05', end: '2026-12-11' };
    expect(datesHold('all', null)).toBe(true);
    expect(datesHold('all', term)).toBe(true);
    expect(datesHold(term, null)).toBe(false);
    expect(datesHold(term, term)).toBe(true);
    expect(datesHold(term, { start: '2026-10-06', end: '2026-12-11' })).toBe(true);
    expect(datesHold(term, { start: '2026-10-04', end: '2026-12-11' })).toBe(false);
    expect(datesHold(term, { start: '2026-10-05', end: '2026-12-12' })).toBe(false);
  });
});
