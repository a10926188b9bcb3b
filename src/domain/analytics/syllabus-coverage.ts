import {
  classCoverage,
  totalsOf,
  type CoverageTotals,
  type StrandCoverage,
  type SyllabusCoverage,
} from '../coverage';
import type { AnalyticsClassRecord, AnalyticsLessonRecord } from './analytics-records';
import {
  dateSliceOf,
  isCompleted,
  type AnalyticsIndex,
  type AnalyticsScope,
} from './metric-definitions';

/** Spec §3 "Syllabus coverage" rows of one class, with the class and its totals. */
export type ClassSyllabusCoverage = {
  classId: string;
  className: string;
  subject: string | null;
  /** The class's in-scope points in syllabus order, each exactly spec §3's row. */
  rows: SyllabusCoverage[];
  /** Per strand, adding up to `overall`. */
  strands: StrandCoverage[];
  overall: CoverageTotals;
};

/**
 * Coverage of one class under the scope: classCoverage (src/domain/coverage) over the class's
 * counted lessons only, so "covered" means taught by a COMPLETED lesson the filter lets through.
 * Retired points are left out (they are never counted); priorityLevels, when set, keeps only
 * points whose teacher-set priorityLevel is listed, and the totals are taken over those.
 */
export function scopeCoverage(
  scope: AnalyticsScope,
  schoolClass: AnalyticsClassRecord,
): ClassSyllabusCoverage {
  const { index } = scope;
  const key = coverageKey(scope, schoolClass.id);
  const kept = keptCoverage(index).get(key);
  if (kept) return kept;
  // classCoverage counts only COMPLETED lessons: handing it just those skips most of the links.
  const lessons = (scope.lessonsByClass.get(schoolClass.id) ?? []).filter(isCompleted);
  const coverage = computeCoverage(scope, schoolClass, lessons);
  keptCoverage(index).set(key, coverage);
  if (countsEveryLesson(scope.filter)) everyLessonKeys(index).add(key);
  return coverage;
}

/** No filter that chooses a class's lessons or points: the class's coverage of every lesson. */
const countsEveryLesson = (filter: AnalyticsScope['filter']) =>
  filter.dateRange === null &&
  filter.status.length === 0 &&
  filter.effectivenessRange === null &&
  filter.effectivenessRating.length === 0 &&
  filter.priorityLevels.length === 0;

/**
 * What a class's coverage under a scope depends on besides the index: the class, today, the
 * priority levels, and what chooses its lessons (applyFilter): the lessons the date range cuts
 * from the class's (dateSliceOf) and lessonPasses' status and effectiveness fields. Classes,
 * subjects, years and stages choose which classes count, not a class's lessons.
 *
 * A date slice never splits a day, so it holds every lesson of the class dated from its first
 * lesson's date to its last's: those two dates and the count name its lessons, in this index and
 * in any other holding every lesson of those dates (a full read, after a window it carries
 * coverage from: positions in the two would differ). "Up to today" and "every date" so share one
 * coverage when no lesson is dated later. A scope is applyFilter's answer for (index, filter,
 * today), so the key names its lessons exactly. (Keying by the counted lesson ids instead built
 * and hashed a string of thousands of ids per class on every call.)
 */
function coverageKey(scope: AnalyticsScope, classId: string): string {
  const { filter, index } = scope;
  const [from, to] = dateSliceOf(index, classId, filter.dateRange);
  const lessons = index.lessonsByClass.get(classId) ?? [];
  return [
    classId,
    scope.today,
    filter.priorityLevels.join(','),
    to > from ? `${lessons[from]!.date}..${lessons[to - 1]!.date}#${to - from}` : 'none',
    filter.status.join(','),
    filter.effectivenessRange
      ? `${filter.effectivenessRange.min}..${filter.effectivenessRange.max}`
      : '',
    filter.effectivenessRating.join(','),
  ].join('|');
}

/** Most class coverages kept per index: a session's filters, not an unbounded history. */
const KEPT_COVERAGES_PER_INDEX = 500;
const coverageByIndex = new WeakMap<AnalyticsIndex, Map<string, ClassSyllabusCoverage>>();
/** The keys of the kept coverages that count every lesson of their class (countsEveryLesson). */
const everyLessonByIndex = new WeakMap<AnalyticsIndex, Set<string>>();

function everyLessonKeys(index: AnalyticsIndex) {
  let keys = everyLessonByIndex.get(index);
  if (!keys) {
    keys = new Set();
    everyLessonByIndex.set(index, keys);
  }
  return keys;
}

/**
 * Class coverage is the costly part of every page (classCoverage, ~4 ms a class at five years) and
 * pages ask for the same one more than once: the dashboard's gaps and its coverage bars, class
 * performance and syllabus coverage under one filter. It is a pure function of the index, the
 * class, today, the priority levels and the counted COMPLETED lessons, so it is kept per index
 * (a new read of the replica makes a new index, and a new cache) under a key naming exactly
 * those. Callers treat the result as read-only.
 */
