import type { Lesson } from '@/db/entities/lesson';
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
import { compareItems } from '../model/item-order';
import { itemsOfProgram } from './item-commands';
import {
  CLASS_NOT_FOUND,
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

/** The fields applying writes to a lesson: what undo puts back. */
const APPLIED_FIELDS = [
  'title',
  'objectives',
  'success_criteria',
  'activities',
  'program_item_id',
  'status',
] as const satisfies readonly (keyof Lesson)[];
type AppliedFields = Pick<Lesson, (typeof APPLIED_FIELDS)[number]>;

/** Each lesson written, with its fields as they were before: exactly what undo restores. */
export type AppliedProgram = ApplicationPreview & {
  previous: { lessonId: string; fields: AppliedFields }[];
};

const STORES = [
  'classes',
  'programs',
  'program_items',
  'lessons',
  'lesson_syllabus_points',
  'lesson_resources',
] as const;

/** Reads and plans; the caller's transaction makes it the same reading the write acts on. */
async function plan(
  db: ReplicaDb,
  { userId }: ProgramContext,
  input: ApplyInput,
): Promise<(ApplicationPreview & { lessons: Map<string, Lesson> }) | ProgramRefusal> {
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
  const ids = lessons.map((lesson) => lesson.id);
  const [points, resources] = await Promise.all([
    db.entity('lesson_syllabus_points').where('lesson_id').anyOf(ids).toArray(),
    db.entity('lesson_resources').where('lesson_id').anyOf(ids).toArray(),
  ]);
  const linked = new Set(
    [...points, ...resources].filter((link) => link.deleted_at === null).map((l) => l.lesson_id),
  );
  const planned = planApplication({
    slots: lessons.map((lesson) => ({
      id: lesson.id,
      date: lesson.date,
      period_id: lesson.period_id,
      start_time: lesson.start_time,
      planned: lesson.status === 'PLANNED' || hasPlanContent(lesson, linked.has(lesson.id)),
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
 * the item and becomes PLANNED. The plan is made again inside the transaction, so the lessons
 * written are the ones read. Refused, writing nothing, when the class has too few lessons.
 */
export function applyProgram(
  db: ReplicaDb,
  ctx: ProgramContext,
  input: ApplyInput,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<AppliedProgram | ProgramRefusal> {
  return inRefusableTransaction(db, STORES, async () => {
    const planned = await plan(db, ctx, input);
    if (!planned.ok) return planned;
    const items = new Map(
      (await itemsOfProgram(db, input.programId)).map((item) => [item.id, item]),
    );
    const previous: AppliedProgram['previous'] = [];
    const writes: TableWrite[] = planned.assignments.map((assignment) => {
      const lesson = planned.lessons.get(assignment.lessonId) as Lesson;
      const item = items.get(assignment.itemId);
      previous.push({
        lessonId: lesson.id,
        fields: Object.fromEntries(
          APPLIED_FIELDS.map((field) => [field, lesson[field]]),
        ) as AppliedFields,
      });
      return {
        table: 'lessons',
        request: {
          op: 'update',
          id: lesson.id,
          fields: {
            title: lessonTitleFor(assignment),
            objectives: item?.objectives ?? null,
            success_criteria: item?.success_criteria ?? null,
            activities: item?.activities ?? null,
            program_item_id: assignment.itemId,
            status: 'PLANNED',
          },
        },
      };
    });
    const written = await writeManyWithOutbox(db, writes, { now });
    if (!written.ok) return { ...written, reason: written.reason };
    return {
      ok: true,
      className: planned.className,
      assignments: planned.assignments,
      previous,
    };
  });
}

/**
 * Undoes applyProgram in one transaction: every lesson it wrote gets back exactly the fields it
 * had. A lesson deleted since is left deleted (an update cannot bring a tombstone back).
 */
export function undoApplyProgram(
  db: ReplicaDb,
  { userId }: ProgramContext,
  applied: Pick<AppliedProgram, 'previous'>,
  { now = defaultNow }: ProgramCommandOptions = {},
): Promise<{ ok: true } | ProgramRefusal> {
  return inRefusableTransaction(db, ['lessons'], async () => {
    const current = await db
      .entity('lessons')
      .bulkGet(applied.previous.map((entry) => entry.lessonId));
    const writes: TableWrite[] = applied.previous.flatMap((entry, index): TableWrite[] => {
      const lesson = current[index];
      if (!lesson || lesson.owner_id !== userId || lesson.deleted_at !== null) return [];
      return [{ table: 'lessons', request: { op: 'update', id: lesson.id, fields: entry.fields } }];
    });
    if (writes.length === 0) return { ok: true };
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true } : written;
  });
}
