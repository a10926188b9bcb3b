/**
 * The record keys of the analytics rows kept on the device (analytics-kept-rows.ts), apart from
 * that module so the kept source can name what a patch touched without loading it: the rows
 * module is a chunk of its own, off every analytics route's initial JS.
 */

/** The record of everything but lessons and their links. */
export const KEPT_REST = 'rest';

/** Month records' keys start with this. */
export const KEPT_MONTH_PREFIX = 'm:';

/** The record key of `date`'s month: its lessons and their links. */
export const keptMonthOf = (date: string): string => `${KEPT_MONTH_PREFIX}${date.slice(0, 7)}`;
