import { describe, expect, it } from 'vitest';
import { teachingDays, termsForYear } from './demo-calendar';
import { demoLessons } from './demo-lessons';

describe('demoLessons (the load bench’s one-term shape)', () => {
  it('fills one term, one lesson a slot, reflected without a method when none is given', () => {
    const terms = termsForYear(2026);
    const term = terms[3]!;
    const { lessons, links } = demoLessons({
      ownerId: 'owner',
      term,
      anchorMonday: terms[0]!.start,
      today: '2026-11-25',
      classes: [{ id: 'maths', name: '7 Maths', topicPointIds: [] }],
      // Every day of the 10-day cycle: one lesson a teaching day.
      slots: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((cycleDay) => ({
        classId: 'maths',
        cycleDay,
        periodId: 'P1',
      })),
      methodIds: [],
      seed: 1,
    });
    expect(lessons.map((l) => l.date)).toEqual(teachingDays(term, term.end));
    const completed = lessons.filter((l) => l.status === 'COMPLETED');
    expect(completed.length).toBeGreaterThan(20);
    for (const lesson of completed) {
      expect(lesson.teaching_method_id).toBeNull();
      expect(lesson.effectiveness_rating).toEqual(expect.any(Number));
    }
    expect(links).toEqual([]);
  });
});
