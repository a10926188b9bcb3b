import { z } from 'zod';
import { int, requiredText, schoolYear, syncedColumns, uuid } from './columns';

/** The shared catalogue (read-only for teachers) and teaching methods. */

export const syllabusSchema = z.object({
  ...syncedColumns,
  name: requiredText(200),
  subject: z.string().nullable(),
  stage: z.string().nullable(),
  version: z.string().nullable(),
  description: z.string().nullable(),
  attribution: z.string().nullable(),
});
export type Syllabus = z.infer<typeof syllabusSchema>;

export const syllabusPointSchema = z.object({
  ...syncedColumns,
  syllabus_id: uuid,
  code: z.string().min(1).max(64),
  description: z.string(),
  subject: z.string().nullable(),
  strand: z.string().nullable(),
  stage: z.string().nullable(),
  year: schoolYear.nullable(),
  sort_order: int,
});
export type SyllabusPoint = z.infer<typeof syllabusPointSchema>;

const pointChild = {
  ...syncedColumns,
  syllabus_point_id: uuid,
  description: z.string(),
  sort_order: int,
};

export const syllabusObjectiveSchema = z.object(pointChild);
export type SyllabusObjective = z.infer<typeof syllabusObjectiveSchema>;

export const syllabusCriterionSchema = z.object(pointChild);
export type SyllabusCriterion = z.infer<typeof syllabusCriterionSchema>;

/** school_id null = a global (developer-managed) method. */
export const teachingMethodSchema = z.object({
  ...syncedColumns,
  school_id: uuid.nullable(),
  name: requiredText(200),
  description: z.string().nullable(),
});
export type TeachingMethod = z.infer<typeof teachingMethodSchema>;
