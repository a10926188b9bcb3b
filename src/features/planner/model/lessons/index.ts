/**
 * The planner's own lesson rules (DESIGN §7): slots, generation, bump and off days. The rules
 * other features share (lesson record, blank lesson, status, reflection) are in src/domain/lessons.
 */
export {
  groupSlotsByClass,
  keyOfSlot,
  slotKey,
  slotsFor,
  type CycleDate,
  type SlotTimetableEntry,
  type TeachingSlot,
} from './slots';
export {
  generationRangeOf,
  newLessonFor,
  planGeneration,
  planRegeneration,
  type GenerationRange,
  type GenerationScope,
  type NewLesson,
  type Regeneration,
  type RemovalReason,
} from './generate-lessons';
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
