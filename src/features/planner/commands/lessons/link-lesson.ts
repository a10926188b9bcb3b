import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { statusAfterEdit } from '@/domain/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNewId,
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import { hasLiveLinks, LESSON_STORES, readOwnLesson } from './own-lesson';

/** What a lesson links to: a resource, or a point of the syllabus catalogue. */
export type LessonLinkKind = 'resource' | 'syllabus_point';

export type LinkResult = { ok: true; linkId: string | null } | LessonRefusal;

const TABLE = { resource: 'lesson_resources', syllabus_point: 'lesson_syllabus_points' } as const;

/** The lesson's status after its links changed (a link is content: UNPLANNED ↔ PLANNED). */
async function statusWrite(
  db: ReplicaDb,
  userId: string,
  lessonId: string,
): Promise<TableWrite[] | LessonRefusal> {
  const found = await readOwnLesson(db, userId, lessonId);
  if (!found.ok) return found;
  const status = statusAfterEdit(found.lesson, await hasLiveLinks(db, lessonId));
  return status === found.lesson.status
    ? []
    : [{ table: 'lessons', request: { op: 'update', id: lessonId, fields: { status } } }];
}

/**
 * Links a resource or syllabus point to a lesson (a no-op when it is linked already). The link
 * and the status it implies are written together.
 */
export function linkToLesson(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { lessonId: string; kind: LessonLinkKind; targetId: string },
  { now = defaultNow, newId = defaultNewId }: LessonCommandOptions = {},
): Promise<LinkResult> {
  const { lessonId, kind, targetId } = input;
  return inOneTransaction(db, LESSON_STORES, async () => {
    const found = await readOwnLesson(db, userId, lessonId);
    if (!found.ok) return found;
    const links = await db.entity(TABLE[kind]).where('lesson_id').equals(lessonId).toArray();
    const already = links.find(
      (link) =>
        link.deleted_at === null &&
        ('resource_id' in link ? link.resource_id : link.syllabus_point_id) === targetId,
    );
    if (already) return { ok: true, linkId: already.id };
    const id = newId();
    const row = { id, owner_id: userId, lesson_id: lessonId };
    const link: TableWrite =
      kind === 'resource'
        ? {
            table: 'lesson_resources',
            request: { op: 'create', row: { ...row, resource_id: targetId } },
          }
        : {
            table: 'lesson_syllabus_points',
            request: { op: 'create', row: { ...row, syllabus_point_id: targetId } },
          };
    const first = await writeManyWithOutbox(db, [link], { now });
    if (!first.ok) return first;
    const status = await statusWrite(db, userId, lessonId);
    if (!Array.isArray(status)) return status;
    const second = await writeManyWithOutbox(db, status, { now });
    return second.ok ? { ok: true, linkId: id } : second;
  });
}

/** Removes a link (a tombstone); the lesson's status follows in the same transaction. */
export function unlinkFromLesson(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  input: { lessonId: string; kind: LessonLinkKind; linkId: string },
  { now = defaultNow }: LessonCommandOptions = {},
): Promise<LinkResult> {
  const { lessonId, kind, linkId } = input;
  return inOneTransaction(db, LESSON_STORES, async () => {
    const found = await readOwnLesson(db, userId, lessonId);
    if (!found.ok) return found;
    const removed = await writeManyWithOutbox(
      db,
      [{ table: TABLE[kind], request: { op: 'delete', id: linkId } }],
      {
        now,
      },
    );
    if (!removed.ok) return removed;
    const status = await statusWrite(db, userId, lessonId);
    if (!Array.isArray(status)) return status;
    const written = await writeManyWithOutbox(db, status, { now });
    return written.ok ? { ok: true, linkId: null } : written;
  });
}
