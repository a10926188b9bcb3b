/**
 * Lesson rules more than one feature needs (DESIGN §7): the lesson record the rules read, the
 * blank row, status (PLANNED once it has content, PENDING_REFLECTION after its date) and
 * reflection. Pure TypeScript: no React, no replica.
 */
export {
  LESSON_STATUSES,
  PLAN_TEXT_FIELDS,
  comparableTime,
  compareLessons,
  hasPlanContent,
  isEmptyLesson,
  isLive,
  isMarked,
  sameTimeOfDay,
  type LessonRecord,
  type LessonStatus,
  type MarkedStatus,
} from './lesson-record';
export { blankLesson, type BlankLesson, type BlankLessonPlace } from './blank-lesson';
export {
  STATUS_TRANSITIONS,
  canTransition,
  effectiveStatus,
  planStatusChange,
  statusAfterEdit,
  type StatusAction,
  type StatusChangeFields,
  type StatusChangeRefusal,
  type StatusChangeResult,
} from './lesson-status';
export {
  REFLECTION_FIELDS,
  REFLECTION_LABELS,
  hasReflection,
  validateReflection,
  type Reflection,
  type ReflectionField,
  type ReflectionInput,
  type ReflectionProblem,
  type ReflectionResult,
} from './reflection';
export { plannerHref, type PlannerLinkTarget } from './planner-link';
