import type { Lesson } from '@/db/entities/lesson';
import type { ProgramItem } from '@/db/entities/library';
import type { ReplicaDb } from '@/db/replica-db';
import { inRefusableTransaction } from '@/db/refusable-transaction';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { compareLessons, hasPlanContent, isMarked } from '@/domain/lessons';
import {
  lessonTitleFor,
  notEnoughLessonsMessage,
  planApplication,
  type Assignment,
  type ExistingLessonMode,
} from '../model/apply-program';
import { linkableIds } from '../model/item-lessons';
import { compareItems } from '../model/item-order';
import { itemsOfProgram } from './item-commands';
import {
  emptyUndo,
  LESSON_LINK_STORES,
  lessonWrites,
  liveLinksOf,
  onDeviceIds,
  undoWrites,
  type LessonLinks,
  type LessonsUndo,
} from './lesson-writes';
import {
  CLASS_NOT_FOUND,
  defaultNewId,
  defaultNow,
  PROGRAM_NOT_FOUND,
  type ProgramCommandOptions,
  type ProgramContext,
  type ProgramRefusal,
} from './program-command-result';

export type ApplyInput = {
  programId: string;
  classId: string;
  /** YYYY-MM-DD: the first date a lesson may take an item. */
  from: string;
  mode: ExistingLessonMode;
  /** 1-based positions of the first and last item to apply (default: all). */
  firstItem?: number;
  lastItem?: number;
};

export type ApplicationPreview = { ok: true; className: string; assignments: Assignment[] };

/**
 * Each lesson written, with its fields as they were before, and the link rows created and
 * removed: exactly what undo restores.
 */
export type AppliedProgram = ApplicationPreview & { undo: LessonsUndo };

const STORES = [
  'classes',
  'programs',
  'program_items',
  'syllabus_points',
  'resources',
  ...LESSON_LINK_STORES,
] as const;

/** Reads and plans; the caller's transaction makes it the same reading the write acts on. */
async function plan(
  db: ReplicaDb,
  { userId }: ProgramContext,
  input: ApplyInput,
): Promise<
  | (ApplicationPreview & {
      lessons: Map<string, Lesson>;
      links: Map<string, LessonLinks>;
      items: readonly ProgramItem[];
    })
  | ProgramRefusal
> {
  const schoolClass = await db.entity('classes').get(input.classId);
  if (!schoolClass || schoolClass.owner_id !== userId || schoolClass.deleted_at !== null)
    return CLASS_NOT_FOUND;
  const program = await db.entity('programs').get(input.programId);
  if (!program || program.deleted_at !== null) return PROGRAM_NOT_FOUND;
  const allItems = (await itemsOfProgram(db, program.id))
    .filter((item) => item.deleted_at === null)
    .sort(compareItems);
  const first = Math.max(1, input.firstItem ?? 1);
  const last = Math.min(allItems.length, input.lastItem ?? allItems.length);
  const items = allItems.slice(first - 1, last);

  const lessons = (
    await db
      .entity('lessons')
      .where('[class_id+date]')
      .between([input.classId, input.from], [input.classId, '\uffff'], true, true)
      .toArray()
  )
    .filter((l) => l.owner_id === userId && l.deleted_at === null && !isMarked(l.status))
    .sort(compareLessons);
  const links = await liveLinksOf(
    db,
    lessons.map((lesson) => lesson.id),
  );
  const linked = (id: string) => {
    const found = links.get(id);
    return found !== undefined && found.points.length + found.resources.length > 0;
  };
  const planned = planApplication({
    slots: lessons.map((lesson) => ({
      id: lesson.id,
      date: lesson.date,
      period_id: lesson.period_id,
      start_time: lesson.start_time,
      planned: lesson.status === 'PLANNED' || hasPlanContent(lesson, linked(lesson.id)),
    })),
    items,
    mode: input.mode,
  });
  if (!planned.ok) {
    if (planned.reason === 'no-items')
      return {
        ok: false,
        reason: 'no-items',
        message: 'This program has no items to apply. Add items first.',
      };
    return {
      ok: false,
      reason: 'not-enough-lessons',
      message: notEnoughLessonsMessage({
        className: schoolClass.name,
        from: input.from,
        available: planned.available,
        needed: planned.periodsNeeded,
      }),
    };
  }
  return {
    ok: true,
    className: schoolClass.name,
    assignments: planned.assignments,
    lessons: new Map(lessons.map((lesson) => [lesson.id, lesson])),
    links,
    items,
  };
}

/** What applying would do, without writing: the preview the teacher confirms. */
export async function previewApplication(
  db: ReplicaDb,
  ctx: ProgramContext,
  input: ApplyInput,
): Promise<ApplicationPreview | ProgramRefusal> {
  const result = await db.transaction('r', [...STORES], () => plan(db, ctx, input));
  if (!result.ok) return result;
  return { ok: true, className: result.className, assignments: result.assignments };
}

/**
 * Applies a program to a class from a date in ONE transaction: each assigned lesson takes the
 * item's title (numbered for long items), objectives, success criteria and activities, links to
 * the item and becomes PLANNED, and links exactly the item's syllabus points and resources (those
 * on this device: what the teacher can see, so the server accepts the links). The plan is made
 * again inside the transaction, so the lessons written are the ones read. Refused, writing
 * nothing, when the class has too few lessons.
 */
export function applyProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  input: ApplyInput,
  { now = defaultNow, newId = defaultNewId }: ProgramCommandOptions = {},
): Promise<AppliedProgram | ProgramRefusal> {
  return inRefusableTransaction(db, STORES, async () => {
    const planned = await plan(db, ctx, input);
    if (!planned.ok) return planned;
    const items = new Map(planned.items.map((item) => [item.id, item]));
    const onDevice = await onDeviceIds(
      db,
      planned.items.flatMap((item) => item.syllabus_point_ids),
      planned.items.flatMap((item) => item.resource_ids),
    );
    const undo = emptyUndo();
    const writes: TableWrite[] = planned.assignments.flatMap((assignment) => {
      const lesson = planned.lessons.get(assignment.lessonId) as Lesson;
      const item = items.get(assignment.itemId) as ProgramItem;
      return lessonWrites({
        lesson,
        fields: {
          title: lessonTitleFor(assignment),
          objectives: item.objectives,
          success_criteria: item.success_criteria,
          activities: item.activities,
          program_item_id: assignment.itemId,
          status: 'PLANNED',
        },
        links: planned.links.get(lesson.id) ?? { points: [], resources: [] },
        wanted: {
          pointIds: linkableIds(item.syllabus_point_ids, onDevice.point),
          resourceIds: linkableIds(item.resource_ids, onDevice.resource),
        },
        userId: ctx.userId,
        newId,
        undo,
      });
    });
    const written = await writeManyWithOutbox(db, writes, { now });
    if (!written.ok) return { ...written, reason: written.reason };
    return { ok: true, className: planned.className, assignments: planned.assignments, undo };
  });
}

/**
 * Undoes applyProgram (and updateFutureLessons) in one transaction: every lesson written gets back
 * exactly the fields it had, the links made go and the links replaced come back.
 */
export function undoApplyProgram(
  db: ReplicaDb,
  { userId }: Pick<ProgramContext, 'userId'>,
  applied: { undo: LessonsUndo },
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<{ ok: true } | ProgramRefusal> {
  return inRefusableTransaction(db, LESSON_LINK_STORES, async () => {
    const writes = await undoWrites(db, userId, applied.undo);
    if (writes.length === 0) return { ok: true };
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true } : written;
  });
}
