import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { applyFilter, indexAnalyticsData } from './metric-definitions';
import {
  carryCoverage,
  everyLessonCoverages,
  restoreCoverages,
  scopeCoverage,
  syllabusCoverage,
} from './syllabus-coverage';

const coverageFor = (filter = EMPTY_ANALYTICS_FILTER) =>
  syllabusCoverage(applyFilter(indexAnalyticsData(analyticsFixture()), filter, TODAY));

describe('syllabusCoverage', () => {
  it('gives each class spec §3’s rows from classCoverage, without retired points', () => {
    const [sevenA, eightB] = coverageFor();
    expect(sevenA?.rows).toEqual([
      {
        syllabusPointId: 'point-P1',
        code: 'P1',
        description: 'Content description P1',
        subject: 'Mathematics',
        strand: 'Number',
        stage: 'Year 7',
        year: 7,
        coveragePercentage: 100,
        teachingCount: 2,
        masteryLevel: 4,
        teacherConfidenceLevel: null,
        priorityLevel: 'HIGH',
        lastTaughtDate: '2026-11-09',
        calculatedPriority: 'MEDIUM',
        reviewStatus: 'not_reviewed',
      },
      expect.objectContaining({ code: 'P2', teachingCount: 1, calculatedPriority: 'LOW' }),
      expect.objectContaining({ code: 'P3', teachingCount: 0, calculatedPriority: 'CRITICAL' }),
    ]);
    expect(sevenA?.strands).toEqual([
      { strand: 'Number', inScope: 2, covered: 2, coveragePercentage: 100 },
      { strand: 'Algebra', inScope: 1, covered: 0, coveragePercentage: 0 },
    ]);
    expect(sevenA?.overall).toEqual({ inScope: 3, covered: 2, coveragePercentage: 66.7 });
    expect(eightB).toEqual({
      classId: 'class-8b',
      className: '8B',
      subject: 'English',
      rows: [],
      strands: [],
      overall: { inScope: 0, covered: 0, coveragePercentage: 0 },
    });
  });

  it('keeps only the listed priority levels', () => {
    const [sevenA] = coverageFor({ ...EMPTY_ANALYTICS_FILTER, priorityLevels: ['MEDIUM'] });
    expect(sevenA?.rows.map((row) => row.code)).toEqual(['P2']);
    expect(sevenA?.overall).toEqual({ inScope: 1, covered: 1, coveragePercentage: 100 });
  });
});

describe('scopeCoverage, kept per index', () => {
  const index = indexAnalyticsData(analyticsFixture());
  const sevenA = index.classes.get('class-7a')!;

  it('works a class out once under filters that choose the same lessons of it', () => {
    const all = scopeCoverage(applyFilter(index, EMPTY_ANALYTICS_FILTER, TODAY), sevenA);
    const chosen = scopeCoverage(
      applyFilter(
        index,
        { ...EMPTY_ANALYTICS_FILTER, classIds: [sevenA.id], years: [7], subjects: ['Mathematics'] },
        TODAY,
      ),
      sevenA,
    );
    expect(chosen).toBe(all);
    // The dashboard's gaps count up to today: the same lessons as every date when none is later.
    const untilToday = scopeCoverage(
      applyFilter(
        index,
        { ...EMPTY_ANALYTICS_FILTER, dateRange: { start: '0000-01-01', end: '2099-12-31' } },
        TODAY,
      ),
      sevenA,
    );
    expect(untilToday).toBe(all);
  });

  it('works it out again when the counted lessons, the priorities or the index differ', () => {
    const all = scopeCoverage(applyFilter(index, EMPTY_ANALYTICS_FILTER, TODAY), sevenA);
    const early = scopeCoverage(
      applyFilter(
        index,
        { ...EMPTY_ANALYTICS_FILTER, dateRange: { start: '2026-11-08', end: '2026-11-10' } },
        TODAY,
      ),
      sevenA,
    );
    expect(early.overall.covered).toBeLessThan(all.overall.covered);
    const high = scopeCoverage(
      applyFilter(index, { ...EMPTY_ANALYTICS_FILTER, priorityLevels: ['HIGH'] }, TODAY),
      sevenA,
    );
    expect(high.overall.inScope).toBeLessThan(all.overall.inScope);
    const completedOnly = scopeCoverage(
      applyFilter(index, { ...EMPTY_ANALYTICS_FILTER, status: ['COMPLETED'] }, TODAY),
      sevenA,
    );
    expect(completedOnly).not.toBe(all);
    expect(completedOnly).toEqual(all);
    const rated = scopeCoverage(
      applyFilter(index, { ...EMPTY_ANALYTICS_FILTER, effectivenessRating: [5] }, TODAY),
      sevenA,
    );
    expect(rated.overall.covered).toBeLessThan(all.overall.covered);
    const tomorrow = scopeCoverage(
      applyFilter(index, EMPTY_ANALYTICS_FILTER, '2026-11-25'),
      sevenA,
    );
    expect(tomorrow).not.toBe(all);
    const fresh = indexAnalyticsData(analyticsFixture());
    const again = scopeCoverage(applyFilter(fresh, EMPTY_ANALYTICS_FILTER, TODAY), sevenA);
    expect(again).not.toBe(all);
    expect(again).toEqual(all);
  });
});

