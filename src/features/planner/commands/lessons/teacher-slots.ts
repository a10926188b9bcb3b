import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import {
  cycleDaysBetween,
  type DateRange,
  type SchedulePeriod,
  type SchoolCalendar,
} from '@/domain/calendar';
import { slotsFor, type TeachingSlot } from '../../model/lessons';

/** The stores `readTeacherSlots` and `readTeacherLessons` read, for a command's transaction. */
export const SLOT_STORES = ['classes', 'timetable_entries', 'school_closures', 'lessons'] as const;

export type SlotSource = {
  calendar: SchoolCalendar;
  daySchedule: readonly SchedulePeriod[];
  range: DateRange;
};

/**
 * The teacher's own off days (closures with their owner_id). They never shift the cycle
 * (shifts_cycle false), so leaving their dates out of the days is the same as closing them; the
 * calendar passed in may not hold them (a school's calendar holds the school's closures only).
 */
export async function readOwnOffDays(db: ReplicaDb, userId: string): Promise<Set<string>> {
  const rows = await db.entity('school_closures').where('owner_id').equals(userId).toArray();
  return new Set(rows.filter((row) => row.deleted_at === null).map((row) => row.date));
}

/**
 * The teaching slots of the teacher's live, non-archived classes over `range` (or of one class),
 * in teaching order: timetable entries expanded over the range's teaching days, closures and the
 * teacher's own off days left out.
 */
export async function readTeacherSlots(
  db: ReplicaDb,
  userId: string,
  { calendar, daySchedule, range }: SlotSource,
  onlyClassId?: string,
): Promise<TeachingSlot[]> {
  const [classes, entries, offDays] = await Promise.all([
    db.entity('classes').where('owner_id').equals(userId).toArray(),
    db.entity('timetable_entries').where('owner_id').equals(userId).toArray(),
    readOwnOffDays(db, userId),
  ]);
  const taught = new Set(
    classes
      .filter((row) => row.deleted_at === null && row.archived_at === null)
      .filter((row) => onlyClassId === undefined || row.id === onlyClassId)
      .map((row) => row.id),
  );
  const days = cycleDaysBetween(calendar, range.from, range.to).flatMap(({ date, cycleDay }) =>
    cycleDay === null || offDays.has(date) ? [] : [{ date, cycleDay: cycleDay.day }],
  );
  return slotsFor({
    days,
    entries: entries.filter((entry) => entry.deleted_at === null && taught.has(entry.class_id)),
    daySchedule,
  });
}

/** Every lesson of the teacher dated inside `range`, tombstones included. */
export function readTeacherLessons(
  db: ReplicaDb,
  userId: string,
  range: DateRange,
): Promise<Lesson[]> {
  return db
    .entity('lessons')
    .where('[owner_id+date]')
    .between([userId, range.from], [userId, range.to], true, true)
    .toArray();
}

/** Every lesson of one class dated inside `range`, tombstones included. */
export function readClassLessons(
  db: ReplicaDb,
  classId: string,
  range: DateRange,
): Promise<Lesson[]> {
  return db
    .entity('lessons')
    .where('[class_id+date]')
    .between([classId, range.from], [classId, range.to], true, true)
    .toArray();
}

/** Ids of the teacher's lessons with a live linked resource or syllabus point. */
export async function readLessonIdsWithLinks(db: ReplicaDb, userId: string): Promise<Set<string>> {
  const [resources, points] = await Promise.all([
    db.entity('lesson_resources').where('owner_id').equals(userId).toArray(),
    db.entity('lesson_syllabus_points').where('owner_id').equals(userId).toArray(),
  ]);
  return new Set(
    [...resources, ...points].filter((link) => link.deleted_at === null).map((l) => l.lesson_id),
  );
}
