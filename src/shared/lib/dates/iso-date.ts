import { formatISO, lightFormat } from 'date-fns';

/** Why a string is not an ISO calendar date. */
export type IsoDateParseFailure = 'not-iso-format' | 'not-a-calendar-date';

export type IsoDateParseResult =
  | { readonly ok: true; readonly date: Date }
  | { readonly ok: false; readonly reason: IsoDateParseFailure };

const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar date of `date` as YYYY-MM-DD, zero padded, in the date's own zone: the runtime's
 * local zone for a plain Date, the TZDate's zone for a TZDate. Throws on an Invalid Date (a bug).
 */
export function formatIsoDate(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

/**
 * Parses YYYY-MM-DD to local midnight of that day, so `formatIsoDate(parse(s).date) === s`.
 * Rejects impossible days (2026-02-30, 2025-02-29) instead of rolling them over like `new Date`.
 */
export function parseIsoDate(value: string): IsoDateParseResult {
  const match = ISO_DATE_SHAPE.exec(value);
  if (!match) return { ok: false, reason: 'not-iso-format' };
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    return { ok: false, reason: 'not-iso-format' };
  }
  const date = new Date(0);
  // setFullYear, not the Date constructor, which maps years 0-99 to 1900-1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { ok: false, reason: 'not-a-calendar-date' };
  }
  return { ok: true, date };
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value).ok;
}

/** Local date and time to the minute, the date as everywhere (spec §9): "2026-11-23 08:05". */
export function formatLocalDateTime(iso: string): string {
  return lightFormat(new Date(iso), 'yyyy-MM-dd HH:mm');
}
