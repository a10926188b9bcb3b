import type { CoverageLinkRecord, CoveragePointRecord, CoverageStatusRecord } from '../coverage';
import { effectiveStatus } from '../lessons';
import type {
  AnalyticsClassRecord,
  AnalyticsData,
  AnalyticsLessonRecord,
  AnalyticsMethodRecord,
  AnalyticsResourceRecord,
} from './analytics-records';
import type { AnalyticsFilter } from './filter';

/*
 * Every analytics metric is defined here, once; the shape builders (class-performance.ts and the
 * rest) only group and name what these functions count. docs/decisions.md "Analytics engine
 * (issue 14)" has the same definitions as a table.
 */

/** A point counts as mastered at this mastery level or above (class_syllabus_status, 1–5). */
export const MASTERED_LEVEL = 4;
/** A metric moved when it changed by at least this share of its previous value (5%). */
export const TREND_THRESHOLD_RATIO = 0.05;
/** The dashboard's window when the filter has no date range: the 28 days ending today. */
export const DEFAULT_WINDOW_DAYS = 28;

export type Trend = 'up' | 'down' | 'stable';

/** Two decimals, as every average and hour figure is shown. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** Mean of the values that are present, two decimals; null when none is. */
export function meanOf(values: readonly (number | null)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? null : round2(sum / count);
}

/** Taught: the teacher marked it COMPLETED (stored status; a mark is never derived). */
export const isCompleted = (lesson: Pick<AnalyticsLessonRecord, 'status'>) =>
  lesson.status === 'COMPLETED';

/**
 * "A lesson with ratings": a COMPLETED lesson with an effectiveness rating. Satisfaction and the
 * teacher's own effectiveness are averaged over COMPLETED lessons where each is present.
 */
export const isRatedLesson = (lesson: AnalyticsLessonRecord) =>
  isCompleted(lesson) && lesson.effectiveness_rating !== null;

const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?/;

/** Seconds since midnight of 'HH:MM' or 'HH:MM:SS' (the server's spelling), null when neither. */
function secondsOfDay(time: string | null): number | null {
  const match = time === null ? null : TIME_OF_DAY.exec(time);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * Teaching time of one lesson in seconds: end_time − start_time (copied from its period) when it
 * is COMPLETED and both times are set and in order, else 0. Sums are kept in whole seconds and
 * turned into hours once (hoursOf), so adding many lessons does not gather rounding error.
 */
export function teachingSeconds(lesson: AnalyticsLessonRecord): number {
  if (!isCompleted(lesson)) return 0;
  const start = secondsOfDay(lesson.start_time);
  const end = secondsOfDay(lesson.end_time);
  return start === null || end === null || end <= start ? 0 : end - start;
}

/** Seconds → hours, two decimals. */
export const hoursOf = (seconds: number) => round2(seconds / 3600);

/**
 * The trend rule: compare a window with the window of the same length just before it. Up when
 * the value rose by at least 5% of the previous value (or the previous was 0 and the current is
 * above 0), down when it fell by at least 5%, else stable; stable when either value is unknown
 * (an average over no lessons).
 */
export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null) return 'stable';
  if (previous === 0) return current > 0 ? 'up' : current < 0 ? 'down' : 'stable';
  const change = (current - previous) / Math.abs(previous);
  if (change >= TREND_THRESHOLD_RATIO) return 'up';
  if (change <= -TREND_THRESHOLD_RATIO) return 'down';
  return 'stable';
}

/**
 * The rows keyed once per read of the replica, so a filter change only walks lessons: live classes
 * by id, live lessons by class, live links by lesson (a point linked twice by one lesson once),
 * points by syllabus, statuses by class, methods by id (tombstones kept: an old lesson may name a
 * method since deleted), live resources.
 */
export type AnalyticsIndex = {
  readonly classes: ReadonlyMap<string, AnalyticsClassRecord>;
  readonly lessonsByClass: ReadonlyMap<string, readonly AnalyticsLessonRecord[]>;
  readonly linksByLesson: ReadonlyMap<string, readonly CoverageLinkRecord[]>;
  readonly pointsById: ReadonlyMap<string, CoveragePointRecord>;
  readonly pointsBySyllabus: ReadonlyMap<string, readonly CoveragePointRecord[]>;
  readonly statusesByClass: ReadonlyMap<string, readonly CoverageStatusRecord[]>;
  readonly methods: ReadonlyMap<string, AnalyticsMethodRecord>;
  readonly resources: readonly AnalyticsResourceRecord[];
};

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function isSortedByDate(lessons: readonly AnalyticsLessonRecord[]): boolean {
  for (let i = 1; i < lessons.length; i += 1)
    if (byDate(lessons[i - 1]!, lessons[i]!) > 0) return false;
  return true;
}

