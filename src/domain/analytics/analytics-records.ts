import type {
  CoverageClassRecord,
  CoverageLinkRecord,
  CoveragePointRecord,
  CoverageStatusRecord,
} from '../coverage';
import type { LessonRecord } from '../lessons';

/**
 * The row fields the analytics read, declared structurally (src/domain may not import src/db): a
 * replica `Lesson`, `SchoolClass`, `SyllabusPoint`, `LessonSyllabusPoint`, `ClassSyllabusStatus`,
 * `TeachingMethod` and `Resource` are each assignable to the record here, so a renamed column stops
 * the first caller from type-checking.
 */

export type AnalyticsLessonRecord = Pick<
  LessonRecord,
  | 'id'
  | 'class_id'
  | 'date'
  | 'status'
  | 'start_time'
  | 'end_time'
  | 'deleted_at'
  | 'title'
  | 'objectives'
  | 'success_criteria'
  | 'activities'
  | 'notes'
  | 'program_item_id'
  | 'effectiveness_rating'
  | 'teaching_method_id'
  | 'teacher_satisfaction_score'
  | 'teacher_effectiveness_rating'
  | 'follow_up_required'
  | 'follow_up_notes'
>;

export type AnalyticsClassRecord = CoverageClassRecord & {
  readonly name: string;
  readonly subject: string | null;
  readonly deleted_at: string | null;
};

export type AnalyticsMethodRecord = {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly deleted_at: string | null;
};

export type AnalyticsResourceRecord = {
  readonly id: string;
  readonly title: string;
  /** ISO timestamp; its date is when the resource was added. */
  readonly created_at: string;
  readonly deleted_at: string | null;
};

/** Everything the analytics read, as read once from the replica (any order, tombstones included). */
export type AnalyticsData = {
  readonly lessons: readonly AnalyticsLessonRecord[];
  readonly classes: readonly AnalyticsClassRecord[];
  readonly points: readonly CoveragePointRecord[];
  readonly links: readonly CoverageLinkRecord[];
  readonly statuses: readonly CoverageStatusRecord[];
  readonly methods: readonly AnalyticsMethodRecord[];
  readonly resources: readonly AnalyticsResourceRecord[];
};
