import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import { inRefusableTransaction } from '@/db/refusable-transaction';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { isMarked } from '@/domain/lessons';
import {
  isUnchangedSince,
  lessonFieldsFrom,
  linkableIds,
  partOfItem,
  type ItemPlan,
} from '../model/item-lessons';
import { itemPlanOf } from './item-commands';
import {
  emptyUndo,
  LESSON_LINK_STORES,
  lessonWrites,
  liveLinksOf,
  onDeviceIds,
  type LessonLinks,
  type LessonsUndo,
} from './lesson-writes';
import {
  defaultNewId,
  defaultNow,
  ITEM_NOT_FOUND,
  type ProgramCommandOptions,
  type ProgramContext,
  type ProgramRefusal,
} from './program-command-result';

/** Which item was edited, what it gave lessons before the edit, and the teacher's today. */
export type ItemLessonsInput = { itemId: string; before: ItemPlan; today: string };

export type LessonsToUpdate = { ok: true; lessonIds: string[] } | ProgramRefusal;
export type LessonsUpdated = { ok: true; count: number; undo: LessonsUndo } | ProgramRefusal;

const STORES = ['program_items', 'syllabus_points', 'resources', ...LESSON_LINK_STORES] as const;

/**
 * The teacher's lessons from today on, made from the item, not yet taught or marked, that still
 * hold exactly what the item gave them before the edit (nobody planned over them), in date order.
 */
async function unchangedLessons(
  db: ReplicaDb,
  { userId }: ProgramContext,
  { itemId, before, today }: ItemLessonsInput,
): Promise<{ lessons: Lesson[]; links: Map<string, LessonLinks> }> {
  const lessons = (await db.entity('lessons').where('program_item_id').equals(itemId).toArray())
    .filter(
      (lesson) =>
        lesson.owner_id === userId &&
        lesson.deleted_at === null &&
        lesson.date >= today &&
        !isMarked(lesson.status),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const links = await liveLinksOf(
    db,
    lessons.map((lesson) => lesson.id),
  );
  const onDevice = await onDeviceIds(db, before.syllabus_point_ids, before.resource_ids);
  const unchanged = lessons.filter((lesson) => {
    const linked = links.get(lesson.id) ?? { points: [], resources: [] };
    return isUnchangedSince(
      {
        ...lesson,
        pointIds: linked.points.map((link) => link.targetId),
        resourceIds: linked.resources.map((link) => link.targetId),
      },
      before,
      onDevice,
    );
  });
  return { lessons: unchanged, links };
}

/** The future lessons an item edit may update: what the offer counts. Writes nothing. */
export async function lessonsToUpdate(
  db: ReplicaDb,
  ctx: ProgramContext,
  input: ItemLessonsInput,
): Promise<LessonsToUpdate> {
  const { lessons } = await db.transaction('r', [...STORES], () =>
    unchangedLessons(db, ctx, input),
  );
  return { ok: true, lessonIds: lessons.map((lesson) => lesson.id) };
}

/**
 * Rewrites the unchanged future lessons of an item from the item as it is now, in ONE
 * transaction: the plan fields (each lesson keeps its part, "2 of 3") and exactly the item's
 * syllabus points and resources. Checked again inside the transaction, so a lesson edited since
 * the offer was made is left alone. undoUpdateFutureLessons puts every lesson back.
 */
export function updateFutureLessons(
  db: ReplicaDb,
  ctx: ProgramContext,
  input: ItemLessonsInput,
  { now = defaultNow, newId = defaultNewId }: ProgramCommandOptions = {},
): Promise<LessonsUpdated> {
  return inRefusableTransaction(db, STORES, async (): Promise<LessonsUpdated> => {
    const row = await db.entity('program_items').get(input.itemId);
    if (!row || row.deleted_at !== null) return ITEM_NOT_FOUND;
    const item = itemPlanOf(row);
    const { lessons, links } = await unchangedLessons(db, ctx, input);
    const onDevice = await onDeviceIds(db, item.syllabus_point_ids, item.resource_ids);
    const wanted = {
      pointIds: linkableIds(item.syllabus_point_ids, onDevice.point),
      resourceIds: linkableIds(item.resource_ids, onDevice.resource),
    };
    const undo = emptyUndo();
    const writes: TableWrite[] = lessons.flatMap((lesson) =>
      lessonWrites({
        lesson,
        // Found by its title, so never null here.
        fields: lessonFieldsFrom(
          item,
          partOfItem(lesson.title, input.before) ?? {
            part: 1,
            parts: 1,
          },
        ),
        links: links.get(lesson.id) ?? { points: [], resources: [] },
        wanted,
        userId: ctx.userId,
        newId,
        undo,
      }),
    );
    if (writes.length > 0) {
      const written = await writeManyWithOutbox(db, writes, { now });
      if (!written.ok) return written;
    }
    return { ok: true, count: lessons.length, undo };
  });
}
