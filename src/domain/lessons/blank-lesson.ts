/**
 * A lesson nobody has touched: every column of `lessons` (DESIGN §5) with its default, except
 * the bookkeeping columns writeWithOutbox stamps (`created_at`, `updated_at`, `deleted_at`,
 * `txid`). The one definition of a blank row: generation creates these, and every test helper
 * that needs a lesson starts from one and sets its own fields on top.
 *
 * Declared by shape (src/domain may not import src/db); a replica `Lesson` minus its bookkeeping
 * columns has exactly these keys, so a caller that types the result as that row stops
 * type-checking the day a column is added to one side only.
 */
export type BlankLesson = {
  readonly id: string;
  readonly owner_id: string;
  readonly class_id: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly period_id: string | null;
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly title: null;
  readonly objectives: null;
  readonly success_criteria: null;
  readonly activities: null;
  readonly notes: null;
  readonly status: 'UNPLANNED';
  readonly sequence: null;
  readonly program_item_id: null;
  readonly effectiveness_rating: null;
  readonly teaching_method_id: null;
  readonly teacher_satisfaction_score: null;
  readonly teacher_effectiveness_rating: null;
  readonly follow_up_required: false;
  readonly follow_up_notes: null;
  readonly reflection_notes: null;
  readonly completed_at: null;
};

/** Where a blank lesson sits: who owns it, which class, which day and (optionally) which period. */
export type BlankLessonPlace = {
  readonly id: string;
  readonly owner_id: string;
  readonly class_id: string;
  readonly date: string;
  /** Null (the default) for a lesson added by hand outside the timetable. */
  readonly period_id?: string | null;
  readonly start_time?: string | null;
  readonly end_time?: string | null;
};

/** An UNPLANNED lesson at `place` with no plan, no mark and no reflection. */
export function blankLesson({
  id,
  owner_id,
  class_id,
  date,
  period_id = null,
  start_time = null,
  end_time = null,
}: BlankLessonPlace): BlankLesson {
  return {
    id,
    owner_id,
    class_id,
    date,
    period_id,
    start_time,
    end_time,
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
  };
}
