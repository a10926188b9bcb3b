import type { EventAttributes } from 'ics';
import { addDays } from '../copy/describe-slot';

/** The lesson fields an event reads (a replica `Lesson` fits). */
export type ExportLesson = {
  readonly id: string;
  readonly class_id: string;
  readonly date: string;
  readonly start_time: string | null;
  readonly end_time: string | null;
  readonly title: string | null;
  readonly objectives: string | null;
  readonly activities: string | null;
  readonly deleted_at: string | null;
};

export type ExportClass = { readonly name: string; readonly room: string | null };

/** Suffix of every UID: stable per lesson, so re-importing a file updates events, not duplicates. */
export const UID_DOMAIN = '@lesson-planner';

const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];
const timeParts = (time: string) => time.split(':').slice(0, 2).map(Number) as [number, number];

/**
 * One VEVENT per live lesson. Times are the school's wall-clock times written as FLOATING local
 * times (no Z, no TZID): a 09:00 lesson shows at 09:00 in whatever zone the calendar app is in,
 * which is what a teacher means; `ics` cannot emit VTIMEZONE blocks. A lesson with no start or
 * end time becomes an all-day event on its date, so no lesson is left out of the file.
 */
export function lessonEvents(
  lessons: readonly ExportLesson[],
  classOf: (classId: string) => ExportClass | undefined,
): EventAttributes[] {
  return lessons
    .filter((lesson) => lesson.deleted_at === null)
    .map((lesson): EventAttributes => {
      const schoolClass = classOf(lesson.class_id);
      const [year, month, day] = dateParts(lesson.date);
      const description = [
        lesson.objectives?.trim() && `Objectives: ${lesson.objectives.trim()}`,
        lesson.activities?.trim() && `Activities: ${lesson.activities.trim()}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      const common = {
        uid: `${lesson.id}${UID_DOMAIN}`,
        title: `${schoolClass?.name ?? 'Class'}: ${lesson.title?.trim() || 'Lesson'}`,
        ...(description ? { description } : {}),
        ...(schoolClass?.room ? { location: schoolClass.room } : {}),
      };
      if (lesson.start_time === null || lesson.end_time === null) {
        // DTEND of an all-day event is the next day (exclusive).
        return { ...common, start: [year, month, day], end: dateParts(addDays(lesson.date, 1)) };
      }
      return {
        ...common,
        start: [year, month, day, ...timeParts(lesson.start_time)],
        end: [year, month, day, ...timeParts(lesson.end_time)],
        startInputType: 'local',
        startOutputType: 'local',
        endInputType: 'local',
        endOutputType: 'local',
      };
    });
}

/** '7-maths-a-2026-03-02-2026-03-06.ics' or 'lessons-…': safe in every file system. */
export function icsFileName(label: string, from: string, to: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'lessons'}-${from}-${to}.ics`;
}

/**
 * The .ics text. `ics` is loaded here, on export only: it never reaches a route's first chunk.
 * Throws when `ics` refuses the events (a bug: the events are built above from valid rows).
 */
export async function icsCalendar(
  events: EventAttributes[],
  calendarName: string,
): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events, {
    calName: calendarName,
    productId: 'lesson-planner/ics',
  });
  if (error || value === null) throw error ?? new Error('ics produced no calendar');
  return value;
}
