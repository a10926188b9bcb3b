import type { ReplicaDb } from '@/db/replica-db';
import { writeWithOutbox, type WriteOptions } from '@/db/write-with-outbox';
import { isMarked } from '@/domain/lessons';

/** Where a lesson moves to: a date and a lesson period of the day schedule, with its times. */
export type LessonSlotTarget = {
  date: string;
  periodId: string;
  startTime: string | null;
  endTime: string | null;
};

export type MoveLessonRefusal = 'not-found' | 'marked' | 'occupied' | 'same-slot';

export type MoveLessonResult =
  { ok: true } | { ok: false; reason: MoveLessonRefusal | 'invalid'; message: string };

/**
 * Moves one of the teacher's lessons to an empty slot (the move lessons flag). It refuses a slot
 * that already holds one of the teacher's lessons (two lessons at once cannot both be taught) and a
 * lesson marked COMPLETED or MISSED (it stays where it was taught; undo the mark first). The checks
 * read inside the write's transaction, so a lesson synced into the slot meanwhile is seen.
 */
export async function moveLesson(
  db: ReplicaDb,
  userId: string,
  lessonId: string,
  target: LessonSlotTarget,
  options: WriteOptions = {},
): Promise<MoveLessonResult> {
  const lessons = db.entity('lessons');
  return db.transaction('rw', [lessons, db.outbox], async () => {
    const lesson = await lessons.get(lessonId);
    if (!lesson || lesson.owner_id !== userId || lesson.deleted_at !== null) {
      return {
        ok: false,
        reason: 'not-found',
        message: 'This lesson is no longer on this device.',
      };
    }
    if (isMarked(lesson.status)) {
      return {
        ok: false,
        reason: 'marked',
        message: `This lesson is marked ${lesson.status === 'COMPLETED' ? 'completed' : 'missed'}, so it stays on ${lesson.date}. Undo the mark to move it.`,
      };
    }
    if (lesson.date === target.date && lesson.period_id === target.periodId) {
      return { ok: false, reason: 'same-slot', message: 'The lesson is already in that slot.' };
    }
    const sameDay = await lessons.where('[owner_id+date]').equals([userId, target.date]).toArray();
    const occupant = sameDay.find(
      (row) => row.deleted_at === null && row.period_id === target.periodId && row.id !== lessonId,
    );
    if (occupant) {
      return {
        ok: false,
        reason: 'occupied',
        message: `That slot on ${target.date} already holds a lesson. Choose an empty slot.`,
      };
    }
    const written = await writeWithOutbox(
      db,
      'lessons',
      {
        op: 'update',
        id: lessonId,
        fields: {
          date: target.date,
          period_id: target.periodId,
          start_time: target.startTime,
          end_time: target.endTime,
        },
      },
      options,
    );
    return written.ok ? { ok: true } : { ok: false, reason: 'invalid', message: written.message };
  });
}
