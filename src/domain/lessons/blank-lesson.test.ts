import { describe, expect, it } from 'vitest';
import { blankLesson } from './blank-lesson';
import { hasPlanContent, isEmptyLesson, type LessonRecord } from './lesson-record';
import { effectiveStatus, statusAfterEdit } from './lesson-status';
import { hasReflection } from './reflection';

const place = {
  id: 'lesson-1',
  owner_id: 'teacher-1',
  class_id: 'class-a',
  date: '2026-03-02',
} as const;

describe('blankLesson', () => {
  it('places an UNPLANNED lesson with every other column at its default', () => {
    expect(
      blankLesson({ ...place, period_id: 'p1', start_time: '08:50', end_time: '09:40' }),
    ).toEqual({
      ...place,
      period_id: 'p1',
      start_time: '08:50',
      end_time: '09:40',
      title: null,
      objectives: null,
      success_criteria: null,
      activities: null,
      notes: null,
      status: 'UNPLANNED',
      sequence: null,
      program_item_id: null,
      effectiveness_rating: null,
      teaching_method_id: null,
      teacher_satisfaction_score: null,
      teacher_effectiveness_rating: null,
      follow_up_required: false,
      follow_up_notes: null,
      reflection_notes: null,
      completed_at: null,
    });
  });

  it('has no period and no times unless given (a lesson added by hand)', () => {
    expect(blankLesson(place)).toMatchObject({
      period_id: null,
      start_time: null,
      end_time: null,
    });
  });

  it('is what the lesson rules call empty: no content, no reflection, nothing to lose', () => {
    const record: LessonRecord = { ...blankLesson(place), deleted_at: null };
    expect(isEmptyLesson(record, false)).toBe(true);
    expect(hasPlanContent(record)).toBe(false);
    expect(hasReflection(record)).toBe(false);
    expect(statusAfterEdit(record)).toBe('UNPLANNED');
    expect(effectiveStatus(record, place.date)).toBe('UNPLANNED');
  });

  it('returns a new row each time, so a caller may change its copy', () => {
    expect(blankLesson(place)).not.toBe(blankLesson(place));
  });
});
