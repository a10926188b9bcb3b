/** The planner's tools, for the planner page to place: copy, roll-over, export and print. */
export { CopyLessonDialog } from './copy-lesson-dialog';
export { CopyWeekDialog } from './copy-week-dialog';
export { ExportCalendarDialog } from './export-calendar-dialog';
export { PrintWeekButton } from './print-week-button';
export { RolloverClassDialog } from './rollover-class-dialog';
