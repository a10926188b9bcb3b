import { describe, expect, it } from 'vitest';
import type { StayingLesson } from '../../commands/lessons/bump-lessons';
import { movedText, nothingMovesText, stayingText } from './bump-wording';

const PERIODS = new Map([['p1', 'Period 1']]);
const staying = (date: string, title: string | null = null): StayingLesson => ({
  lessonId: `lesson-${date}`,
  place: { date, periodId: 'p1', startTime: '09:00', endTime: '10:00' },
  title,
});

describe('bump wording', () => {
  it('says nothing when every lesson moves', () => {
    expect(stayingText([], PERIODS)).toBe('');
  });

  it('names the one lesson that stays, by its place', () => {
    expect(stayingText([staying('2026-12-11')], PERIODS)).toBe(
      '1 lesson has no slot left before the end of the year and stays where it is: Fri 11 Dec 2026, Period 1.',
    );
  });

  it('names lessons by title where they have one, and counts the rest past three', () => {
    const text = stayingText(
      [
        staying('2026-12-10', 'Fractions'),
        staying('2026-12-11'),
        staying('2026-12-14'),
        staying('2026-12-15'),
        staying('2026-12-16'),
      ],
      PERIODS,
    );
    expect(text).toBe(
      '5 lessons have no slot left before the end of the year and stay where they are: “Fractions” (Thu 10 Dec 2026, Period 1); Fri 11 Dec 2026, Period 1; Mon 14 Dec 2026, Period 1 and 2 more.',
    );
  });

  it('explains a bump where nothing can move', () => {
    expect(nothingMovesText([staying('2026-12-16')], PERIODS)).toBe(
      'Nothing can move: this class has no free slot left before the end of the year. 1 lesson has no slot left before the end of the year and stays where it is: Wed 16 Dec 2026, Period 1.',
    );
    expect(movedText(1)).toBe('Moved 1 lesson.');
    expect(movedText(2)).toBe('Moved 2 lessons.');
  });
});
