import * as v from 'valibot';
import { PERIOD_TYPES } from '@/domain/analytics';
import { amount, count, isoDate, maybeText, text } from './shapes';

/** Coverage trends' periods of one period type as kept on the device, with the terms they use. */
export const coverageTrendsFiguresSchema = v.object({
  rows: v.array(
    v.object({
      periodType: v.picklist(PERIOD_TYPES),
      periodStart: isoDate,
      periodEnd: isoDate,
      classId: text,
      className: text,
      subject: maybeText,
      pointsTaught: count,
      pointsMastered: count,
      teachingHours: amount,
      lessonsCompleted: count,
    }),
  ),
  totals: v.array(
    v.object({
      start: isoDate,
      end: isoDate,
      lessonsCompleted: count,
      pointsTaught: count,
      pointsMastered: count,
      teachingHours: amount,
    }),
  ),
  terms: v.array(v.object({ term: text, start: isoDate, end: isoDate })),
  taught: v.boolean(),
});
