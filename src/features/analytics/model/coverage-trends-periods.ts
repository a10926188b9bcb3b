import {
  PERIOD_TYPES,
  hoursOf,
  isCompleted,
  periodOf,
  teachingSeconds,
  type AnalyticsScope,
  type PeriodCoverage,
  type PeriodType,
} from '@/domain/analytics';
import { formatDayNumber, parseDayNumber, type Term } from '@/domain/calendar';
import { formatDay } from '@/shared/lib/format/figures';

/** The page's own URL key for the period (the filter's keys are left alone): `?period=monthly`. */
export const PERIOD_PARAM = 'period';
/** What the page shows without a (valid) `period` in the URL. */
export const DEFAULT_PERIOD: PeriodType = 'weekly';

export const PERIOD_LABELS: Readonly<Record<PeriodType, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  term: 'Term',
  yearly: 'Yearly',
};

/** One period in words: "per week", "Per class and term". */
export const PERIOD_NOUNS: Readonly<Record<PeriodType, string>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  term: 'term',
  yearly: 'year',
};

/** More periods than this on one chart are unreadable: the chart then shows the latest ones. */
export const CHART_PERIODS_MAX = 120;

/**
 * The period in the URL: one of PERIOD_TYPES (any case), else the default with a message saying
 * what was wrong (a bookmark with a typo still opens, and says why it shows weeks).
 */
export function periodFromParam(value: string | null): {
  period: PeriodType;
  problem: string | null;
} {
  if (value === null || value === '') return { period: DEFAULT_PERIOD, problem: null };
  const lower = value.trim().toLowerCase();
  const period = PERIOD_TYPES.find((type) => type === lower);
  if (period) return { period, problem: null };
  return {
    period: DEFAULT_PERIOD,
    problem: `The link's period "${value.slice(0, 40)}" is not one of daily, weekly, monthly, term or yearly, so weeks are shown.`,
  };
}

export type TrendPeriod = { start: string; end: string };

/** Every period of `type` from the one holding `from` to the one holding `to`, in order. */
export function periodsBetween(
  type: PeriodType,
  from: string,
  to: string,
  terms: readonly Term[],
): TrendPeriod[] {
  if (to < from) return [];
  if (type === 'term')
    return [...terms]
      .filter((term) => term.end >= from && term.start <= to)
      .sort((a, b) => (a.start < b.start ? -1 : 1))
      .map(({ start, end }) => ({ start, end }));
  const periods: TrendPeriod[] = [];
  let day = from;
  while (day <= to) {
    const period = periodOf(type, day, terms);
    const endDay = period && parseDayNumber(period.end);
    if (!period || endDay === null || endDay === undefined) break;
    periods.push(period);
    day = formatDayNumber(endDay + 1);
  }
  return periods;
}

/** One period's figures over every class in the view: what the chart draws. */
export type PeriodTotals = TrendPeriod & {
  lessonsCompleted: number;
  /** Class × point pairs: a point taught to two classes counts twice (as the dashboard counts). */
  pointsTaught: number;
  pointsMastered: number;
  teachingHours: number;
};

/**
 * The chart's periods: from the range's start (or the first taught period when the view has no
 * range) to today or the range's end, whichever is first — stretched to any period with lessons
 * outside that — with zeros where nothing was taught, except the period under way while nothing
 * in it is taught yet. Counts add up the classes' rows; hours are
 * summed from the lessons in whole seconds (adding the rows' rounded hours would drift: two
 * 50-minute lessons are 1.67 h, not 0.83 + 0.83).
 */
export function periodTotals(
  type: PeriodType,
  rows: readonly PeriodCoverage[],
  scope: AnalyticsScope,
  terms: readonly Term[],
): PeriodTotals[] {
  const range = scope.filter.dateRange;
  const today = scope.today;
  const starts = rows.map((row) => row.periodStart).sort();
  const ends = rows.map((row) => row.periodEnd).sort();
  const from = minOf(range?.start, starts[0]);
  const rangeEnd = range === null ? undefined : range.end < today ? range.end : today;
  const to = maxOf(rangeEnd, ends[ends.length - 1]);
  if (from === undefined || to === undefined) return [];
  const totals = new Map<string, PeriodTotals>();
  for (const period of periodsBetween(type, from, to, terms))
    totals.set(period.start, {
      ...period,
      lessonsCompleted: 0,
      pointsTaught: 0,
      pointsMastered: 0,
      teachingHours: 0,
    });
  for (const row of rows) {
    const total = totals.get(row.periodStart);
    if (!total) continue;
    total.lessonsCompleted += row.lessonsCompleted;
    total.pointsTaught += row.pointsTaught;
    total.pointsMastered += row.pointsMastered;
  }
  const seconds = new Map<string, number>();
  for (const lessons of scope.lessonsByClass.values())
    for (const lesson of lessons) {
      if (!isCompleted(lesson)) continue;
      const period = periodOf(type, lesson.date, terms);
      if (period)
        seconds.set(period.start, (seconds.get(period.start) ?? 0) + teachingSeconds(lesson));
    }
  for (const total of totals.values()) total.teachingHours = hoursOf(seconds.get(total.start) ?? 0);
  const list = [...totals.values()];
  // The period still under way with nothing taught yet would draw a drop that is only the calendar.
  const last = list[list.length - 1];
  if (last && last.end >= today && last.lessonsCompleted === 0) list.pop();
  return list;
}

const minOf = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined || a < b ? a : b;
const maxOf = (a: string | undefined, b: string | undefined) =>
  a === undefined ? b : b === undefined || a > b ? a : b;

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The term's name ("Term 4 2026"), or its dates when the calendar no longer lists it. */
function termName(period: TrendPeriod, terms: readonly Term[]): string {
  const term = terms.find((t) => t.start === period.start && t.end === period.end);
  const name = term?.term.trim() ?? '';
  if (name === '') return `${formatDay(period.start)} – ${formatDay(period.end)}`;
  const label = /^\d+$/.test(name) ? `Term ${name}` : name;
  return label.includes(period.start.slice(0, 4)) ? label : `${label} ${period.start.slice(0, 4)}`;
}

/** A period as the table names it: "24 Nov 2026", "Week of 23 Nov 2026", "Nov 2026", "Term 4 2026", "2026". */
export function periodLabel(type: PeriodType, period: TrendPeriod, terms: readonly Term[]) {
  switch (type) {
    case 'daily':
      return formatDay(period.start);
    case 'weekly':
      return `Week of ${formatDay(period.start)}`;
    case 'monthly':
      return monthFormat.format(asDate(period.start));
    case 'term':
      return termName(period, terms);
    case 'yearly':
      return period.start.slice(0, 4);
  }
}

/** A period on the chart's axis, as short as it can be and still read: "23 Nov", "Nov 2026". */
export function periodAxisLabel(type: PeriodType, period: TrendPeriod, terms: readonly Term[]) {
  return type === 'daily' || type === 'weekly'
    ? shortDayFormat.format(asDate(period.start))
    : periodLabel(type, period, terms);
}