function keptCoverage(index: AnalyticsIndex) {
  let kept = coverageByIndex.get(index);
  if (!kept || kept.size >= KEPT_COVERAGES_PER_INDEX) {
    kept = new Map();
    coverageByIndex.set(index, kept);
    everyLessonByIndex.delete(index);
  }
  return kept;
}

function computeCoverage(
  scope: AnalyticsScope,
  schoolClass: AnalyticsClassRecord,
  lessons: readonly AnalyticsLessonRecord[],
): ClassSyllabusCoverage {
  const { index, filter } = scope;
  const coverage = classCoverage({
    schoolClass,
    points:
      schoolClass.syllabus_id === null
        ? []
        : (index.pointsBySyllabus.get(schoolClass.syllabus_id) ?? []),
    lessons,
    links: [],
    linksByLesson: index.linksByLesson,
    statuses: index.statusesByClass.get(schoolClass.id) ?? [],
    today: scope.today,
  });
  const points = coverage.points.filter(
    (point) =>
      !point.retired &&
      (filter.priorityLevels.length === 0 || filter.priorityLevels.includes(point.priorityLevel)),
  );
  return {
    classId: schoolClass.id,
    className: schoolClass.name,
    subject: schoolClass.subject,
    rows: points.map(toSpecRow),
    ...totalsOf(points),
  };
}

/** Spec §3's syllabus coverage, one entry per class in the scope (by class name). */
export function syllabusCoverage(scope: AnalyticsScope): ClassSyllabusCoverage[] {
  return scope.classes.map((schoolClass) => scopeCoverage(scope, schoolClass));
}

/** Only the spec's fields: the coverage screen's extras (sortOrder, priorityScore) stay behind. */
function toSpecRow(point: SyllabusCoverage): SyllabusCoverage {
  return {
    syllabusPointId: point.syllabusPointId,
    code: point.code,
    description: point.description,
    subject: point.subject,
    strand: point.strand,
    stage: point.stage,
    year: point.year,
    coveragePercentage: point.coveragePercentage,
    teachingCount: point.teachingCount,
    masteryLevel: point.masteryLevel,
    teacherConfidenceLevel: point.teacherConfidenceLevel,
    priorityLevel: point.priorityLevel,
    lastTaughtDate: point.lastTaughtDate,
    calculatedPriority: point.calculatedPriority,
    reviewStatus: point.reviewStatus,
  };
}

/**
 * Hands the class coverages kept for `from` to `to`, except those of `changedClasses`. For an
 * index made by patching a few rows into another (src/db's kept source): classes whose lessons,
 * links and statuses the patch did not touch have the same coverage, so it is not worked out
 * again. Only for patches that leave classes and points alone (those read everything again).
 */
export function carryCoverage(
  from: AnalyticsIndex,
  to: AnalyticsIndex,
  changedClasses: ReadonlySet<string>,
): void {
  const kept = coverageByIndex.get(from);
  if (!kept || from === to) return;
  const everyLesson = everyLessonByIndex.get(from);
  seedCoverage(to, kept, changedClasses, (key) => everyLesson?.has(key) ?? false);
}

function seedCoverage(
  to: AnalyticsIndex,
  coverages: Iterable<readonly [string, ClassSyllabusCoverage]>,
  changedClasses: ReadonlySet<string>,
  isEveryLesson: (key: string) => boolean,
) {
  const target = keptCoverage(to);
  for (const [key, coverage] of coverages) {
    const classId = key.slice(0, key.indexOf('|'));
    if (changedClasses.has(classId) || !to.classes.has(classId)) continue;
    target.set(key, coverage);
    if (isEveryLesson(key)) everyLessonKeys(to).add(key);
  }
}

/**
 * Class coverages kept across app starts (with src/db's kept rows): each class's coverage of every
 * lesson (the dashboard's bars and gaps, the unfiltered pages), with the key it was kept under.
 * Only those: a filtered view's coverages are many, and cheap to count again from a window.
 */
export type KeptClassCoverages = readonly (readonly [string, ClassSyllabusCoverage])[];

/** The coverages of every lesson worked out on `index` so far, to keep with its rows. */
export function everyLessonCoverages(index: AnalyticsIndex): KeptClassCoverages {
  const kept = coverageByIndex.get(index);
  const keys = everyLessonByIndex.get(index);
  if (!kept || !keys) return [];
  return [...keys].flatMap((key) => {
    const coverage = kept.get(key);
    return coverage ? [[key, coverage] as const] : [];
  });
}

/**
 * Hands `index` coverages kept with the rows it was made from (everyLessonCoverages of the index
 * they were kept from), except those of `changedClasses`: the classes whose lessons, links or
 * statuses were written since. As carryCoverage: every other class's rows are the same, and its
 * key names the same lessons (a key of another day, or a class since gone, is never asked for).
 */
export function restoreCoverages(
  index: AnalyticsIndex,
  coverages: KeptClassCoverages,
  changedClasses: ReadonlySet<string>,
): void {
  seedCoverage(index, coverages, changedClasses, () => true);
}
