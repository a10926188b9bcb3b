import { formatDayNumber, mondayOnOrBefore, parseDayNumber, type Term } from '../calendar';
import { DEFAULT_PRIORITY_LEVEL, latestStatuses } from '../coverage';
import {
  MASTERED_LEVEL,
  compareText,
  hoursOf,
  isCompleted,
  teachingSeconds,
  type AnalyticsScope,
} from './metric-definitions';

export const PERIOD_TYPES = ['daily', 'weekly', 'monthly', 'term', 'yearly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** Spec §3 "Period coverage": one class over one period. */
export type PeriodCoverage = {
  periodType: PeriodType;
  /** YYYY-MM-DD, inclusive. */
  periodStart: string;
  periodEnd: string;
  classId: string;
  className: string;
  subject: string | null;
  /**
   * Distinct points linked by the class's counted COMPLETED lessons in the period (only those whose
   * priorityLevel is listed, when the filter lists any).
   */
  pointsTaught: number;
  /** Of those, the ones whose current mastery for the class is ≥ MASTERED_LEVEL. */
  pointsMastered: number;
  /** Hours, two decimals (end − start of each COMPLETED lesson). */
  teachingHours: number;
  lessonsCompleted: number;
};

type Period = { start: string; end: string };

/**
 * The period holding `date`: a day; a week Monday–Sunday; a calendar month; the calendar's term
 * (null in a holiday); a calendar year (schools here run January to December).
 */
export function periodOf(type: PeriodType, date: string, terms: readonly Term[]): Period | null {
  const day = parseDayNumber(date);
  if (day === null) return null;
  switch (type) {
    case 'daily':
      return { start: date, end: date };
    case 'weekly': {
      const monday = mondayOnOrBefore(day);
      return { start: formatDayNumber(monday), end: formatDayNumber(monday + 6) };
    }
    case 'monthly': {
      const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
      const next = month === 12 ? `${year + 1}-01-01` : `${date.slice(0, 4)}-${pad(month + 1)}-01`;
      return {
        start: `${date.slice(0, 7)}-01`,
        end: formatDayNumber((parseDayNumber(next) ?? day) - 1),
      };
    }
    case 'term': {
      const term = terms.find(({ start, end }) => start <= date && date <= end);
      return term ? { start: term.start, end: term.end } : null;
    }
    case 'yearly':
      return { start: `${date.slice(0, 4)}-01-01`, end: `${date.slice(0, 4)}-12-31` };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

type Bucket = Period & { points: Set<string>; seconds: number; lessons: number };

/**
 * The scope's COMPLETED lessons grouped by class and period. Only periods with at least one such
 * lesson are listed (a chart fills the gaps with zeros), by class order then period start. Every
 * COMPLETED lesson falls in exactly one daily, weekly, monthly and yearly period, so those buckets
 * add up to the whole scope; a lesson dated in a holiday is in no term.
 */
export function periodCoverage(
  scope: AnalyticsScope,
  periodType: PeriodType,
  terms: readonly Term[] = [],
): PeriodCoverage[] {
  const rows: PeriodCoverage[] = [];
  const periodCache = new Map<string, Period | null>();
  for (const schoolClass of scope.classes) {
    const buckets = new Map<string, Bucket>();
    for (const lesson of scope.lessonsByClass.get(schoolClass.id) ?? []) {
      if (!isCompleted(lesson)) continue;
      let period = periodCache.get(lesson.date);
      if (period === undefined) {
        period = periodOf(periodType, lesson.date, terms);
        periodCache.set(lesson.date, period);
      }
      if (period === null) continue;
      let bucket = buckets.get(period.start);
      if (!bucket) {
        bucket = { ...period, points: new Set(), seconds: 0, lessons: 0 };
        buckets.set(period.start, bucket);
      }
      bucket.lessons += 1;
      bucket.seconds += teachingSeconds(lesson);
      for (const link of scope.index.linksByLesson.get(lesson.id) ?? [])
        bucket.points.add(link.syllabus_point_id);
    }
    const statuses = latestStatuses(
      scope.index.statusesByClass.get(schoolClass.id) ?? [],
      schoolClass.id,
    );
    const { priorityLevels } = scope.filter;
    for (const bucket of [...buckets.values()].sort((a, b) => compareText(a.start, b.start))) {
      let taught = 0;
      let mastered = 0;
      for (const pointId of bucket.points) {
        const status = statuses.get(pointId);
        const level = status?.priority_level ?? DEFAULT_PRIORITY_LEVEL;
        if (priorityLevels.length > 0 && !priorityLevels.includes(level)) continue;
        taught += 1;
        if ((status?.mastery_level ?? 0) >= MASTERED_LEVEL) mastered += 1;
      }
      rows.push({
        periodType,
        periodStart: bucket.start,
        periodEnd: bucket.end,
        classId: schoolClass.id,
        className: schoolClass.name,
        subject: schoolClass.subject,
        pointsTaught: taught,
        pointsMastered: mastered,
        teachingHours: hoursOf(bucket.seconds),
        lessonsCompleted: bucket.lessons,
      });
    }
  }
  return rows;
}
