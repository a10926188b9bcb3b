import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import {
  occupiedMessage,
  periodName,
  planSequenceCopy,
  weekOf,
  type SequenceCopy,
} from '../../model/copy';
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

export type CopyWeekRequest = {
  classId: string;
  /** Any date in the source week (its Monday is used). */
  weekStart: string;
  /** Any date in the target week. */
  targetWeekStart: string;
  /** Another class to copy into; the same class when absent. */
  targetClassId?: string;
};

export type WeekCopyPreview =
  | {
      ok: true;
      plan: SequenceCopy;
      /** Lessons in the source week, empty ones included. */
      sourceCount: number;
      /** One line per planned lesson that will not be copied, naming it and why. */
      notCopied: string[];
    }
  | { ok: false; message: string };

/**
 * What copying a class's week would do, without writing: the n-th lesson of the source week onto
 * the n-th slot of the target week (the target class's timetable, which may have a different
 * number of lessons). For the dialog's preview and for `copyWeek` itself.
 */
export async function previewWeekCopy(
  db: ReplicaDb,
  ownerId: string,
  request: CopyWeekRequest,
  time: PlannerTime,
): Promise<WeekCopyPreview> {
  const targetClassId = request.targetClassId ?? request.classId;
  const source = weekOf(request.weekStart);
  const target = weekOf(request.targetWeekStart);
  if (source.monday === target.monday && targetClassId === request.classId) {
    return { ok: false, message: 'Choose another week or another class to copy to.' };
  }
  const targetClass = await db.entity('classes').get(targetClassId);
  if (!targetClass || targetClass.deleted_at !== null) {
    return { ok: false, message: 'The class to copy to is not on this device any more.' };
  }
  const [sourceLessons, targetLessons, entries] = await Promise.all([
    lessonsOfClass(db, request.classId, source.monday, source.friday),
    lessonsOfClass(db, targetClassId, target.monday, target.friday),
    entriesOfClass(db, targetClassId),
  ]);
  const live = sourceLessons.filter((row) => row.deleted_at === null);
  const links = await linksOfLessons(
    db,
    [...live, ...targetLessons].map((row) => row.id),
  );
  const plan = planSequenceCopy({
    sourceLessons: live,
    linksOf: (id) => links.get(id),
    targetSlots: slotsOfClass(time, entries, target.monday, target.friday),
    targetLessons,
    ownerId,
    newId: () => crypto.randomUUID(),
  });
  const titleOf = (id: string) =>
    live.find((row) => row.id === id)?.title?.trim() || 'Untitled lesson';
  const notCopied = plan.notCopied.map((item) =>
    item.reason === 'no-slot' || !item.slot
      ? `${titleOf(item.sourceId)}: ${targetClass.name} has fewer lessons that week`
      : `${titleOf(item.sourceId)}: ${occupiedMessage(targetClass.name, item.slot.date, periodName(time.daySchedule, item.slot.periodId))}`,
  );
  return { ok: true, plan, sourceCount: live.length, notCopied };
}

/**
 * Copies every planned lesson of a class's week (plan text and links) to the same positions in
 * another week and/or class, in one batch: all of it or none. Lessons that cannot go (no n-th
 * lesson in the target, or a slot already planned) are reported, not forced.
 */
export async function copyWeek(
  db: ReplicaDb,
  ownerId: string,
  request: CopyWeekRequest,
  time: PlannerTime,
  options: WriteOptions = {},
): Promise<CopyResult> {
  const preview = await previewWeekCopy(db, ownerId, request, time);
  if (!preview.ok) return preview;
  if (preview.plan.writes.length === 0) {
    return {
      ok: false,
      message:
        preview.notCopied.length > 0
          ? `Nothing could be copied. ${preview.notCopied.join('. ')}`
          : 'That week has no planned lessons to copy.',
    };
  }
  const written = await writeManyWithOutbox(
    db,
    copyTableWrites(preview.plan.writes, ownerId),
    options,
  );
  return written.ok
    ? { ok: true, copied: preview.plan.writes.length, notCopied: preview.notCopied }
    : { ok: false, message: WRITE_FAILED(written.message) };
}
