/** The .ics export of lessons: events from rows, the file name and the file text. */
export {
  UID_DOMAIN,
  icsCalendar,
  icsFileName,
  lessonEvents,
  type ExportClass,
  type ExportLesson,
} from './lesson-events';
