import { z } from 'zod';
import { int, requiredText, schoolYear, smallint, syncedColumns, timestamp, uuid } from './columns';

/**
 * The syllabus catalogue (read-only for teachers) and teaching methods.
 *
 * Columns added with the catalogue (migration 20261125000100_syllabus_catalogue.sql) carry a
 * default here: rows pulled before it are kept in the replica and never pulled again unless the
 * server touches them (adding a column does not), so they lack those keys. The defaults are what
 * the migration gives such rows: published (school_id null), not retired, no sub-strand, no
 * levels or years recorded. A default applies only to a missing key: null still fails a
 * `not null` column, so the drift test sees the same nullability as the server.
 */

/** A column the catalogue migration added as nullable: missing in older rows means null. */
const addedNullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const syllabusSchema = z.object({
  ...syncedColumns,
  /** null = published by developers to every user; set = only that school sees it. */
  school_id: addedNullable(uuid),
  /** The imported catalogue's `key` (identity across versions). */
  source_key: z.string().default(''),
  source: addedNullable(z.string()),
  name: requiredText(200),
  subject: z.string().nullable(),
  stage: z.string().nullable(),
  version: z.string().nullable(),
  description: z.string().nullable(),
  /** Text a licence requires wherever the syllabus is shown (ACARA: CC BY 4.0). */
  attribution: z.string().nullable(),
  /** The levels (stages) it spans, in teaching order. */
  levels: z.array(z.string()).default([]),
  /** The school years 1–12 it spans, ascending. */
  years: z.array(schoolYear).default([]),
  retired_at: addedNullable(timestamp),
});
export type Syllabus = z.infer<typeof syllabusSchema>;

export const syllabusPointSchema = z.object({
  ...syncedColumns,
  school_id: addedNullable(uuid),
  syllabus_id: uuid,
  code: z.string().min(1).max(64),
  description: z.string(),
  subject: z.string().nullable(),
  strand: z.string().nullable(),
  sub_strand: addedNullable(z.string()),
  stage: z.string().nullable(),
  year: schoolYear.nullable(),
  sort_order: int,
  /** Set when a newer version of the syllabus no longer has the point (never deleted). */
  retired_at: addedNullable(timestamp),
});
export type SyllabusPoint = z.infer<typeof syllabusPointSchema>;

/** A point's elaborations. */
export const syllabusObjectiveSchema = z.object({
  ...syncedColumns,
  school_id: addedNullable(uuid),
  syllabus_point_id: uuid,
  code: addedNullable(z.string()),
  description: z.string(),
  sort_order: int,
  retired_at: addedNullable(timestamp),
});
export type SyllabusObjective = z.infer<typeof syllabusObjectiveSchema>;

/**
 * A criterion of one point (syllabus_point_id set) or of a whole level of the syllabus
 * (syllabus_point_id null: an achievement-standard component, with its stage or year).
 */
export const syllabusCriterionSchema = z.object({
  ...syncedColumns,
  school_id: addedNullable(uuid),
  syllabus_id: addedNullable(uuid),
  syllabus_point_id: uuid.nullable(),
  code: addedNullable(z.string()),
  description: z.string(),
  stage: addedNullable(z.string()),
  year: addedNullable(smallint),
  sort_order: int,
  retired_at: addedNullable(timestamp),
});
export type SyllabusCriterion = z.infer<typeof syllabusCriterionSchema>;

/**
 * school_id and owner_id both null = a built-in default; school_id set = the school's own;
 * owner_id set = a solo teacher's own.
 */
export const teachingMethodSchema = z.object({
  ...syncedColumns,
  school_id: uuid.nullable(),
  owner_id: addedNullable(uuid),
  name: requiredText(200),
  description: z.string().nullable(),
});
export type TeachingMethod = z.infer<typeof teachingMethodSchema>;
