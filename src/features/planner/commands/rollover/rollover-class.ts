import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite, type WriteOptions } from '@/db/write-with-outbox';
import {
  entriesToCopy,
  findRolloverTarget,
  nextAcademicYear,
  planSequenceCopy,
  rolloverRange,
  shortDate,
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
} from '../copy/copy-replica';

export type RolloverRequest = {
  classId: string;
  /** The new class's name; the old one's when absent. */
  name?: string;
  /** Start of the new year when the calendar has no terms for it yet (or to override them). */
  startDate?: string | null;
};

export type RolloverPreview =
  | {
      ok: true;
      name: string;
      academicYear: string;
      range: { start: string; end: string };
      /** An existing class of the new year that will be reused, or null: a new one is made. */
      reuseClassId: string | null;
      newClassId: string;
      entryCount: number;
      slotCount: number;
      plan: SequenceCopy;
      notCopied: string[];
    }
  | { ok: false; field?: 'name' | 'startDate'; message: string };

/**
 * What rolling a class over would do: the class of the next academic year (reused if one with
 * that name exists), its timetable (copied unless it has one), and this year's lessons mapped in
 * order onto the new year's slots. Reads only.
 */
export async function previewRollover(
  db: ReplicaDb,
  ownerId: string,
  request: RolloverRequest,
  time: PlannerTime,
): Promise<RolloverPreview> {
  const source = await db.entity('classes').get(request.classId);
  if (!source || source.deleted_at !== null) {
    return { ok: false, message: 'This class is not on this device any more.' };
  }
  const name = (request.name ?? source.name).trim();
  if (name === '') return { ok: false, field: 'name', message: 'Enter a name for the new class.' };
  const academicYear = nextAcademicYear(source.academic_year);
  if (academicYear === null) {
    return {
      ok: false,
      message: `${source.name} has no academic year (e.g. 2026) to roll over from; set it in Classes first.`,
    };
  }
  const range = rolloverRange(time.calendar.terms, academicYear, request.startDate ?? null);
  if (range === null) {
    return {
      ok: false,
      field: 'startDate',
      message: `The calendar has no terms in ${academicYear} yet: choose the date the new year starts.`,
    };
  }
  const classes = await db.entity('classes').where('owner_id').equals(ownerId).toArray();
  const reuse = findRolloverTarget(source, name, academicYear, classes);
  const newClassId = reuse?.id ?? crypto.randomUUID();

  const [sourceEntries, targetEntries, sourceLessons, targetLessons] = await Promise.all([
    entriesOfClass(db, source.id),
    reuse ? entriesOfClass(db, reuse.id) : Promise.resolve([]),
    db.entity('lessons').where('class_id').equals(source.id).toArray(),
    reuse ? lessonsOfClass(db, reuse.id, range.start, range.end) : Promise.resolve([]),
  ]);
  const copiedEntries = entriesToCopy(sourceEntries, targetEntries);
  const entries = (copiedEntries.length > 0 ? copiedEntries : targetEntries).map((entry) => ({
    ...entry,
    class_id: newClassId,
  }));
  // "This year" is the class's own lessons: a class belongs to one academic year.
  const live = sourceLessons.filter((row) => row.deleted_at === null);
  const links = await linksOfLessons(
    db,
    [...live, ...targetLessons].map((row) => row.id),
  );
  const slots = slotsOfClass(time, entries, range.start, range.end);
  const plan = planSequenceCopy({
    sourceLessons: live,
    linksOf: (id) => links.get(id),
    targetSlots: slots,
    targetLessons,
    ownerId,
    newId: () => crypto.randomUUID(),
  });
  const describe = (id: string) => {
    const lesson = live.find((row) => row.id === id);
    return `${lesson?.title?.trim() || 'Untitled lesson'} (${lesson ? shortDate(lesson.date) : ''})`;
  };
  const notCopied = plan.notCopied.map((item) =>
    item.reason === 'no-slot'
      ? `${describe(item.sourceId)}: no lesson left in the new year`
      : `${describe(item.sourceId)}: its slot in the new year is already planned`,
  );
  return {
    ok: true,
    name,
    academicYear,
    range,
    reuseClassId: reuse?.id ?? null,
    newClassId,
    entryCount: copiedEntries.length,
    slotCount: slots.length,
    plan,
    notCopied,
  };
}

/**
 * Rolls a class over to next year in ONE batch: the new class (same fields, academic year + 1),
 * its timetable entries, and the planned lessons (plan text and links only) on the new year's
 * slots. Empty slots are left to lesson generation, which fills them idempotently.
 */
export async function rolloverClass(
  db: ReplicaDb,
  ownerId: string,
  request: RolloverRequest,
  time: PlannerTime,
  options: WriteOptions = {},
): Promise<CopyResult & { classId?: string }> {
  const preview = await previewRollover(db, ownerId, request, time);
  if (!preview.ok) return preview;
  const source = await db.entity('classes').get(request.classId);
  if (!source) return { ok: false, message: 'This class is not on this device any more.' };
  const sourceEntries = entriesToCopy(
    await entriesOfClass(db, source.id),
    preview.reuseClassId ? await entriesOfClass(db, preview.reuseClassId) : [],
  );

  const writes: TableWrite[] = [];
  if (preview.reuseClassId === null) {
    writes.push({
      table: 'classes',
      request: {
        op: 'create',
        row: {
          id: preview.newClassId,
          owner_id: ownerId,
          school_id: source.school_id,
          name: preview.name,
          subject: source.subject,
          year: source.year,
          syllabus_stage: source.syllabus_stage,
          academic_year: preview.academicYear,
          room: source.room,
          colour: source.colour,
          syllabus_id: source.syllabus_id,
          notes: source.notes,
          archived_at: null,
        },
      },
    });
  }
  for (const entry of sourceEntries) {
    writes.push({
      table: 'timetable_entries',
      request: {
        op: 'create',
        row: {
          id: crypto.randomUUID(),
          owner_id: ownerId,
          class_id: preview.newClassId,
          cycle_day: entry.cycle_day,
          period_id: entry.period_id,
          period_span: entry.period_span,
          room: entry.room,
        },
      },
    });
  }
  writes.push(...copyTableWrites(preview.plan.writes, ownerId));
  const written = await writeManyWithOutbox(db, writes, options);
  return written.ok
    ? {
        ok: true,
        copied: preview.plan.writes.length,
        notCopied: preview.notCopied,
        classId: preview.newClassId,
      }
    : { ok: false, message: WRITE_FAILED(written.message) };
}
