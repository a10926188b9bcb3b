import { describe, expect, it } from 'vitest';
import { ratingDistribution } from './lesson-effectiveness-distribution';
import { lessonEffectivenessSearch } from './lesson-effectiveness-links';

describe('ratingDistribution', () => {
  it('lists every rating 1–5 with its count and share of the lessons', () => {
    const lessons = [5, 5, 4, 2, 5, 4, 1, 5].map((effectivenessRating) => ({
      effectivenessRating,
    }));
    expect(ratingDistribution(lessons)).toEqual([
      { rating: 1, lessons: 1, sharePercentage: 12.5 },
      { rating: 2, lessons: 1, sharePercentage: 12.5 },
      { rating: 3, lessons: 0, sharePercentage: 0 },
      { rating: 4, lessons: 2, sharePercentage: 25 },
      { rating: 5, lessons: 4, sharePercentage: 50 },
    ]);
  });

  it('gives zeros, not a division by zero, when nothing is rated', () => {
    expect(ratingDistribution([]).map((row) => [row.lessons, row.sharePercentage])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('lessonEffectivenessSearch', () => {
  it('keeps the rest of the filter and replaces the narrowed key', () => {
    expect(
      lessonEffectivenessSearch('?from=2026-11-01&to=2026-11-30&class=a&class=b&rating=2', {
        classId: 'c',
        rating: 5,
      }),
    ).toBe('?from=2026-11-01&to=2026-11-30&class=c&rating=5');
  });

  it('starts a query when there was none', () => {
    expect(lessonEffectivenessSearch('', { rating: 3 })).toBe('?rating=3');
    expect(lessonEffectivenessSearch('', {})).toBe('');
  });
});
