import { z } from 'zod';
import { int, isoDate, rating, syncedColumns, timeOfDay, timestamp, uuid } from './columns';

export const LESSON_STATUSES = [
  'PLANNED',
  'UNPLANNED',
  'COMPLETED',
  'MISSED',
  'PENDING_REFLECTION',
] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const lessonSchema = z
  .object({
    ...syncedColumns,
    owner_id: uuid,
    class_id: uuid,
    date: isoDate,
    period_id: z.string().nullable(),
    start_time: timeOfDay.nullable(),
    end_time: timeOfDay.nullable(),
    title: z.string().nullable(),
    objectives: z.string().nullable(),
    success_criteria: z.string().nullable(),
    activities: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(LESSON_STATUSES),
    sequence: int.nullable(),
    program_item_id: uuid.nullable(),
    effectiveness_rating: rating.nullable(),
    teaching_method_id: uuid.nullable(),
    teacher_satisfaction_score: rating.nullable(),
    teacher_effectiveness_rating: rating.nullable(),
    follow_up_required: z.boolean(),
    follow_up_notes: z.string().nullable(),
    reflection_notes: z.string().nullable(),
    completed_at: timestamp.nullable(),
  })
  // Same-length 'HH:MM[:SS]' strings compare like times; pad so '09:00' vs '09:00:30' works too.
  .refine(
    ({ start_time, end_time }) =>
      start_time === null ||
      end_time === null ||
      end_time.padEnd(8, ':00') > start_time.padEnd(8, ':00'),
    { error: 'End time must be after start time', path: ['end_time'] },
  );
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonSyllabusPointSchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  lesson_id: uuid,
  syllabus_point_id: uuid,
});
export type LessonSyllabusPoint = z.infer<typeof lessonSyllabusPointSchema>;

export const lessonResourceSchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  lesson_id: uuid,
  resource_id: uuid,
});
export type LessonResource = z.infer<typeof lessonResourceSchema>;