describe('carryCoverage', () => {
  it('hands an index the coverage of the classes a patch left alone, and only those', () => {
    const before = indexAnalyticsData(analyticsFixture());
    const after = indexAnalyticsData(analyticsFixture());
    const scope = (index: typeof before) => applyFilter(index, EMPTY_ANALYTICS_FILTER, TODAY);
    const sevenA = before.classes.get('class-7a')!;
    const eightB = before.classes.get('class-8b')!;
    const kept7A = scopeCoverage(scope(before), sevenA);
    const kept8B = scopeCoverage(scope(before), eightB);

    carryCoverage(before, after, new Set(['class-7a']));
    expect(scopeCoverage(scope(after), eightB)).toBe(kept8B);
    const again7A = scopeCoverage(scope(after), sevenA);
    expect(again7A).not.toBe(kept7A);
    expect(again7A).toEqual(kept7A);
  });

  it("hands a full read a window's coverage only for the same lessons, never by their places", () => {
    const data = analyticsFixture();
    // A window from 5 November: 7A's lessons of the 2nd are not in it.
    const inWindow = new Set(data.lessons.filter((l) => l.date >= '2026-11-05').map((l) => l.id));
    const window = indexAnalyticsData({
      ...data,
      lessons: data.lessons.filter((l) => inWindow.has(l.id)),
      links: data.links.filter((link) => inWindow.has(link.lesson_id)),
    });
    const full = indexAnalyticsData(data);
    const sevenA = full.classes.get('class-7a')!;
    const ranged = (index: typeof full, start: string, end: string) =>
      applyFilter(index, { ...EMPTY_ANALYTICS_FILTER, dateRange: { start, end } }, TODAY);
    // In the window, 5–9 November are 7A's first two lessons; in the full read, 2–5 November are.
    const windowed = scopeCoverage(ranged(window, '2026-11-05', '2026-11-09'), sevenA);
    carryCoverage(window, full, new Set());

    expect(scopeCoverage(ranged(full, '2026-11-05', '2026-11-09'), sevenA)).toBe(windowed);
    const early = scopeCoverage(ranged(full, '2026-11-02', '2026-11-05'), sevenA);
    expect(early).not.toBe(windowed);
    expect(early).toEqual(
      scopeCoverage(ranged(indexAnalyticsData(data), '2026-11-02', '2026-11-05'), sevenA),
    );
  });
});

describe('coverages kept across app starts', () => {
  const scope = (index: ReturnType<typeof indexAnalyticsData>, filter = EMPTY_ANALYTICS_FILTER) =>
    applyFilter(index, filter, TODAY);

  it('keeps only the coverages of every lesson of a class, not those of a filtered view', () => {
    const index = indexAnalyticsData(analyticsFixture());
    const sevenA = index.classes.get('class-7a')!;
    expect(everyLessonCoverages(index)).toEqual([]);
    const all = scopeCoverage(scope(index), sevenA);
    // A class filter chooses classes, not a class's lessons: the same coverage.
    expect(
      scopeCoverage(scope(index, { ...EMPTY_ANALYTICS_FILTER, classIds: ['class-7a'] }), sevenA),
    ).toBe(all);
    scopeCoverage(scope(index, { ...EMPTY_ANALYTICS_FILTER, status: ['COMPLETED'] }), sevenA);
    scopeCoverage(scope(index, { ...EMPTY_ANALYTICS_FILTER, priorityLevels: ['HIGH'] }), sevenA);
    const ranged = { ...EMPTY_ANALYTICS_FILTER, dateRange: { start: '2026-11-05', end: TODAY } };
    scopeCoverage(scope(index, ranged), sevenA);

    const kept = everyLessonCoverages(index);
    expect(kept.map(([, coverage]) => coverage)).toEqual([all]);
  });

  it('restores them on a new index of the same rows, except for the classes written since', () => {
    const before = indexAnalyticsData(analyticsFixture());
    const sevenA = before.classes.get('class-7a')!;
    const eightB = before.classes.get('class-8b')!;
    const seven = scopeCoverage(scope(before), sevenA);
    const eight = scopeCoverage(scope(before), eightB);
    // As kept on the device and read back: copies, not the objects counted.
    const kept = structuredClone(everyLessonCoverages(before));

    const after = indexAnalyticsData(analyticsFixture());
    restoreCoverages(after, kept, new Set(['class-7a']));
    const restored = scopeCoverage(scope(after), eightB);
    expect(restored).not.toBe(eight);
    expect(restored).toBe(kept.find(([, coverage]) => coverage.classId === 'class-8b')![1]);
    expect(restored).toEqual(eight);
    const counted = scopeCoverage(scope(after), sevenA);
    expect(counted).not.toBe(kept.find(([, coverage]) => coverage.classId === 'class-7a')![1]);
    expect(counted).toEqual(seven);
    // What was restored is kept again from the new index, with what was counted on it.
    expect(
      everyLessonCoverages(after)
        .map(([, coverage]) => coverage.classId)
        .sort(),
    ).toEqual(['class-7a', 'class-8b']);
  });

  it('never answers another day, or a class no longer in the rows', () => {
    const before = indexAnalyticsData(analyticsFixture());
    const eightB = before.classes.get('class-8b')!;
    scopeCoverage(scope(before), eightB);
    const kept = structuredClone(everyLessonCoverages(before));
    const data = analyticsFixture();
    const without8B = indexAnalyticsData({
      ...data,
      classes: data.classes.filter((schoolClass) => schoolClass.id !== 'class-8b'),
    });
    restoreCoverages(without8B, kept, new Set());
    expect(everyLessonCoverages(without8B)).toEqual([]);

    const after = indexAnalyticsData(analyticsFixture());
    restoreCoverages(after, kept, new Set());
    const tomorrow = scopeCoverage(
      applyFilter(after, EMPTY_ANALYTICS_FILTER, '2026-11-25'),
      eightB,
    );
    expect(tomorrow).not.toBe(kept[0]![1]);
  });
});
