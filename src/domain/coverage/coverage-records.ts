/**
 * The row fields the coverage rules read, declared structurally (src/domain may not import
 * src/db): a replica `SyllabusPoint`, `SchoolClass`, `Lesson`, `LessonSyllabusPoint` and
 * `ClassSyllabusStatus` are each assignable to the record here, so a renamed column stops the
 * first caller from type-checking.
 */

/** DESIGN §5: `class_syllabus_status.priority_level`, lowest first. */
export const PRIORITY_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** `class_syllabus_status.review_status`. */
export const REVIEW_STATUSES = ['not_reviewed', 'needs_review', 'reviewed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What a point without a status row shows: the server's column defaults. */
export const DEFAULT_PRIORITY_LEVEL: PriorityLevel = 'MEDIUM';
export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'not_reviewed';

export type CoveragePointRecord = {
  readonly id: string;
  readonly syllabus_id: string;
  readonly code: string;
  readonly description: string;
  readonly subject: string | null;
  readonly strand: string | null;
  readonly stage: string | null;
  readonly year: number | null;
  readonly sort_order: number;
  readonly deleted_at: string | null;
  readonly retired_at: string | null;
};

export type CoverageClassRecord = {
  readonly id: string;
  readonly syllabus_id: string | null;
  readonly syllabus_stage: string | null;
  readonly year: number | null;
};

export type CoverageLessonRecord = {
  readonly id: string;
  readonly class_id: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly status: string;
  readonly deleted_at: string | null;
};

export type CoverageLinkRecord = {
  readonly lesson_id: string;
  readonly syllabus_point_id: string;
  readonly deleted_at: string | null;
};

export type CoverageStatusRecord = {
  readonly id: string;
  readonly class_id: string;
  readonly syllabus_point_id: string;
  readonly mastery_level: number | null;
  readonly teacher_confidence_level: number | null;
  readonly priority_level: PriorityLevel;
  readonly review_status: ReviewStatus;
  readonly updated_at: string;
  readonly deleted_at: string | null;
};
