import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import type { SchoolCalendar } from '../../model/calendar';
import {
  groupSlotsByClass,
  invertBump,
  planOffDay,
  type LessonMove,
  type SchedulePeriod,
} from '../../model/lessons';
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

/**
 * Marks `date` as the teacher's own off day (DESIGN §7): every class with an unmarked lesson
 * that day bumps forward from it (planOffDay), and the day is stored as the teacher's OWN closure
 * (owner_id = the teacher, no school, shifts_cycle false: a personal day off must not shift the
 * school's cycle for anyone), so generation never refills it. Closure and moves are one batch.
 */
export function markOffDay(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: {
    date: string;
    reason: string;
    calendar: SchoolCalendar;
    daySchedule: readonly SchedulePeriod[];
  },
  { now = defaultNow, newId = defaultNewId }: LessonCommandOptions = {},
): Promise<OffDayResult> {
  const { date, calendar, daySchedule } = input;
  const range = { from: date, to: `${date.slice(0, 4)}-12-31` };
  return inOneTransaction(db, SLOT_STORES, async () => {
    if ((await readOwnOffDays(db, userId)).has(date)) {
      return { ok: false, reason: 'off-day', message: `${date} is already one of your off days.` };
    }
    const [slots, lessons] = await Promise.all([
      readTeacherSlots(db, userId, { calendar, daySchedule, range }),
      readTeacherLessons(db, userId, range),
    ]);
    const plan = planOffDay({
      date,
      reason: input.reason,
      lessons,
      slotsByClass: groupSlotsByClass(slots),
    });
    if (!plan.ok) return { ok: false, reason: 'off-day', field: 'reason', message: plan.message };
    const moves = plan.plans.flatMap(({ plan: bump }) => (bump.ok ? bump.moves : []));
    const overflow = plan.plans.reduce(
      (sum, { plan: bump }) => sum + (bump.ok ? bump.overflow.length : 0),
      0,
    );
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
          date,
          reason: plan.reason,
          shifts_cycle: false,
        },
      },
    };
    const written = await writeManyWithOutbox(db, [closure, ...writes], { now });
    return written.ok ? { ok: true, closureId, moves, overflow } : written;
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
