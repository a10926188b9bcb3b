import type { LessonRecord } from './lesson-record';
import type { TeachingSlot } from './slots';

/** Builders for the tests of this folder: an empty generated-looking lesson unless told otherwise. */

export function lessonRecord(
  overrides: Partial<LessonRecord> & Pick<LessonRecord, 'id'>,
): LessonRecord {
  return {
    class_id: 'class-a',
    date: '2026-03-02',
    period_id: 'P1',
    start_time: '09:00',
    end_time: '10:00',
    deleted_at: null,
    status: 'UNPLANNED',
    title: null,
    objectives: null,
    success_criteria: null,
    activities: null,
    notes: null,
    program_item_id: null,
    effectiveness_rating: null,
    teaching_method_id: null,
    teacher_satisfaction_score: null,
    teacher_effectiveness_rating: null,
    follow_up_required: false,
    follow_up_notes: null,
    reflection_notes: null,
    ...overrides,
  };
}

export function teachingSlot(
  overrides: Partial<TeachingSlot> & Pick<TeachingSlot, 'date'>,
): TeachingSlot {
  return {
    periodId: 'P1',
    classId: 'class-a',
    periodSpan: 1,
    startTime: '09:00',
    endTime: '10:00',
    ...overrides,
  };
}

/** A lesson standing in `slot`, as generation would have made it. */
export function lessonIn(
  slot: TeachingSlot,
  overrides: Partial<LessonRecord> & Pick<LessonRecord, 'id'>,
) {
  return lessonRecord({
    class_id: slot.classId,
    date: slot.date,
    period_id: slot.periodId,
    start_time: slot.startTime,
    end_time: slot.endTime,
    ...overrides,
  });
}

/** fast-check settings shared by the property tests; FC_SEED / FC_PATH / FC_RUNS replay a failure. */
export const FC_PARAMS = {
  seed: Number(process.env.FC_SEED ?? 42),
  numRuns: Number(process.env.FC_RUNS ?? 300),
  ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
};
