import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import {
  NO_LINKS,
  hasPlanToCopy,
  occupiedMessage,
  periodName,
  planCopyInto,
} from '../../model/copy';
import type { TeachingSlot } from '../../model/lessons';
import {
  WRITE_FAILED,
  copyTableWrites,
  entriesOfClass,
  lessonsOfClass,
  linksOfLessons,
  slotsOfClass,
  type CopyResult,
  type PlannerTime,
} from './copy-replica';

export type CopyLessonTarget = { classId: string; date: string; periodId: string };

/**
 * Copies one lesson's plan (the five text fields and its resource and syllabus-point links) to
 * another class and/or date and period: into the slot's empty lesson, or as a new lesson when
 * the slot has none. A slot holding a planned lesson is refused by name. One batch: the lesson
 * and its links are written together or not at all.
 */
export async function copyLesson(
  db: ReplicaDb,
  ownerId: string,
  lessonId: string,
  target: CopyLessonTarget,
  time: PlannerTime,
  options: WriteOptions = {},
): Promise<CopyResult> {
  const [lesson, targetClass] = await Promise.all([
    db.entity('lessons').get(lessonId),
    db.entity('classes').get(target.classId),
  ]);
  if (!lesson || lesson.deleted_at !== null) {
    return { ok: false, message: 'This lesson is not on this device any more.' };
  }
  if (!targetClass || targetClass.deleted_at !== null) {
    return { ok: false, message: 'The class to copy to is not on this device any more.' };
  }
  const links = (await linksOfLessons(db, [lesson.id])).get(lesson.id) ?? NO_LINKS;
  const source = { lesson, links };
  if (!hasPlanToCopy(source)) {
    return {
      ok: false,
      message: 'This lesson has no plan to copy yet: add a title or notes first.',
    };
  }

  const slot = await targetSlot(db, target, time, lesson);
  const atDate = await lessonsOfClass(db, target.classId, target.date, target.date);
  const existingAtSlot = atDate.filter(
    (row) => row.deleted_at === null && row.period_id === target.periodId,
  );
  const existingLinks = await linksOfLessons(
    db,
    existingAtSlot.map((row) => row.id),
  );
  const step = planCopyInto({
    source,
    slot,
    existingAtSlot,
    hasLinks: (id) => existingLinks.has(id),
    ownerId,
    newId: () => crypto.randomUUID(),
  });
  if (!step.ok) {
    const period = periodName(time.daySchedule, target.periodId);
    return { ok: false, message: occupiedMessage(targetClass.name, target.date, period) };
  }
  const written = await writeManyWithOutbox(db, copyTableWrites([step.write], ownerId), options);
  return written.ok
    ? { ok: true, copied: 1, notCopied: [] }
    : { ok: false, message: WRITE_FAILED(written.message) };
}

/**
 * Where the copy lands: the class's timetable slot at that date and period when there is one
 * (a double keeps its length); else that period's times from the day schedule; else (no schedule
 * set up) the source lesson's own times.
 */
async function targetSlot(
  db: ReplicaDb,
  target: CopyLessonTarget,
  time: PlannerTime,
  source: { start_time: string | null; end_time: string | null },
): Promise<TeachingSlot> {
  const entries = await entriesOfClass(db, target.classId);
  const fromTimetable = slotsOfClass(time, entries, target.date, target.date).find(
    (slot) => slot.periodId === target.periodId,
  );
  if (fromTimetable) return fromTimetable;
  const period = time.daySchedule.find((row) => row.period_id === target.periodId);
  return {
    date: target.date,
    periodId: target.periodId,
    classId: target.classId,
    periodSpan: 1,
    startTime: period ? period.start || null : source.start_time,
    endTime: period ? period.end || null : source.end_time,
  };
}
