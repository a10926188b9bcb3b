import { parseDayNumber } from '@/domain/calendar';
import { PRIORITY_LEVELS, type PriorityLevel } from '@/domain/coverage';
import { LESSON_STATUSES, type LessonStatus } from '@/domain/lessons';
import {
  EMPTY_ANALYTICS_FILTER,
  type AnalyticsDateRange,
  type AnalyticsFilter,
  type EffectivenessRange,
} from './analytics-filter';
import {
  DATE_RANGE_ORDER_MESSAGE,
  DATE_RANGE_SHAPE_MESSAGE,
  EFFECTIVENESS_RANGE_MESSAGE,
  EFFECTIVENESS_RANGE_ORDER_MESSAGE,
  END_DATE_FORMAT_MESSAGE,
  START_DATE_FORMAT_MESSAGE,
  blankTextMessage,
  classIdMessage,
  describeValue,
  longTextMessage,
  notAListMessage,
  notTextMessage,
  priorityMessage,
  ratingMessage,
  statusMessage,
  tooManyMessage,
  yearMessage,
} from './filter-messages';
import { compareText, parseChoice, type ItemResult } from './filter-values';

/** A filter field, or 'filter' when the input as a whole is not a filter. */
export type AnalyticsFilterField = keyof AnalyticsFilter | 'filter';

export type AnalyticsFilterProblem = {
  readonly field: AnalyticsFilterField;
  readonly message: string;
};

export type AnalyticsFilterValidation = {
  /** Always a usable filter: every bad field took its fallback. */
  readonly filter: AnalyticsFilter;
  /** One entry per bad value, in field order; empty when the input was good. */
  readonly problems: readonly AnalyticsFilterProblem[];
};

/**
 * Most values one list may hold. A teacher has tens of classes; a URL with thousands of values is
 * a mistake or an attack, and the engine's work grows with each one.
 */
export const FILTER_VALUES_MAX = 100;
/** Longest subject or syllabus stage name: the class form's limit is well under it. */
export const FILTER_TEXT_MAX_CHARS = 100;
/** Bad values named per list field: the first few say what is wrong without flooding the page. */
export const PROBLEMS_PER_FIELD_MAX = 3;
/** Effectiveness bounds are kept to two decimals, so the URL form stays short and canonical. */
const EFFECTIVENESS_DECIMALS_FACTOR = 100;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER_SHAPE = /^\d{1,2}$/;
const DECIMAL_SHAPE = /^\d{1,2}(\.\d{1,10})?$/;
const RANGE_SHAPE = /^\s*(\S+?)\s*-\s*(\S+)\s*$/;

type Problems = AnalyticsFilterProblem[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: a field inherited through a polluted prototype is not the caller's. */
function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && parseDayNumber(value) !== null;
}

function validateDateRange(
  raw: unknown,
  fallback: AnalyticsDateRange | null,
  problems: Problems,
): AnalyticsDateRange | null {
  if (raw === undefined) return fallback;
  if (raw === null) return null;
  const report = (message: string) => problems.push({ field: 'dateRange', message });
  if (!isRecord(raw)) {
    report(DATE_RANGE_SHAPE_MESSAGE);
    return fallback;
  }
  const start = ownField(raw, 'start');
  const end = ownField(raw, 'end');
  if (!isIsoDay(start)) report(START_DATE_FORMAT_MESSAGE);
  if (!isIsoDay(end)) report(END_DATE_FORMAT_MESSAGE);
  if (!isIsoDay(start) || !isIsoDay(end)) return fallback;
  // Both are real YYYY-MM-DD dates, whose string order is their calendar order.
  if (start > end) {
    report(DATE_RANGE_ORDER_MESSAGE);
    return fallback;
  }
  return { start, end };
}

