/**
 * The lesson fields these rules read, as a structural type. src/domain may not import src/db (the
 * boundary lint refuses even `import type`), so this mirrors `lessonSchema` in
 * src/db/entities/lesson.ts: a replica `Lesson` is assignable to `LessonRecord`, and if the two
 * drift (a status added there, a field renamed) the first command that passes a `Lesson` in stops
 * type-checking.
 */

/** DESIGN §5's lesson statuses, in the order of `LESSON_STATUSES`. */
export const LESSON_STATUSES = [
  'PLANNED',
  'UNPLANNED',
  'COMPLETED',
  'MISSED',
  'PENDING_REFLECTION',
] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** Statuses a teacher sets on purpose; everything else is derived from content and date. */
export type MarkedStatus = 'COMPLETED' | 'MISSED';

export type LessonRecord = {
  readonly id: string;
  readonly class_id: string;
  /** YYYY-MM-DD: compared as strings, which sort like dates. */
  readonly date: string;
  readonly period_id: string | null;
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly deleted_at: string | null;
  readonly status: LessonStatus;
  readonly title: string | null;
  readonly objectives: string | null;
  readonly success_criteria: string | null;
  readonly activities: string | null;
  readonly notes: string | null;
  readonly program_item_id: string | null;
  readonly effectiveness_rating: number | null;
  readonly teaching_method_id: string | null;
  readonly teacher_satisfaction_score: number | null;
  readonly teacher_effectiveness_rating: number | null;
  readonly follow_up_required: boolean;
  readonly follow_up_notes: string | null;
  readonly reflection_notes: string | null;
};

/** The fields a teacher plans in the editor. */
export const PLAN_TEXT_FIELDS = [
  'title',
  'objectives',
  'success_criteria',
  'activities',
  'notes',
] as const satisfies readonly (keyof LessonRecord)[];

const isBlankText = (value: string | null) => value === null || value.trim() === '';

export const isMarked = (status: LessonStatus): status is MarkedStatus =>
  status === 'COMPLETED' || status === 'MISSED';

export const isLive = (lesson: Pick<LessonRecord, 'deleted_at'>) => lesson.deleted_at === null;

/**
 * "PLANNED once it has content" (DESIGN §7). Content is any plan text that is not only
 * whitespace (an editor left holding a space is still an empty lesson), a program item that
 * filled it, or a linked resource or syllabus point: links live in their own tables, so the
 * caller says whether there are any.
 */
export function hasPlanContent(
  lesson: Pick<LessonRecord, (typeof PLAN_TEXT_FIELDS)[number] | 'program_item_id'>,
  hasLinks = false,
): boolean {
  return (
    hasLinks ||
    lesson.program_item_id !== null ||
    PLAN_TEXT_FIELDS.some((field) => !isBlankText(lesson[field]))
  );
}

/** Any reflection field set: a reflection is the teacher's writing too, even on an unmarked row. */
function hasReflectionData(lesson: LessonRecord): boolean {
  return (
    lesson.effectiveness_rating !== null ||
    lesson.teaching_method_id !== null ||
    lesson.teacher_satisfaction_score !== null ||
    lesson.teacher_effectiveness_rating !== null ||
    lesson.follow_up_required ||
    !isBlankText(lesson.follow_up_notes) ||
    !isBlankText(lesson.reflection_notes)
  );
}

/**
 * A lesson nobody has touched: exactly what generation creates. Only such lessons may be removed
 * or displaced by the rules here; anything else holds something a teacher would miss.
 */
export function isEmptyLesson(lesson: LessonRecord, hasLinks: boolean): boolean {
  return (
    lesson.status === 'UNPLANNED' && !hasPlanContent(lesson, hasLinks) && !hasReflectionData(lesson)
  );
}

/**
 * 'HH:MM' and 'HH:MM:SS' (forms and server) made comparable as strings, as lessonSchema does;
 * no time sorts after every time.
 */
export const comparableTime = (time: string | null) =>
  time === null ? '~' : time.padEnd(8, ':00');

/**
 * Times written on this device are 'HH:MM'; the server's `time` columns come back 'HH:MM:SS'.
 * Once a pull has brought a row back, the same time is spelt differently, so compare this way.
 */
export const sameTimeOfDay = (a: string | null, b: string | null) =>
  comparableTime(a) === comparableTime(b);

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Teaching order within a class: date, then start time, then id so every device agrees. */
export function compareLessons(a: LessonRecord, b: LessonRecord): number {
  return (
    compareText(a.date, b.date) ||
    compareText(comparableTime(a.start_time), comparableTime(b.start_time)) ||
    compareText(a.id, b.id)
  );
}
