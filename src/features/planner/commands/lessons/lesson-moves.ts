import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import type { TableWrite } from '@/db/write-with-outbox';
import { sameTimeOfDay } from '@/domain/lessons';
import { type LessonMove, type LessonPlace } from '../../model/lessons';
import type { LessonRefusal } from './lesson-command-result';

const samePlace = (lesson: Lesson, place: LessonPlace) =>
  lesson.date === place.date &&
  lesson.period_id === place.periodId &&
  sameTimeOfDay(lesson.start_time, place.startTime) &&
  sameTimeOfDay(lesson.end_time, place.endTime);

/**
 * The writes that carry out `moves`, after checking every lesson is still live and where the
 * plan found it: a preview left open while another tab (or a pull) moved a lesson must not
 * apply, or two lessons would land in one slot.
 */
export async function moveWrites(
  db: ReplicaDb,
  userId: string,
  moves: readonly LessonMove[],
): Promise<TableWrite[] | LessonRefusal> {
  const lessons = await db.entity('lessons').bulkGet(moves.map((move) => move.lessonId));
  const stale = moves.some((move, index) => {
    const lesson = lessons[index];
    return (
      !lesson ||
      lesson.owner_id !== userId ||
      lesson.deleted_at !== null ||
      !samePlace(lesson, move.from)
    );
  });
  if (stale) {
    return {
      ok: false,
      reason: 'stale',
      message:
        'Lessons of this class changed since the preview, so nothing was moved. Preview the bump again.',
    };
  }
  return moves.map(({ lessonId, to }) => ({
    table: 'lessons',
    request: {
      op: 'update',
      id: lessonId,
      fields: {
        date: to.date,
        period_id: to.periodId,
        start_time: to.startTime,
        end_time: to.endTime,
      },
    },
  }));
}
