import { calculatedPriority, priorityScore } from './calculated-priority';
import { isInClassLevel } from './class-scope';
import {
  DEFAULT_PRIORITY_LEVEL,
  DEFAULT_REVIEW_STATUS,
  type CoverageClassRecord,
  type CoverageLessonRecord,
  type CoverageLinkRecord,
  type CoveragePointRecord,
  type CoverageStatusRecord,
  type PriorityLevel,
  type ReviewStatus,
} from './coverage-records';

/** Spec §3 "Syllabus coverage": one point for one class, field names exactly as the spec's. */
export type SyllabusCoverage = {
  syllabusPointId: string;
  code: string;
  description: string;
  subject: string | null;
  strand: string | null;
  stage: string | null;
  year: number | null;
  /** 0 or 100: a point is covered once a COMPLETED lesson of the class links it. */
  coveragePercentage: number;
  /** COMPLETED lessons of the class that link the point (a lesson linking it twice counts once). */
  teachingCount: number;
  masteryLevel: number | null;
  teacherConfidenceLevel: number | null;
  priorityLevel: PriorityLevel;
  /** YYYY-MM-DD of the latest of those lessons, or null. */
  lastTaughtDate: string | null;
  calculatedPriority: PriorityLevel;
  reviewStatus: ReviewStatus;
};

/** A listed point: the spec's row plus what the coverage screen needs to order and mark it. */
export type ClassPointCoverage = SyllabusCoverage & {
  /** Retired by a newer syllabus version: listed only when taught, never counted. */
  retired: boolean;
  sortOrder: number;
  /** The number calculatedPriority was read from (priorityScore), for sorting within a level. */
  priorityScore: number;
};

export type CoverageTotals = {
  /** In-scope points (retired ones excluded). */
  inScope: number;
  covered: number;
  /** covered / inScope × 100, one decimal; 0 when nothing is in scope. */
  coveragePercentage: number;
};

export type StrandCoverage = CoverageTotals & { strand: string | null };

export type ClassCoverage = {
  points: ClassPointCoverage[];
  /** Per strand in syllabus order of first appearance; they add up to `overall`. */
  strands: StrandCoverage[];
  overall: CoverageTotals;
};

export type ClassCoverageInput = {
  schoolClass: CoverageClassRecord;
  /** The syllabus's points (others are ignored), in any order. */
  points: readonly CoveragePointRecord[];
  /** Lessons (others than the class's are ignored). */
  lessons: readonly CoverageLessonRecord[];
  links: readonly CoverageLinkRecord[];
  /**
   * The links by lesson id, read in place of `links` when given (the analytics index holds them
   * so): only the links of the class's taught lessons are then looked at.
   */
  linksByLesson?: ReadonlyMap<string, readonly CoverageLinkRecord[]>;
  statuses: readonly CoverageStatusRecord[];
  /** YYYY-MM-DD, for the time since a point was last taught. */
  today: string;
};

/** How many lessons taught a point, and the latest date among them. */
type Taught = { count: number; last: string };

/** One decimal, as the screen and analytics show it. */
export const percentageOf = (covered: number, inScope: number) =>
  inScope === 0 ? 0 : Math.round((covered / inScope) * 1000) / 10;

/**
 * Coverage of a class's syllabus (DESIGN §7): every in-scope point (pointsInClassScope) plus any
 * retired point the class taught, in syllabus order, with its derived teaching count and last
 * taught date, the teacher's status (defaults without a row) and calculatedPriority; totals per
 * strand and overall. Linear in its inputs (maps, no nested scans): 500 points and five years of
 * lessons take a few milliseconds.
 */
export function classCoverage(input: ClassCoverageInput): ClassCoverage {
  const { schoolClass, today } = input;
  const taught = taughtPoints(input);
  const statuses = latestStatuses(input.statuses, schoolClass.id);
  const listed = input.points
    .filter((point) => point.deleted_at === null && isInClassLevel(point, schoolClass))
    .filter((point) => point.retired_at === null || taught.has(point.id))
    .sort((a, b) => a.sort_order - b.sort_order || compareText(a.code, b.code));

  const points = listed.map((point): ClassPointCoverage => {
    const done = taught.get(point.id);
    const status = statuses.get(point.id);
    const priority = {
      priorityLevel: status?.priority_level ?? DEFAULT_PRIORITY_LEVEL,
      masteryLevel: status?.mastery_level ?? null,
      teacherConfidenceLevel: status?.teacher_confidence_level ?? null,
      lastTaughtDate: done?.last ?? null,
      today,
    };
    return {
      syllabusPointId: point.id,
      code: point.code,
      description: point.description,
      subject: point.subject,
      strand: point.strand,
      stage: point.stage,
      year: point.year,
      coveragePercentage: done ? 100 : 0,
      teachingCount: done?.count ?? 0,
      masteryLevel: priority.masteryLevel,
      teacherConfidenceLevel: priority.teacherConfidenceLevel,
      priorityLevel: priority.priorityLevel,
      lastTaughtDate: priority.lastTaughtDate,
      calculatedPriority: calculatedPriority(priority),
      reviewStatus: status?.review_status ?? DEFAULT_REVIEW_STATUS,
      retired: point.retired_at !== null,
      sortOrder: point.sort_order,
      priorityScore: priorityScore(priority),
    };
  });
  return { points, ...totalsOf(points) };
}

