import type { Lesson } from '@/db/entities/lesson';
import type { TimetableEntry } from '@/db/entities/planning';
import type { ReplicaDb } from '@/db/replica-db';
import type { TableWrite } from '@/db/write-with-outbox';
import { cycleDaysBetween, type SchedulePeriod, type SchoolCalendar } from '@/domain/calendar';
import type { CopyWrite, LessonLinks } from '../../model/copy';
import { slotsFor, type TeachingSlot } from '../../model/lessons';

/** What placing lessons in time needs: `usePlannerCalendar()` gives both. */
export type PlannerTime = {
  readonly calendar: SchoolCalendar;
  readonly daySchedule: readonly SchedulePeriod[];
};

/** How a copy or roll-over went; `notCopied` lines name each lesson left behind and why. */
export type CopyResult =
  { ok: true; copied: number; notCopied: string[] } | { ok: false; message: string };

/** Live links of each lesson, read once for the whole set. */
export async function linksOfLessons(
  db: ReplicaDb,
  lessonIds: readonly string[],
): Promise<Map<string, LessonLinks>> {
  const [resources, points] = await Promise.all([
    db.entity('lesson_resources').where('lesson_id').anyOf(lessonIds).toArray(),
    db.entity('lesson_syllabus_points').where('lesson_id').anyOf(lessonIds).toArray(),
  ]);
  const links = new Map<string, { resourceIds: string[]; syllabusPointIds: string[] }>();
  const of = (id: string) => {
    const found = links.get(id) ?? { resourceIds: [], syllabusPointIds: [] };
    links.set(id, found);
    return found;
  };
  for (const row of resources)
    if (row.deleted_at === null) of(row.lesson_id).resourceIds.push(row.resource_id);
  for (const row of points) {
    if (row.deleted_at === null) of(row.lesson_id).syllabusPointIds.push(row.syllabus_point_id);
  }
  return links;
}

/** Every lesson row (tombstones too) of a class from `from` to `to`, both included. */
export function lessonsOfClass(
  db: ReplicaDb,
  classId: string,
  from: string,
  to: string,
): Promise<Lesson[]> {
  return db
    .entity('lessons')
    .where('[class_id+date]')
    .between([classId, from], [classId, to], true, true)
    .toArray();
}

export async function entriesOfClass(db: ReplicaDb, classId: string): Promise<TimetableEntry[]> {
  const rows = await db.entity('timetable_entries').where('class_id').equals(classId).toArray();
  return rows.filter((row) => row.deleted_at === null);
}

/** The class's teaching slots from `from` to `to`, in teaching order. */
export function slotsOfClass(
  time: PlannerTime,
  entries: readonly TimetableEntry[],
  from: string,
  to: string,
): TeachingSlot[] {
  const days = cycleDaysBetween(time.calendar, from, to).flatMap(({ date, cycleDay }) =>
    cycleDay === null ? [] : [{ date, cycleDay: cycleDay.day }],
  );
  return slotsFor({ days, entries, daySchedule: time.daySchedule });
}

/** A copy plan's rows for writeManyWithOutbox: the lesson first, then its links. */
export function copyTableWrites(writes: readonly CopyWrite[], ownerId: string): TableWrite[] {
  return writes.flatMap((write): TableWrite[] => {
    const lessonId = write.kind === 'create' ? write.lesson.id : write.lessonId;
    const lesson: TableWrite =
      write.kind === 'create'
        ? {
            table: 'lessons',
            request: { op: 'create', row: write.lesson },
          }
        : { table: 'lessons', request: { op: 'update', id: write.lessonId, fields: write.fields } };
    const resources = write.links.resourceIds.map((resource_id): TableWrite => ({
      table: 'lesson_resources',
      request: {
        op: 'create',
        row: { id: crypto.randomUUID(), owner_id: ownerId, lesson_id: lessonId, resource_id },
      },
    }));
    const points = write.links.syllabusPointIds.map((syllabus_point_id): TableWrite => ({
      table: 'lesson_syllabus_points',
      request: {
        op: 'create',
        row: { id: crypto.randomUUID(), owner_id: ownerId, lesson_id: lessonId, syllabus_point_id },
      },
    }));
    return [lesson, ...resources, ...points];
  });
}

/** The same wording for every device failure a copy can meet. */
export const WRITE_FAILED = (message: string) => `Nothing was copied: ${message}`;
