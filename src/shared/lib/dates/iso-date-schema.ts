import { z } from 'zod';
import { isIsoDate } from './iso-date';

/** Shown when a date field is not a real YYYY-MM-DD date. */
export const ISO_DATE_FORMAT_MESSAGE = 'Date must be in YYYY-MM-DD format';
/** Spec §5, analytics date range. */
export const START_DATE_FORMAT_MESSAGE = 'Start date must be in YYYY-MM-DD format';
/** Spec §5, analytics date range. */
export const END_DATE_FORMAT_MESSAGE = 'End date must be in YYYY-MM-DD format';
/** Ours: the spec is silent, but a range that ends before it starts selects nothing. */
export const DATE_RANGE_ORDER_MESSAGE = 'End date must be on or after the start date';

/** zod's ISO date check knows month lengths and leap years, matching `parseIsoDate`. */
export const isoDateSchema = z.iso.date({ error: ISO_DATE_FORMAT_MESSAGE });

export const dateRangeSchema = z
  .object({
    startDate: z.iso.date({ error: START_DATE_FORMAT_MESSAGE }),
    endDate: z.iso.date({ error: END_DATE_FORMAT_MESSAGE }),
  })
  .refine(
    // zod 4 runs object refinements even when a field failed; only compare two real dates.
    ({ startDate, endDate }) =>
      !isIsoDate(startDate) || !isIsoDate(endDate) || startDate <= endDate,
    { error: DATE_RANGE_ORDER_MESSAGE, path: ['endDate'] },
  );

export type DateRange = z.infer<typeof dateRangeSchema>;
