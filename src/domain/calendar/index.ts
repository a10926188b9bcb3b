/**
 * The school calendar rules (DESIGN §7 "Cycle day of a date"): pure TypeScript over 'YYYY-MM-DD'
 * strings, no React, no replica. Build a `SchoolCalendar` with `toSchoolCalendar` from the school
 * row and its closures (or a `PlanningCalendar` with `planningCalendarOf`), then ask it questions.
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
export {
  WEEKDAY_NAMES,
  formatDayNumber,
  isWeekday,
  mondayOnOrBefore,
  parseDayNumber,
  toDayNumber,
  weekdayIndex,
  type DayNumber,
} from './calendar-date';
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
export { inDayOrder, type SchedulePeriod } from './day-schedule';
export {
  planningCalendarOf,
  type OwnedClosureRow,
  type PlanningCalendar,
  type PlanningCalendarRow,
} from './planning-calendar';
export { termRangeOf, weekRangeOf, yearRangeOf, type DateRange } from './date-ranges';
