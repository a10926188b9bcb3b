import type { Lesson } from '@/db/entities/lesson';
import type { ReplicaDb } from '@/db/replica-db';
import type { TableWrite } from '@/db/write-with-outbox';
import { linkChanges } from '../model/item-lessons';

/**
 * What applying a program and updating lessons from an item write to a lesson, and how undo puts
 * it back: the plan fields with their values before, plus the link rows created and removed.
 * Shared by apply-program.ts and item-lessons.ts so both undo the same way.
 */

/** The lesson fields a program writes: what undo restores. */
export const PROGRAM_LESSON_FIELDS = [
  'title',
  'objectives',
  'success_criteria',
  'activities',
  'program_item_id',
  'status',
] as const satisfies readonly (keyof Lesson)[];
export type ProgramLessonFields = Pick<Lesson, (typeof PROGRAM_LESSON_FIELDS)[number]>;

export type LinkTable = 'lesson_syllabus_points' | 'lesson_resources';
/** One link row a write created or tombstoned. */
export type LinkRef = { table: LinkTable; id: string };

/** Exactly what undo needs: every lesson's fields before, and the link rows touched. */
export type LessonsUndo = {
  previous: { lessonId: string; fields: ProgramLessonFields }[];
  createdLinks: LinkRef[];
  removedLinks: LinkRef[];
};

/** A live link of a lesson, by what it points at. */
export type LessonLink = { id: string; targetId: string };
export type LessonLinks = { points: LessonLink[]; resources: LessonLink[] };

export const LESSON_LINK_STORES = [
  'lessons',
  'lesson_syllabus_points',
  'lesson_resources',
] as const;

/**
 * The live syllabus point and resource links of each lesson (none: empty lists). One `equals`
 * per lesson rather than one `anyOf`: Dexie's anyOf walks a cursor that fake-indexeddb (the
 * bench and tests) moves in time proportional to the store, so with a few thousand link rows it
 * took seconds; per-lesson lookups cost the same in a browser and stay flat there too.
 */
export async function liveLinksOf(
  db: ReplicaDb,
  lessonIds: readonly string[],
): Promise<Map<string, LessonLinks>> {
  const [points, resources] = await Promise.all([
    Promise.all(
      lessonIds.map((id) =>
        db.entity('lesson_syllabus_points').where('lesson_id').equals(id).toArray(),
      ),
    ).then((rows) => rows.flat()),
    Promise.all(
      lessonIds.map((id) => db.entity('lesson_resources').where('lesson_id').equals(id).toArray()),
    ).then((rows) => rows.flat()),
  ]);
  const links = new Map<string, LessonLinks>(
    lessonIds.map((id) => [id, { points: [], resources: [] }]),
  );
  for (const row of points)
    if (row.deleted_at === null)
      links.get(row.lesson_id)?.points.push({ id: row.id, targetId: row.syllabus_point_id });
  for (const row of resources)
    if (row.deleted_at === null)
      links.get(row.lesson_id)?.resources.push({ id: row.id, targetId: row.resource_id });
  return links;
}

/** Ids on this device of the syllabus points and resources applying may link. */
export async function onDeviceIds(
  db: ReplicaDb,
  pointIds: readonly string[],
  resourceIds: readonly string[],
): Promise<{ point: (id: string) => boolean; resource: (id: string) => boolean }> {
  const [points, resources] = await Promise.all([
    db.entity('syllabus_points').bulkGet([...new Set(pointIds)]),
    db.entity('resources').bulkGet([...new Set(resourceIds)]),
  ]);
  const livePoints = new Set(points.flatMap((p) => (p && p.deleted_at === null ? [p.id] : [])));
  const liveResources = new Set(
    resources.flatMap((r) => (r && r.deleted_at === null ? [r.id] : [])),
  );
  return { point: (id) => livePoints.has(id), resource: (id) => liveResources.has(id) };
}

/**
 * The writes that give `lesson` these fields and exactly these links, recorded in `undo`. Links
 * already there are kept (not re-created), others are tombstoned.
 */
export function lessonWrites({
  lesson,
  fields,
  links,
  wanted,
  userId,
  newId,
  undo,
}: {
  lesson: Lesson;
  fields: Partial<ProgramLessonFields>;
  links: LessonLinks;
  wanted: { pointIds: readonly string[]; resourceIds: readonly string[] };
  userId: string;
  newId: () => string;
  undo: LessonsUndo;
}): TableWrite[] {
  undo.previous.push({
    lessonId: lesson.id,
    fields: Object.fromEntries(
      PROGRAM_LESSON_FIELDS.map((field) => [field, lesson[field]]),
    ) as ProgramLessonFields,
  });
  const writes: TableWrite[] = [
    { table: 'lessons', request: { op: 'update', id: lesson.id, fields } },
  ];
  const points = linkChanges(links.points, wanted.pointIds);
  const resources = linkChanges(links.resources, wanted.resourceIds);
  const row = { owner_id: userId, lesson_id: lesson.id };
  for (const targetId of points.add) {
    const id = newId();
    undo.createdLinks.push({ table: 'lesson_syllabus_points', id });
    writes.push({
      table: 'lesson_syllabus_points',
      request: { op: 'create', row: { id, ...row, syllabus_point_id: targetId } },
    });
  }
  for (const targetId of resources.add) {
    const id = newId();
    undo.createdLinks.push({ table: 'lesson_resources', id });
    writes.push({
      table: 'lesson_resources',
      request: { op: 'create', row: { id, ...row, resource_id: targetId } },
    });
  }
  for (const [table, removed] of [
    ['lesson_syllabus_points', points.remove],
    ['lesson_resources', resources.remove],
  ] as const)
    for (const link of removed) {
      undo.removedLinks.push({ table, id: link.id });
      writes.push({ table, request: { op: 'delete', id: link.id } });
    }
  return writes;
}

export const emptyUndo = (): LessonsUndo => ({ previous: [], createdLinks: [], removedLinks: [] });

/**
 * The writes that undo `undo`: every lesson gets back exactly its fields, links it created are
 * tombstoned and links it removed come back. A lesson deleted since is left deleted (an update
 * cannot bring a tombstone back), and so are its links.
 */
export async function undoWrites(
  db: ReplicaDb,
  userId: string,
  undo: LessonsUndo,
): Promise<TableWrite[]> {
  const lessons = await db.entity('lessons').bulkGet(undo.previous.map((entry) => entry.lessonId));
  const live = new Set(
    lessons.flatMap((l) => (l && l.owner_id === userId && l.deleted_at === null ? [l.id] : [])),
  );
  const writes: TableWrite[] = undo.previous.flatMap((entry): TableWrite[] =>
    live.has(entry.lessonId)
      ? [{ table: 'lessons', request: { op: 'update', id: entry.lessonId, fields: entry.fields } }]
      : [],
  );
  for (const [refs, want] of [
    [undo.createdLinks, 'deleted'],
    [undo.removedLinks, 'live'],
  ] as const)
    for (const ref of refs) {
      const row = await db.entity(ref.table).get(ref.id);
      if (!row || row.owner_id !== userId || !live.has(row.lesson_id)) continue;
      if (want === 'deleted' && row.deleted_at === null)
        writes.push({ table: ref.table, request: { op: 'delete', id: ref.id } });
      if (want === 'live' && row.deleted_at !== null)
        writes.push({ table: ref.table, request: { op: 'restore', id: ref.id } });
    }
  return writes;
}