/** A number from 0 to 5, given as a number or as the URL's text; null when it is not one. */
function effectivenessBound(value: unknown): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && DECIMAL_SHAPE.test(value.trim())) number = Number(value);
  else return null;
  if (!Number.isFinite(number) || number < 0 || number > 5) return null;
  // `+ 0` turns -0 into 0: the URL writes -0 as "0", and -0 would not deep-equal what it reads.
  return Math.round(number * EFFECTIVENESS_DECIMALS_FACTOR) / EFFECTIVENESS_DECIMALS_FACTOR + 0;
}

function validateEffectivenessRange(
  raw: unknown,
  fallback: EffectivenessRange | null,
  problems: Problems,
): EffectivenessRange | null {
  if (raw === undefined) return fallback;
  if (raw === null) return null;
  let bounds: [unknown, unknown] | null = null;
  if (typeof raw === 'string') {
    const match = RANGE_SHAPE.exec(raw);
    if (match) bounds = [match[1], match[2]];
  } else if (isRecord(raw)) {
    bounds = [ownField(raw, 'min'), ownField(raw, 'max')];
  }
  const min = bounds ? effectivenessBound(bounds[0]) : null;
  const max = bounds ? effectivenessBound(bounds[1]) : null;
  if (min === null || max === null) {
    problems.push({
      field: 'effectivenessRange',
      message: `${EFFECTIVENESS_RANGE_MESSAGE} (got ${describeValue(raw)})`,
    });
    return fallback;
  }
  if (min > max) {
    problems.push({ field: 'effectivenessRange', message: EFFECTIVENESS_RANGE_ORDER_MESSAGE });
    return fallback;
  }
  return { min, max };
}

type ListRule<T> = {
  readonly field: keyof AnalyticsFilter;
  /** Plural, capitalised: 'Classes'. */
  readonly label: string;
  readonly parse: (item: unknown) => ItemResult<T>;
  readonly compare: (a: T, b: T) => number;
};

/**
 * A list field: the good values are kept (deduplicated, in one order so equal filters have one
 * URL) and each bad one is named. Only when nothing in it is usable does the field fall back, so
 * one mistyped class in a bookmark does not drop the classes around it.
 */
function validateList<T>(
  rule: ListRule<T>,
  raw: unknown,
  fallback: readonly T[],
  problems: Problems,
): readonly T[] {
  if (raw === undefined) return fallback;
  const report = (message: string) => problems.push({ field: rule.field, message });
  if (!Array.isArray(raw)) {
    report(notAListMessage(rule.label, raw));
    return fallback;
  }
  const items: readonly unknown[] = raw;
  if (items.length > FILTER_VALUES_MAX) report(tooManyMessage(rule.label, FILTER_VALUES_MAX));
  const kept: T[] = [];
  let bad = 0;
  for (const item of items.slice(0, FILTER_VALUES_MAX)) {
    const result = rule.parse(item);
    if (result.ok) {
      const { value } = result;
      if (!kept.some((seen) => rule.compare(seen, value) === 0)) kept.push(value);
    } else if (++bad <= PROBLEMS_PER_FIELD_MAX) {
      report(result.message);
    }
  }
  if (kept.length === 0 && bad > 0) return fallback;
  return kept.sort(rule.compare);
}

const parseClassId = (item: unknown): ItemResult<string> =>
  typeof item === 'string' && UUID_SHAPE.test(item.trim())
    ? { ok: true, value: item.trim().toLowerCase() }
    : { ok: false, message: classIdMessage(item) };

const textRule = (field: keyof AnalyticsFilter, label: string, one: string): ListRule<string> => ({
  field,
  label,
  compare: compareText,
  parse: (item) => {
    if (typeof item !== 'string') return { ok: false, message: notTextMessage(one, item) };
    const text = item.trim();
    if (text === '') return { ok: false, message: blankTextMessage(one) };
    if (text.length > FILTER_TEXT_MAX_CHARS) {
      return { ok: false, message: longTextMessage(one, FILTER_TEXT_MAX_CHARS) };
    }
    return { ok: true, value: text };
  },
});

