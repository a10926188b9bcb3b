import type { LessonEffectiveness } from '@/domain/analytics';
import { percentageOf } from '@/domain/coverage';

/** The ratings a lesson can have (lessons.effectiveness_rating is a whole number 1–5). */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** How many of the listed lessons got one rating, and their share of all of them. */
export type RatingCount = {
  readonly rating: Rating;
  readonly lessons: number;
  /** 0–100, one decimal (the coverage rounding); 0 when no lesson is rated. */
  readonly sharePercentage: number;
};

/** Lessons rated 1 … 5 among `lessons` (the engine's lessons with ratings), every rating listed. */
export function ratingDistribution(
  lessons: readonly Pick<LessonEffectiveness, 'effectivenessRating'>[],
): RatingCount[] {
  const counts = new Map<number, number>();
  for (const { effectivenessRating } of lessons)
    counts.set(effectivenessRating, (counts.get(effectivenessRating) ?? 0) + 1);
  return RATINGS.map((rating) => {
    const count = counts.get(rating) ?? 0;
    return { rating, lessons: count, sharePercentage: percentageOf(count, lessons.length) };
  });
}
