/** Pure copy and roll-over rules: what a copy writes, by position, without touching the replica. */
export {
  NO_LINKS,
  hasPlanToCopy,
  planCopyInto,
  planTextOf,
  type CopySource,
  type CopyStep,
  type CopyWrite,
  type LessonLinks,
  type PlanText,
} from './copy-plan';
export { planSequenceCopy, type NotCopied, type SequenceCopy } from './sequence-copy';
export { addDays, occupiedMessage, periodName, shortDate, weekOf } from './describe-slot';
export {
  entriesToCopy,
  findRolloverTarget,
  nextAcademicYear,
  rolloverRange,
  type RolloverClassFields,
  type RolloverEntry,
} from './rollover';
