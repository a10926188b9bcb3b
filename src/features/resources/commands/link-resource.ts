import type { ReplicaDb } from '@/db/replica-db';
import { inRefusableTransaction } from '@/db/refusable-transaction';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { statusAfterEdit } from '@/domain/lessons';
import {
  defaultNewId,
  defaultNow,
  LESSON_NOT_FOUND,
  RESOURCE_NOT_FOUND,
  type ResourceCommandOptions,
  type ResourceContext,
  type ResourceRefusal,
} from './resource-command-result';

/** The link row written (or already there): undo removes it when `created`. */
export type LinkedLesson = { ok: true; linkId: string; created: boolean } | ResourceRefusal;
export type UnlinkResult = { ok: true } | ResourceRefusal;

const LINK_STORES = ['lessons', 'lesson_resources', 'lesson_syllabus_points', 'resources'] as const;

async function ownLiveLesson(db: ReplicaDb, userId: string, lessonId: string) {
  const lesson = await db.entity('lessons').get(lessonId);
  return lesson && lesson.owner_id === userId && lesson.deleted_at === null ? lesson : null;
}

/** The lesson's stored status once its links are as they are now (a link is content). */
async function statusWrites(db: ReplicaDb, userId: string, lessonId: string) {
  const lesson = await ownLiveLesson(db, userId, lessonId);
  if (!lesson) return LESSON_NOT_FOUND;
  const [resources, points] = await Promise.all([
    db.entity('lesson_resources').where('lesson_id').equals(lessonId).toArray(),
    db.entity('lesson_syllabus_points').where('lesson_id').equals(lessonId).toArray(),
  ]);
  const hasLinks = [...resources, ...points].some((link) => link.deleted_at === null);
  const status = statusAfterEdit(lesson, hasLinks);
  const writes: TableWrite[] =
    status === lesson.status
      ? []
      : [{ table: 'lessons', request: { op: 'update', id: lessonId, fields: { status } } }];
  return writes;
}

/**
 * Links a resource the teacher can see to one of their lessons, from the resource's side (the
 * lesson panel links from the other). The link and the lesson's status (an unplanned lesson with
 * a resource is planned) are written together; linking twice is a no-op.
 */
export function linkResourceToLesson(
  db: ReplicaDb,
  ctx: ResourceContext,
  input: { resourceId: string; lessonId: string },
  { now = defaultNow, newId = defaultNewId }: ResourceCommandOptions = {},
): Promise<LinkedLesson> {
  return inRefusableTransaction(db, LINK_STORES, async () => {
    const resource = await db.entity('resources').get(input.resourceId);
    if (!resource || resource.deleted_at !== null) return RESOURCE_NOT_FOUND;
    if (!(await ownLiveLesson(db, ctx.userId, input.lessonId))) return LESSON_NOT_FOUND;
    const links = await db
      .entity('lesson_resources')
      .where('lesson_id')
      .equals(input.lessonId)
      .toArray();
    const already = links.find(
      (link) => link.deleted_at === null && link.resource_id === input.resourceId,
    );
    if (already) return { ok: true, linkId: already.id, created: false };
    const linkId = newId();
    const link: TableWrite = {
      table: 'lesson_resources',
      request: {
        op: 'create',
        row: {
          id: linkId,
          owner_id: ctx.userId,
          lesson_id: input.lessonId,
          resource_id: input.resourceId,
        },
      },
    };
    const first = await writeManyWithOutbox(db, [link], { now });
    if (!first.ok) return first;
    const status = await statusWrites(db, ctx.userId, input.lessonId);
    if (!Array.isArray(status)) return status;
    const second = await writeManyWithOutbox(db, status, { now });
    return second.ok ? { ok: true, linkId, created: true } : second;
  });
}

/** Undoes linkResourceToLesson: the link becomes a tombstone and the status follows. */
export function unlinkResourceFromLesson(
  db: ReplicaDb,
  ctx: ResourceContext,
  input: { lessonId: string; linkId: string },
  { now = defaultNow }: ResourceCommandOptions = {},
): Promise<UnlinkResult> {
  return inRefusableTransaction(db, LINK_STORES, async () => {
    const link = await db.entity('lesson_resources').get(input.linkId);
    if (!link || link.owner_id !== ctx.userId || link.lesson_id !== input.lessonId)
      return LESSON_NOT_FOUND;
    if (link.deleted_at !== null) return { ok: true };
    const removed = await writeManyWithOutbox(
      db,
      [{ table: 'lesson_resources', request: { op: 'delete', id: input.linkId } }],
      { now },
    );
    if (!removed.ok) return removed;
    const status = await statusWrites(db, ctx.userId, input.lessonId);
    if (!Array.isArray(status)) return status;
    const written = await writeManyWithOutbox(db, status, { now });
    return written.ok ? { ok: true } : written;
  });
}
