import { PRIORITY_LEVELS } from '@/domain/coverage';
import { LESSON_STATUSES } from '@/domain/lessons';

/*
 * What a teacher reads when a filter value (usually in a bookmarked or hand-edited URL) is not
 * one the app can use. The date messages are spec §5's words exactly. They repeat the constants
 * of src/shared/lib/dates/iso-date-schema.ts rather than import them, because that module loads
 * zod (~12 KB gzip on an analytics route: README Footguns); a test keeps the two in step.
 */

/** Spec §5, analytics date range. */
export const START_DATE_FORMAT_MESSAGE = 'Start date must be in YYYY-MM-DD format';
/** Spec §5, analytics date range. */
export const END_DATE_FORMAT_MESSAGE = 'End date must be in YYYY-MM-DD format';
/** Ours: the spec is silent, but a range that ends before it starts selects nothing. */
export const DATE_RANGE_ORDER_MESSAGE = 'End date must be on or after the start date';
/** A range given as something other than `{ start, end }` (not reachable from the URL). */
export const DATE_RANGE_SHAPE_MESSAGE = 'Date range must have a start date and an end date';
/** `dates=` in the URL holds something other than `all`. */
export const ALL_DATES_MESSAGE = "Dates must be 'all' or left out";
export const EFFECTIVENESS_RANGE_MESSAGE =
  'Effectiveness range must be two numbers from 0 to 5, written as min-max (for example 1-4)';
export const EFFECTIVENESS_RANGE_ORDER_MESSAGE =
  'Effectiveness range minimum must not be above its maximum';

/** Longest quoted part of a bad value in a message: a pasted essay must not fill the page. */
export const QUOTED_VALUE_MAX_CHARS = 40;

/**
 * A bad value as a message shows it. Never throws: `String(value)` would on an object without a
 * prototype, so only strings and numbers are quoted and anything else is named by its kind.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown =
      value.length > QUOTED_VALUE_MAX_CHARS ? `${value.slice(0, QUOTED_VALUE_MAX_CHARS)}…` : value;
    return `'${shown}'`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export const notAListMessage = (label: string, value: unknown) =>
  `${label} must be a list (got ${describeValue(value)})`;

export const tooManyMessage = (label: string, max: number) =>
  `Only the first ${max} ${label.toLowerCase()} are used`;

export const classIdMessage = (value: unknown) =>
  `Class id must be a UUID (got ${describeValue(value)})`;

export const blankTextMessage = (label: string) => `${label} must not be blank`;

export const longTextMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`;

export const notTextMessage = (label: string, value: unknown) =>
  `${label} must be text (got ${describeValue(value)})`;

export const yearMessage = (value: unknown) =>
  `Year must be a whole number from 1 to 12 (got ${describeValue(value)})`;

export const ratingMessage = (value: unknown) =>
  `Effectiveness rating must be a whole number from 1 to 5 (got ${describeValue(value)})`;

export const statusMessage = (value: unknown) =>
  `Status must be one of ${LESSON_STATUSES.join(', ')} (got ${describeValue(value)})`;

export const priorityMessage = (value: unknown) =>
  `Priority must be one of ${PRIORITY_LEVELS.join(', ')} (got ${describeValue(value)})`;
