import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { type SchedulePeriod, type SchoolCalendar } from '@/domain/calendar';
import { groupSlotsByClass, invertBump, planOffDay, type LessonMove } from '../../model/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNewId,
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { moveWrites } from './lesson-moves';
import { readOwnOffDays, readTeacherLessons, readTeacherSlots, SLOT_STORES } from './teacher-slots';

export type OffDayInput = {
  date: string;
  reason: string;
  calendar: SchoolCalendar;
  daySchedule: readonly SchedulePeriod[];
};

/** What an off day would move, per class (for the preview). */
export type OffDayClassMoves = { classId: string; className: string; moves: LessonMove[] };

export type OffDayPreview =
  { ok: true; reason: string; classes: OffDayClassMoves[]; overflow: number } | LessonRefusal;

export type OffDayResult =
  | {
      ok: true;
      closureId: string;
      /** Every lesson moved, old → new place (what undoOffDay puts back). */
      moves: LessonMove[];
      /** Lessons with no slot left this year: they stay where they were. */
      overflow: number;
    }
  | LessonRefusal;

/** planOffDay over the teacher's slots and lessons from `date` to the end of its year. */
async function planTeacherOffDay(
  db: ReplicaDb,
  userId: string,
  { date, reason, calendar, daySchedule }: OffDayInput,
): Promise<OffDayPreview> {
  if ((await readOwnOffDays(db, userId)).has(date)) {
    return { ok: false, reason: 'off-day', message: `${date} is already one of your off days.` };
  }
  const range = { from: date, to: `${date.slice(0, 4)}-12-31` };
  const [slots, lessons, classes] = await Promise.all([
    readTeacherSlots(db, userId, { calendar, daySchedule, range }),
    readTeacherLessons(db, userId, range),
    db.entity('classes').where('owner_id').equals(userId).toArray(),
  ]);
  const plan = planOffDay({ date, reason, lessons, slotsByClass: groupSlotsByClass(slots) });
  if (!plan.ok) return { ok: false, reason: 'off-day', field: 'reason', message: plan.message };
  const names = new Map(classes.map((row) => [row.id, row.name]));
  let overflow = 0;
  const perClass = plan.plans.map(({ classId, plan: bump }) => {
    // A forward bump from an unmarked lesson is never refused (planBump).
    const moves = bump.ok ? bump.moves : [];
    overflow += bump.ok ? bump.overflow.length : 0;
    return { classId, className: names.get(classId) ?? 'A class', moves };
  });
  return { ok: true, reason: plan.reason, classes: perClass, overflow };
}

/** What marking `date` as an off day would move, without writing anything. */
export function previewOffDay(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: OffDayInput,
): Promise<OffDayPreview> {
  return planTeacherOffDay(db, userId, input);
}

/**
 * Marks `date` as the teacher's own off day (DESIGN §7): every class with an unmarked lesson
 * that day bumps forward from it (planOffDay), and the day is stored as the teacher's OWN closure
 * (owner_id = the teacher, no school, shifts_cycle false: a personal day off must not shift the
 * school's cycle for anyone), so generation never refills it. Closure and moves are one batch.
 */
export function markOffDay(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: OffDayInput,
  { now = defaultNow, newId = defaultNewId }: LessonCommandOptions = {},
): Promise<OffDayResult> {
  return inOneTransaction(db, SLOT_STORES, async () => {
    const plan = await planTeacherOffDay(db, userId, input);
    if (!plan.ok) return plan;
    const moves = plan.classes.flatMap((entry) => entry.moves);
    const writes = await moveWrites(db, userId, moves);
    if (!Array.isArray(writes)) return writes;
    const closureId = newId();
    const closure: TableWrite = {
      table: 'school_closures',
      request: {
        op: 'create',
        row: {
          id: closureId,
          school_id: null,
          owner_id: userId,
          date: input.date,
          reason: plan.reason,
          shifts_cycle: false,
        },
      },
    };
    const written = await writeManyWithOutbox(db, [closure, ...writes], { now });
    return written.ok ? { ok: true, closureId, moves, overflow: plan.overflow } : written;
  });
}

/** Takes an off day back: the closure goes (a tombstone) and every lesson returns, in one batch. */
export function undoOffDay(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { closureId: string; moves: readonly LessonMove[] },
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<{ ok: true } | LessonRefusal> {
  return inOneTransaction(db, SLOT_STORES, async () => {
    const writes = await moveWrites(db, userId, invertBump(input.moves));
    if (!Array.isArray(writes)) return writes;
    const removal: TableWrite = {
      table: 'school_closures',
      request: { op: 'delete', id: input.closureId },
    };
    const written = await writeManyWithOutbox(db, [removal, ...writes], { now });
    return written.ok ? { ok: true as const } : written;
  });
}
