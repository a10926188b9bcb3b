/** Pure rules of the timetable set-up screen: calendar drafts, the day schedule and the grid. */
export {
  sameCalendarDraft,
  validateCalendarDraft,
  type CalendarDraft,
  type DraftValidation,
} from './calendar-draft';
export { lessonPeriods, nextScheduleRow, scheduleProblems, withRowEnd } from './schedule-rules';
export {
  cellKey,
  cellsOf,
  cycleDayHeading,
  coveredCells,
  maxSpanAt,
  overlapMessage,
  overlappingEntry,
  type GridCell,
  type GridEntry,
} from './timetable-grid';
export { describeCycleDay, longDate } from './cycle-day-answer';
