import type { LessonRecord } from '@/domain/lessons';
import { lessonRecord } from '@/domain/test-support/lesson-records';
import type { TeachingSlot } from '../model/lessons';

/**
 * Builders for the planner's rule tests (tests only, never imported by product code): a teaching
 * slot of class-a in period P1 unless told otherwise, and the lesson generation would put in it.
 */

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
