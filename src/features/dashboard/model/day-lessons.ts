import { cycleDayOf, isTeachingDay, type PlanningCalendar } from '@/domain/calendar';
import {
  comparableTime,
  effectiveStatus,
  type LessonRecord,
  type LessonStatus,
} from '@/domain/lessons';
import type { DashboardClass } from './dashboard-source';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One lesson of a day as the dashboard lists it. */
export type DayLessonRow = {
  readonly id: string;
  readonly date: string;
  readonly classId: string;
  readonly className: string;
  readonly classColour: string | null;
  /** The period's name from the day schedule ('Period 1'); null when it is not in the schedule. */
  readonly periodName: string | null;
  readonly startTime: string | null;
  readonly endTime: string | null;
  /** The plan's title; null while it has none. */
  readonly title: string | null;
  /** `effectiveStatus` on today. */
  readonly status: LessonStatus;
};

/** Where a lesson of today stands against the clock: under way, the next to begin, or neither. */
export type LessonTiming = 'now' | 'next' | null;

/**
 * A day's lessons in the order of the day (start time, then class name, then id so every device
 * agrees), each named by its class and its period in the calendar's day schedule.
 */
export function dayLessonRows(
  lessons: readonly LessonRecord[],
  classes: readonly DashboardClass[],
  calendar: PlanningCalendar,
  today: string,
): DayLessonRow[] {
  const classById = new Map(classes.map((c) => [c.id, c] as const));
  const periodNames = new Map(calendar.daySchedule.map((p) => [p.period_id, p.name] as const));
  return lessons
    .map((lesson) => {
      const schoolClass = classById.get(lesson.class_id);
      const title = lesson.title?.trim() ?? '';
      return {
        id: lesson.id,
        date: lesson.date,
        classId: lesson.class_id,
        className: schoolClass?.name ?? 'Unknown class',
        classColour: schoolClass?.colour ?? null,
        periodName: lesson.period_id === null ? null : (periodNames.get(lesson.period_id) ?? null),
        startTime: lesson.start_time,
        endTime: lesson.end_time,
        title: title === '' ? null : title,
        status: effectiveStatus(lesson, today),
      };
    })
    .sort(
      (a, b) =>
        compareText(comparableTime(a.startTime), comparableTime(b.startTime)) ||
        a.className.localeCompare(b.className) ||
        compareText(a.id, b.id),
    );
}

/**
 * Which of today's lessons is under way at `time` ('HH:MM') and which begins next. A lesson with
 * no times is neither: the clock cannot place it.
 */
export function lessonTimings(
  rows: readonly DayLessonRow[],
  time: string,
): ReadonlyMap<string, LessonTiming> {
  const now = comparableTime(time);
  const timings = new Map<string, LessonTiming>();
  let nextFound = false;
  for (const row of rows) {
    if (row.startTime === null || row.endTime === null) continue;
    const start = comparableTime(row.startTime);
    const end = comparableTime(row.endTime);
    if (start <= now && now < end) timings.set(row.id, 'now');
    else if (now < start && !nextFound) {
      timings.set(row.id, 'next');
      nextFound = true;
    }
  }
  return timings;
}

/**
 * Why `date` has no lessons, in words the teacher recognises: a weekend, a closure (with its
 * reason), a school holiday (outside every term), or null when it is a teaching day whose lessons
 * were simply not generated.
 */
export function noLessonsReason(calendar: PlanningCalendar, date: string): string | null {
  if (isTeachingDay(calendar.calendar, date)) return null;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return 'It is the weekend.';
  const closure = calendar.calendar.closures.find((c) => c.date === date);
  if (closure) return closure.reason === '' ? 'The school is closed.' : `${closure.reason}.`;
  return 'It is a school holiday.';
}

/**
 * The cycle day's name ('Day 3 (Week A)') of a teaching day, or null; null too while the calendar
 * is not on the device, whose stand-in cycle would name a day the school never chose.
 */
export function cycleDayName(calendar: PlanningCalendar, date: string): string | null {
  if (!calendar.configured) return null;
  return cycleDayOf(calendar.calendar, date)?.name ?? null;
}

/** Each effective status in the planner's words. */
export const STATUS_LABELS: Readonly<Record<LessonStatus, string>> = {
  PLANNED: 'Planned',
  UNPLANNED: 'Unplanned',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  PENDING_REFLECTION: 'Needs reflection',
};
