import * as v from 'valibot';
import { amount, count, maybeDate, maybeText, percent, text } from './shapes';

/** Teaching methods' figures as kept on the device, with the lessons the view counted. */
export const teachingMethodsFiguresSchema = v.object({
  counted: count,
  figures: v.object({
    methods: v.array(
      v.object({
        methodId: text,
        methodName: text,
        description: maybeText,
        usageCount: count,
        avgEffectiveness: amount,
        lastUsed: maybeDate,
        effectivenessBySubject: v.array(
          v.object({ subject: maybeText, usageCount: count, avgEffectiveness: amount }),
        ),
        sharePercentage: percent,
      }),
    ),
    bySubject: v.array(
      v.object({
        key: text,
        methodName: text,
        subject: maybeText,
        usageCount: count,
        avgEffectiveness: v.nullable(amount),
      }),
    ),
    subjects: v.array(maybeText),
    recordedLessons: count,
    taughtLessons: count,
  }),
});
