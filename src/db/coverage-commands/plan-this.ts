import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { compareLessons, isMarked, statusAfterEdit, type LessonStatus } from '@/domain/lessons';
import {
  CLASS_NOT_FOUND,
  POINT_NOT_FOUND,
  defaultNewId,
  defaultNow,
  type CoverageCommandContext,
  type CoverageCommandOptions,
  type CoverageRefusal,
} from './coverage-command-result';
import { inRefusableTransaction } from '@/db/refusable-transaction';

/** What Undo needs: the link to remove and the lesson whose status follows it. */
export type PlannedPoint = {
  lessonId: string;
  linkId: string;
  /** YYYY-MM-DD and period of the lesson, for the toast. */
  lessonDate: string;
  periodId: string | null;
  /** The lesson's status before and after, so Undo puts back exactly what was there. */
  statusBefore: LessonStatus;
  statusAfter: LessonStatus;
};

export type PlanThisResult = ({ ok: true } & PlannedPoint) | CoverageRefusal;
export type UndoPlanThisResult = { ok: true } | CoverageRefusal;

const STORES = [
  'classes',
  'syllabus_points',
  'lessons',
  'lesson_syllabus_points',
  'lesson_resources',
] as const;

/**
 * "Plan this": links an untaught point to the class's next lesson that has no syllabus point yet
 * — dated today or later, not COMPLETED or MISSED, earliest by date and start time — and sets that
 * lesson PLANNED (a link is content), in one transaction. Refused with what to do when there is no
 * such lesson.
 */
export function planThis(
  db: ReplicaDb,
  { userId }: CoverageCommandContext,
  input: { classId: string; pointId: string; today: string },
  { now = defaultNow, newId = defaultNewId }: CoverageCommandOptions = {},
): Promise<PlanThisResult> {
  return inRefusableTransaction(db, STORES, async () => {
    const schoolClass = await db.entity('classes').get(input.classId);
    if (!schoolClass || schoolClass.owner_id !== userId || schoolClass.deleted_at !== null)
      return CLASS_NOT_FOUND;
    const point = await db.entity('syllabus_points').get(input.pointId);
    if (!point || point.deleted_at !== null) return POINT_NOT_FOUND;

    const lesson = await nextLessonWithoutPoint(db, userId, input.classId, input.today);
    if (!lesson) {
      return {
        ok: false,
        reason: 'no-lesson',
        message: `No upcoming lesson of ${schoolClass.name} without a syllabus point — generate this term's lessons in the planner.`,
      };
    }
    const linkId = newId();
    const writes: TableWrite[] = [
      {
        table: 'lesson_syllabus_points',
        request: {
          op: 'create',
          row: { id: linkId, owner_id: userId, lesson_id: lesson.id, syllabus_point_id: point.id },
        },
      },
    ];
    const status = statusAfterEdit(lesson, true);
    if (status !== lesson.status)
      writes.push({
        table: 'lessons',
        request: { op: 'update', id: lesson.id, fields: { status } },
      });
    const written = await writeManyWithOutbox(db, writes, { now });
    if (!written.ok) return written;
    return {
      ok: true,
      lessonId: lesson.id,
      linkId,
      lessonDate: lesson.date,
      periodId: lesson.period_id,
      statusBefore: lesson.status,
      statusAfter: status,
    };
  });
}

/**
 * Undoes planThis in one transaction: the link becomes a tombstone and the lesson gets back the
 * status it had, unless someone changed that status since (then it follows its remaining content,
 * as any unlink does).
 */
export function undoPlanThis(
  db: ReplicaDb,
  { userId }: CoverageCommandContext,
  planned: Pick<PlannedPoint, 'lessonId' | 'linkId' | 'statusBefore' | 'statusAfter'>,
  { now = defaultNow }: CoverageCommandOptions = {},
): Promise<UndoPlanThisResult> {
  return inRefusableTransaction(db, STORES, async () => {
    const lesson = await db.entity('lessons').get(planned.lessonId);
    const link = await db.entity('lesson_syllabus_points').get(planned.linkId);
    if (!lesson || lesson.owner_id !== userId || !link || link.lesson_id !== lesson.id) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'That lesson is not on this device any more, so there is nothing to undo.',
      };
    }
    if (link.deleted_at !== null) return { ok: true };
    const writes: TableWrite[] = [
      { table: 'lesson_syllabus_points', request: { op: 'delete', id: link.id } },
    ];
    const status =
      lesson.status === planned.statusAfter
        ? planned.statusBefore
        : await statusWithout(db, lesson, link.id);
    if (status !== lesson.status && lesson.deleted_at === null)
      writes.push({
        table: 'lessons',
        request: { op: 'update', id: lesson.id, fields: { status } },
      });
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true } : written;
  });
}

/** The class's next open lesson from `today` with no live syllabus point, or undefined. */
async function nextLessonWithoutPoint(
  db: ReplicaDb,
  userId: string,
  classId: string,
  today: string,
): Promise<Lesson | undefined> {
  const upcoming = (
    await db
      .entity('lessons')
      .where('[class_id+date]')
      .between([classId, today], [classId, '\uffff'], true, true)
      .toArray()
  )
    .filter(
      (lesson) =>
        lesson.owner_id === userId && lesson.deleted_at === null && !isMarked(lesson.status),
    )
    .sort(compareLessons);
  if (upcoming.length === 0) return undefined;
  const links = await db
    .entity('lesson_syllabus_points')
    .where('lesson_id')
    .anyOf(upcoming.map((lesson) => lesson.id))
    .toArray();
  const withPoint = new Set(
    links.filter((link) => link.deleted_at === null).map((l) => l.lesson_id),
  );
  return upcoming.find((lesson) => !withPoint.has(lesson.id));
}

/** The lesson's status once `removedLinkId` is gone: its other links and text still count. */
async function statusWithout(
  db: ReplicaDb,
  lesson: Lesson,
  removedLinkId: string,
): Promise<LessonStatus> {
  const [points, resources] = await Promise.all([
    db.entity('lesson_syllabus_points').where('lesson_id').equals(lesson.id).toArray(),
    db.entity('lesson_resources').where('lesson_id').equals(lesson.id).toArray(),
  ]);
  const hasLinks = [...points, ...resources].some(
    (link) => link.deleted_at === null && link.id !== removedLinkId,
  );
  return statusAfterEdit(lesson, hasLinks);
}