export function indexAnalyticsData(data: AnalyticsData): AnalyticsIndex {
  const classes = new Map(
    data.classes.filter((c) => c.deleted_at === null).map((c) => [c.id, c] as const),
  );
  const lessonsByClass = new Map<string, AnalyticsLessonRecord[]>();
  for (const lesson of data.lessons)
    if (lesson.deleted_at === null && classes.has(lesson.class_id))
      pushTo(lessonsByClass, lesson.class_id, lesson);
  // By date, so applyFilter finds a date range by binary search instead of walking every lesson.
  // The replica reads them in date order already, and a patch appends a few: check, then sort.
  for (const lessons of lessonsByClass.values()) if (!isSortedByDate(lessons)) lessons.sort(byDate);
  const linksByLesson = new Map<string, CoverageLinkRecord[]>();
  for (const link of data.links) {
    if (link.deleted_at !== null) continue;
    const known = linksByLesson.get(link.lesson_id);
    // One link per lesson and point (a lesson links a few points: a scan beats a key per link).
    if (!known) linksByLesson.set(link.lesson_id, [link]);
    else if (!known.some((other) => other.syllabus_point_id === link.syllabus_point_id))
      known.push(link);
  }
  const pointsBySyllabus = new Map<string, CoveragePointRecord[]>();
  for (const point of data.points) pushTo(pointsBySyllabus, point.syllabus_id, point);
  const statusesByClass = new Map<string, CoverageStatusRecord[]>();
  for (const status of data.statuses) pushTo(statusesByClass, status.class_id, status);
  return {
    classes,
    lessonsByClass,
    linksByLesson,
    pointsById: new Map(data.points.map((p) => [p.id, p] as const)),
    pointsBySyllabus,
    statusesByClass,
    methods: new Map(data.methods.map((m) => [m.id, m] as const)),
    resources: data.resources.filter((r) => r.deleted_at === null),
  };
}

/** What a filter lets through: classes (by name, then id) and each one's counted lessons. */
export type AnalyticsScope = {
  readonly index: AnalyticsIndex;
  readonly filter: AnalyticsFilter;
  /** YYYY-MM-DD: for PENDING_REFLECTION and the time since a point was last taught. */
  readonly today: string;
  readonly classes: readonly AnalyticsClassRecord[];
  readonly lessonsByClass: ReadonlyMap<string, readonly AnalyticsLessonRecord[]>;
};

const allows = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);

/** A class passes classIds, subjects, years and syllabusStages (a null field passes none). */
export function classPasses(schoolClass: AnalyticsClassRecord, filter: AnalyticsFilter) {
  return (
    allows(filter.classIds, schoolClass.id) &&
    (filter.subjects.length === 0 ||
      (schoolClass.subject !== null && filter.subjects.includes(schoolClass.subject))) &&
    (filter.years.length === 0 ||
      (schoolClass.year !== null && filter.years.includes(schoolClass.year))) &&
    (filter.syllabusStages.length === 0 ||
      (schoolClass.syllabus_stage !== null &&
        filter.syllabusStages.includes(schoolClass.syllabus_stage)))
  );
}

/**
 * A lesson counts when it is live (not deleted, of a live class: the index holds no others), its
 * date is within the range inclusive, its EFFECTIVE status (PENDING_REFLECTION derived on
 * `today`, as the planner shows it) is listed, and, when effectivenessRange or
 * effectivenessRating is set, it has an effectiveness rating that lies in the range and is listed.
 */
export function lessonPasses(
  lesson: AnalyticsLessonRecord,
  filter: AnalyticsFilter,
  today: string,
): boolean {
  const { dateRange, effectivenessRange, effectivenessRating } = filter;
  if (dateRange && (lesson.date < dateRange.start || lesson.date > dateRange.end)) return false;
  if (filter.status.length > 0 && !filter.status.includes(effectiveStatus(lesson, today)))
    return false;
  const rating = lesson.effectiveness_rating;
  if (effectivenessRange && (rating === null || rating < effectivenessRange.min)) return false;
  if (effectivenessRange && rating !== null && rating > effectivenessRange.max) return false;
  if (effectivenessRating.length > 0 && (rating === null || !effectivenessRating.includes(rating)))
    return false;
  return true;
}

/**
 * The one place a filter is applied. priorityLevels is not applied here: it narrows syllabus
 * points, not lessons (see scopeCoverage in syllabus-coverage.ts).
 */
export function applyFilter(
  index: AnalyticsIndex,
  filter: AnalyticsFilter,
  today: string,
): AnalyticsScope {
  const classes = [...index.classes.values()]
    .filter((schoolClass) => classPasses(schoolClass, filter))
    .sort((a, b) => compareText(a.name, b.name) || compareText(a.id, b.id));
  const lessonsByClass = new Map<string, readonly AnalyticsLessonRecord[]>();
  const { dateRange } = filter;
  const onlyDates =
    filter.status.length === 0 &&
    filter.effectivenessRange === null &&
    filter.effectivenessRating.length === 0;
  for (const schoolClass of classes) {
    const all = index.lessonsByClass.get(schoolClass.id) ?? [];
    const [from, to] = dateSliceOf(index, schoolClass.id, dateRange);
    const inRange = from === 0 && to === all.length ? all : all.slice(from, to);
    lessonsByClass.set(
      schoolClass.id,
      onlyDates ? inRange : inRange.filter((lesson) => lessonPasses(lesson, filter, today)),
    );
  }
  return { index, filter, today, classes, lessonsByClass };
}

/**
 * Where a date range's lessons of a class sit in the index's list of them (held by date): the
 * slice [from, to), found by binary search; the whole list without a range. Two ranges with the
 * same slice let the same lessons of that class through.
 */
export function dateSliceOf(
  index: AnalyticsIndex,
  classId: string,
  dateRange: AnalyticsFilter['dateRange'],
): readonly [number, number] {
  const all = index.lessonsByClass.get(classId) ?? [];
  if (!dateRange) return [0, all.length];
  return [firstOnOrAfter(all, dateRange.start), firstOnOrAfter(all, `${dateRange.end}\uffff`)];
}

const byDate = (a: AnalyticsLessonRecord, b: AnalyticsLessonRecord) => compareText(a.date, b.date);

/** The position of the first lesson dated on or after `date` in lessons sorted by date. */
function firstOnOrAfter(lessons: readonly AnalyticsLessonRecord[], date: string): number {
  let low = 0;
  let high = lessons.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lessons[middle]!.date < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
