import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox } from '@/db/write-with-outbox';
import { type SchedulePeriod, type SchoolCalendar } from '@/domain/calendar';
import {
  invertBump,
  placeOfLesson,
  planBump,
  type BumpDirection,
  type LessonMove,
  type LessonPlace,
} from '../../model/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { moveWrites } from './lesson-moves';
import { readOwnLesson } from './own-lesson';
import { readClassLessons, readTeacherSlots, SLOT_STORES } from './teacher-slots';

export type BumpPreview =
  | {
      ok: true;
      classId: string;
      /** Every lesson that moves, old → new place, in teaching order (none when none can). */
      moves: LessonMove[];
      /**
       * Lessons with no slot left before the end of the year: they stay where they are (and no
       * move lands on their place), in teaching order, so the preview and the result name them.
       */
      staying: StayingLesson[];
    }
  | LessonRefusal;

/** A lesson a bump leaves where it is, as the preview names it. */
export type StayingLesson = { lessonId: string; place: LessonPlace; title: string | null };

/** The calendar year holding a date: bumps run over the class's slots for the rest of it. */
const yearOf = (date: string) => ({
  from: `${date.slice(0, 4)}-01-01`,
  to: `${date.slice(0, 4)}-12-31`,
});

/**
 * Plans a bump of a class's lessons from `lessonId` one slot forward or back (planBump over the
 * class's slots of the lesson's year, closures and own off days left out). Reads only: the
 * preview shows the moves and the lessons that stay for want of a slot (never two lessons in
 * one period: issue 16), and applyLessonMoves writes the moves. No move at all is still a plan
 * (moves empty, staying named), so the panel can say which lessons have nowhere to go.
 */
export async function previewLessonBump(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: {
    lessonId: string;
    direction: BumpDirection;
    calendar: SchoolCalendar;
    daySchedule: readonly SchedulePeriod[];
  },
): Promise<BumpPreview> {
  const found = await readOwnLesson(db, userId, input.lessonId);
  if (!found.ok) return found;
  const { lesson } = found;
  const range = yearOf(lesson.date);
  const [slots, lessons] = await Promise.all([
    readTeacherSlots(
      db,
      userId,
      { calendar: input.calendar, daySchedule: input.daySchedule, range },
      lesson.class_id,
    ),
    readClassLessons(db, lesson.class_id, range),
  ]);
  const plan = planBump({
    classId: lesson.class_id,
    fromLessonId: lesson.id,
    direction: input.direction,
    lessons,
    slots,
  });
  if (!plan.ok) return { ok: false, reason: 'bump', message: plan.message };
  const byId = new Map(lessons.map((row) => [row.id, row]));
  const staying = plan.overflow.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ lessonId: id, place: placeOfLesson(row), title: row.title }] : [];
  });
  return { ok: true, classId: lesson.class_id, moves: plan.moves, staying };
}

export type MovesResult = { ok: true; moves: LessonMove[] } | LessonRefusal;

/**
 * Writes a previewed bump: every move in one batch (all or none), refused when any lesson is
 * no longer where the preview found it. Returns the moves that undo it (invertBump).
 */
export function applyLessonMoves(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { moves: readonly LessonMove[] },
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<MovesResult> {
  return inOneTransaction(db, SLOT_STORES, async () => {
    const writes = await moveWrites(db, userId, input.moves);
    if (!Array.isArray(writes)) return writes;
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true, moves: invertBump(input.moves) } : written;
  });
}
