import { blankLesson } from '../lessons/blank-lesson';
import type { LessonRecord } from '../lessons/lesson-record';

/**
 * Lesson records for the lesson rules' tests (tests only, never imported by product code): a
 * blank lesson of class-a in period P1 on Monday 2 March 2026 unless told otherwise, with only the
 * fields `LessonRecord` names.
 */
export function lessonRecord(
  overrides: Partial<LessonRecord> & Pick<LessonRecord, 'id'>,
): LessonRecord {
  const {
    owner_id: _owner,
    sequence: _sequence,
    completed_at: _completedAt,
    ...record
  } = blankLesson({
    id: overrides.id,
    owner_id: 'teacher-a',
    class_id: 'class-a',
    date: '2026-03-02',
    period_id: 'P1',
    start_time: '09:00',
    end_time: '10:00',
  });
  return { ...record, deleted_at: null, ...overrides };
}
