import { z } from 'zod';
import {
  boundedText,
  rating,
  requiredText,
  schoolYear,
  smallint,
  syncedColumns,
  timestamp,
  uuid,
} from './columns';

/** A teacher's classes, their timetable and per-class syllabus tracking (owner_id = the teacher). */

export const classSchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  school_id: uuid.nullable(),
  name: requiredText(200),
  subject: z.string().nullable(),
  year: schoolYear.nullable(),
  syllabus_stage: z.string().nullable(),
  academic_year: z.string().nullable(),
  room: z.string().nullable(),
  colour: boundedText(32).nullable(),
  syllabus_id: uuid.nullable(),
  notes: z.string().nullable(),
  archived_at: timestamp.nullable(),
});
export type SchoolClass = z.infer<typeof classSchema>;

export const timetableEntrySchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  class_id: uuid,
  cycle_day: smallint.min(1).max(60),
  period_id: z.string(),
  period_span: smallint.min(1),
  room: z.string().nullable(),
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

export const PRIORITY_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const REVIEW_STATUSES = ['not_reviewed', 'needs_review', 'reviewed'] as const;

export const classSyllabusStatusSchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  class_id: uuid,
  syllabus_point_id: uuid,
  mastery_level: rating.nullable(),
  teacher_confidence_level: rating.nullable(),
  priority_level: z.enum(PRIORITY_LEVELS),
  review_status: z.enum(REVIEW_STATUSES),
  notes: z.string().nullable(),
});
export type ClassSyllabusStatus = z.infer<typeof classSyllabusStatusSchema>;
