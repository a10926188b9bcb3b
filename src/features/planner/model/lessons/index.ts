/** Pure lesson rules (DESIGN §7): slots, generation, status, reflection, bump and off days. */
export {
  LESSON_STATUSES,
  PLAN_TEXT_FIELDS,
  hasPlanContent,
  isEmptyLesson,
  isMarked,
  sameTimeOfDay,
  type LessonRecord,
  type LessonStatus,
  type MarkedStatus,
} from './lesson-record';
export {
  groupSlotsByClass,
  keyOfSlot,
  slotKey,
  slotsFor,
  type CycleDate,
  type SchedulePeriod,
  type SlotTimetableEntry,
  type TeachingSlot,
} from './slots';
export {
  newLessonFor,
  planGeneration,
  planRegeneration,
  type NewLesson,
  type Regeneration,
  type RemovalReason,
} from './generate-lessons';
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
export {
  applyMoves,
  invertBump,
  placeOfLesson,
  planBump,
  type BumpDirection,
  type BumpPlan,
  type BumpRefusal,
  type LessonMove,
  type LessonPlace,
} from './bump';
export { planOffDay, type OffDayClassPlan, type OffDayPlan } from './off-day';
export { termRangeOf, weekRangeOf, yearRangeOf, type DateRange } from './lesson-ranges';