const wholeNumberRule = (
  field: keyof AnalyticsFilter,
  label: string,
  [low, high]: readonly [number, number],
  message: (item: unknown) => string,
): ListRule<number> => ({
  field,
  label,
  compare: (a, b) => a - b,
  parse: (item) => {
    const number =
      typeof item === 'number'
        ? item
        : typeof item === 'string' && WHOLE_NUMBER_SHAPE.test(item.trim())
          ? Number(item)
          : Number.NaN;
    return Number.isInteger(number) && number >= low && number <= high
      ? { ok: true, value: number }
      : { ok: false, message: message(item) };
  },
});

/** One of a fixed set of words, accepted in any case ('completed') and kept in the set's order. */
const choiceRule = <T extends string>(
  field: keyof AnalyticsFilter,
  label: string,
  choices: readonly T[],
  message: (item: unknown) => string,
): ListRule<T> => ({
  field,
  label,
  compare: (a, b) => choices.indexOf(a) - choices.indexOf(b),
  parse: (item) => parseChoice(item, choices, message),
});

const CLASS_IDS: ListRule<string> = {
  field: 'classIds',
  label: 'Classes',
  compare: compareText,
  parse: parseClassId,
};
const SUBJECTS = textRule('subjects', 'Subjects', 'Subject');
const SYLLABUS_STAGES = textRule('syllabusStages', 'Syllabus stages', 'Syllabus stage');
const YEARS = wholeNumberRule('years', 'Years', [1, 12], yearMessage);
const RATINGS = wholeNumberRule('effectivenessRating', 'Ratings', [1, 5], ratingMessage);
const STATUSES = choiceRule<LessonStatus>('status', 'Statuses', LESSON_STATUSES, statusMessage);
const PRIORITIES = choiceRule<PriorityLevel>(
  'priorityLevels',
  'Priorities',
  PRIORITY_LEVELS,
  priorityMessage,
);

/**
 * Checks an analytics filter from anywhere (the URL, storage, a form) against spec §3 and §5 and
 * returns one that is safe to count with: each bad field takes its value from `fallback` (the
 * default filter) and is named in `problems` with a message a teacher can act on. Never throws,
 * whatever `input` is; a good filter comes back normalized (lists deduplicated and sorted, class
 * ids lower case, text trimmed), so equal filters compare and encode equal.
 */
export function validateAnalyticsFilter(
  input: unknown,
  fallback: AnalyticsFilter = EMPTY_ANALYTICS_FILTER,
): AnalyticsFilterValidation {
  if (input === undefined) return { filter: fallback, problems: [] };
  if (!isRecord(input)) {
    return {
      filter: fallback,
      problems: [
        { field: 'filter', message: `Filter must be an object (got ${describeValue(input)})` },
      ],
    };
  }
  const problems: Problems = [];
  const field = (key: keyof AnalyticsFilter) => ownField(input, key);
  const filter: AnalyticsFilter = {
    dateRange: validateDateRange(field('dateRange'), fallback.dateRange, problems),
    classIds: validateList(CLASS_IDS, field('classIds'), fallback.classIds, problems),
    subjects: validateList(SUBJECTS, field('subjects'), fallback.subjects, problems),
    years: validateList(YEARS, field('years'), fallback.years, problems),
    syllabusStages: validateList(
      SYLLABUS_STAGES,
      field('syllabusStages'),
      fallback.syllabusStages,
      problems,
    ),
    status: validateList(STATUSES, field('status'), fallback.status, problems),
    effectivenessRange: validateEffectivenessRange(
      field('effectivenessRange'),
      fallback.effectivenessRange,
      problems,
    ),
    effectivenessRating: validateList(
      RATINGS,
      field('effectivenessRating'),
      fallback.effectivenessRating,
      problems,
    ),
    priorityLevels: validateList(
      PRIORITIES,
      field('priorityLevels'),
      fallback.priorityLevels,
      problems,
    ),
  };
  return { filter, problems };
}
