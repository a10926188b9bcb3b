import * as v from 'valibot';
import { amount, count, dateRange, percent } from './shapes';

const figure = v.nullable(v.number());

/** The overview's summary and trend cards as kept on the device. */
export const overviewFiguresSchema = v.object({
  summary: v.object({
    totals: v.object({
      classes: count,
      lessons: count,
      completedLessons: count,
      lessonsWithRatings: count,
      followUpRequired: count,
      teachingHours: amount,
    }),
    averageRating: v.nullable(amount),
    coverage: v.object({
      totalSyllabusPoints: count,
      coveredSyllabusPoints: count,
      coveragePercentage: percent,
    }),
    dateRange: v.nullable(dateRange),
  }),
  metrics: v.object({
    window: dateRange,
    previousWindow: dateRange,
    cards: v.array(
      v.object({
        id: v.picklist([
          'lessonsCompleted',
          'averageEffectiveness',
          'teachingHours',
          'pointsTaught',
        ]),
        label: v.string(),
        value: figure,
        previous: figure,
        trend: v.picklist(['up', 'down', 'stable']),
      }),
    ),
  }),
});