/** Per strand and overall, over non-retired points only. */
export function totalsOf(
  points: readonly Pick<ClassPointCoverage, 'strand' | 'retired' | 'teachingCount'>[],
): Pick<ClassCoverage, 'strands' | 'overall'> {
  const strands = new Map<string | null, { inScope: number; covered: number }>();
  let inScope = 0;
  let covered = 0;
  for (const point of points) {
    if (point.retired) continue;
    const strand = strands.get(point.strand) ?? { inScope: 0, covered: 0 };
    strand.inScope += 1;
    inScope += 1;
    if (point.teachingCount > 0) {
      strand.covered += 1;
      covered += 1;
    }
    strands.set(point.strand, strand);
  }
  return {
    strands: [...strands].map(([strand, counts]) => ({
      strand,
      ...counts,
      coveragePercentage: percentageOf(counts.covered, counts.inScope),
    })),
    overall: { inScope, covered, coveragePercentage: percentageOf(covered, inScope) },
  };
}

/**
 * Point id → how many of the class's live COMPLETED lessons link it, and the latest date among
 * them. A lesson counts once per point even if two devices each linked it (duplicate links).
 */
function taughtPoints({
  schoolClass,
  lessons,
  links,
  linksByLesson,
}: ClassCoverageInput): Map<string, Taught> {
  return taughtByLesson(schoolClass.id, lessons, linksByLesson ?? groupedByLesson(links));
}

function groupedByLesson(links: readonly CoverageLinkRecord[]) {
  const byLesson = new Map<string, CoverageLinkRecord[]>();
  for (const link of links) {
    const known = byLesson.get(link.lesson_id);
    if (known) known.push(link);
    else byLesson.set(link.lesson_id, [link]);
  }
  return byLesson;
}

/**
 * Lesson by lesson, so a duplicate link of the same lesson and point is met while that lesson is
 * the one being read: a point remembers the last lesson it counted, and needs no set of lessons.
 */
function taughtByLesson(
  classId: string,
  lessons: readonly CoverageLessonRecord[],
  linksByLesson: ReadonlyMap<string, readonly CoverageLinkRecord[]>,
): Map<string, Taught> {
  const taught = new Map<string, Taught & { lastLesson: number }>();
  for (let i = 0; i < lessons.length; i += 1) {
    const lesson = lessons[i]!;
    if (lesson.class_id !== classId || lesson.deleted_at !== null || lesson.status !== 'COMPLETED')
      continue;
    for (const link of linksByLesson.get(lesson.id) ?? []) {
      if (link.deleted_at !== null) continue;
      const entry = taught.get(link.syllabus_point_id);
      if (!entry)
        taught.set(link.syllabus_point_id, { count: 1, last: lesson.date, lastLesson: i });
      else if (entry.lastLesson !== i) {
        entry.count += 1;
        entry.lastLesson = i;
        if (lesson.date > entry.last) entry.last = lesson.date;
      }
    }
  }
  return taught;
}

/**
 * Point id → the class's status row. Two devices may each create one for the same point (the
 * table has no unique key on it): every device then reads the most recently updated live one,
 * ties broken by id, and edits that one (latestStatusOf).
 */
export function latestStatuses<S extends CoverageStatusRecord>(
  statuses: readonly S[],
  classId: string,
): Map<string, S> {
  const latest = new Map<string, S>();
  for (const status of statuses) {
    if (status.class_id !== classId || status.deleted_at !== null) continue;
    const seen = latest.get(status.syllabus_point_id);
    if (!seen || isNewer(status, seen)) latest.set(status.syllabus_point_id, status);
  }
  return latest;
}

const isNewer = (a: CoverageStatusRecord, b: CoverageStatusRecord) =>
  a.updated_at > b.updated_at || (a.updated_at === b.updated_at && a.id > b.id);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
