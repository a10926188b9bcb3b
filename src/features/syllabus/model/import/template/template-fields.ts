import { TEXT_LIMITS } from '../catalogue-limits';
import { cleanPlainText } from '../plain-text';

/** A field's verdict: its clean value, or why it cannot be taken. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Required or optional text, cleaned (white space collapsed) and held to its length limit. */
export function readText(
  raw: string | undefined,
  options: { required: boolean; max: number },
): FieldResult<string | null> {
  const value = cleanPlainText(raw ?? '');
  if (value === '')
    return options.required ? { ok: false, reason: 'is required' } : { ok: true, value: null };
  if (value.length > options.max) {
    return {
      ok: false,
      reason: `is ${value.length} characters long; it can be at most ${options.max}`,
    };
  }
  return { ok: true, value };
}

export const YEAR_REASON = 'must be an integer from 1 to 12';

/** A school year from a cell: empty, or a whole number 1–12 ('7', ' 7 ', '7.0' from a spreadsheet). */
export function readYear(raw: string | undefined): FieldResult<number | null> {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: null };
  const match = /^(\d{1,2})(\.0+)?$/.exec(text);
  const year = match ? Number(match[1]) : Number.NaN;
  return year >= 1 && year <= 12 ? { ok: true, value: year } : { ok: false, reason: YEAR_REASON };
}

/**
 * Several objectives or criteria in one cell, separated by ' | ' or by new lines inside the quoted
 * cell. Objectives are plain sentences, so a bare '|' is taken as a separator too.
 */
export function splitList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/\n|\|/)
    .map((item) => cleanPlainText(item))
    .filter((item) => item !== '');
}

/** Items of a list over the description limit, by position (1-based), for a problem. */
export function overlongItems(items: readonly string[]): number[] {
  return items.flatMap((item, index) => (item.length > TEXT_LIMITS.description ? [index + 1] : []));
}
