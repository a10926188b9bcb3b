/**
 * The school calendar rules (DESIGN §7 "Cycle day of a date"): pure TypeScript over 'YYYY-MM-DD'
 * strings, no React, no replica. Build a `SchoolCalendar` with `toSchoolCalendar` from the school
 * row and its closures, then ask it questions.
 */
export {
  CYCLE_MODES,
  DEFAULT_TIMETABLE_CYCLE,
  EMPTY_SCHOOL_CALENDAR,
  toSchoolCalendar,
  type Closure,
  type CycleMode,
  type SchoolCalendar,
  type SchoolCalendarRow,
  type SchoolClosureRow,
  type Term,
  type TimetableCycle,
} from './types';
export { isTeachingDay, teachingDaysBetween } from './teaching-days';
export {
  cycleAnchorDate,
  cycleDayOf,
  cycleDaysBetween,
  type CycleDay,
  type DatedCycleDay,
} from './cycle-day';
export { DEFAULT_CYCLE_ANCHOR_DATE } from './calendar-index';
export {
  CYCLE_LENGTH_MAX_DAYS,
  CYCLE_LENGTH_MIN_DAYS,
  validateSchoolCalendar,
  type CalendarProblem,
  type CalendarValidation,
} from './calendar-validation';
export {
  calendarOwnerOf,
  canEditCalendar,
  canPlanLessons,
  type CalendarOwner,
  type CalendarUser,
} from './calendar-owner';
