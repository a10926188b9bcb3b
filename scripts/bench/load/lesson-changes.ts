import { randomUUID } from 'node:crypto';
import { addDays, formatISO, parseISO } from 'date-fns';
import { blankLesson } from '../../../src/domain/lessons';
import type { PendingChange } from '../../../sync/engine/ports';
import { PUSH_BATCH_SIZE } from '../../../sync/engine/sync-engine';

/** What a device knows of one of its lessons (from its pulls and its own pushes). */
export type KnownLesson = {
  id: string;
  class_id: string;
  date: string;
  period_id: string | null;
} & Record<EditedField, unknown>;

/** The lesson fields teachers edit in the lesson panel (all free text but follow-up). */
const TEXT_FIELDS = ['title', 'objectives', 'success_criteria', 'activities', 'notes'] as const;
export type EditedField = (typeof TEXT_FIELDS)[number] | 'follow_up_required';
export const EDITED_FIELDS: readonly EditedField[] = [...TEXT_FIELDS, 'follow_up_required'];

/**
 * What one push of a busy teacher holds, by share of pushes:
 * - 80 %: an autosave, 1–3 lessons with one or two text fields changed;
 * - 15 %: a week reviewed, 5–30 lessons with notes and a follow-up flag;
 * - 5 %: a generated run of new lessons (a new class or term), 20 to the client's whole batch
 *   (PUSH_BATCH_SIZE, 200): the heaviest push the app sends.
 */
export const CHANGE_MIX = { autosave: 0.8, weekReview: 0.15 } as const;

const WORDS = ['fractions', 'ratio', 'angles', 'algebra', 'graphs', 'probability', 'area'];

export type ChangeContext = {
  ownerId: string;
  random: () => number;
  /** Next outbox seq (the device's auto-increment). */
  nextSeq: () => number;
  lessons: ReadonlyMap<string, KnownLesson>;
  classIds: readonly string[];
};

function pickMany<T>(items: readonly T[], count: number, random: () => number): T[] {
  const picked = new Set<T>();
  const want = Math.min(count, items.length);
  while (picked.size < want) picked.add(items[Math.floor(random() * items.length)]!);
  return [...picked];
}

const between = (min: number, max: number, random: () => number) =>
  min + Math.floor(random() * (max - min + 1));

function sentence(random: () => number): string {
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  return `Students work on ${word()} and ${word()}, then explain one example to a partner.`;
}

function edit(lesson: KnownLesson, fields: Record<string, unknown>, seq: number): PendingChange {
  const base: Record<string, unknown> = {};
  for (const field of Object.keys(fields)) base[field] = lesson[field as EditedField] ?? null;
  return { seq, table: 'lessons', op: 'upsert', id: lesson.id, fields, base };
}

/** One push's worth of lesson changes, as the app's outbox would hold them. */
export function lessonChanges(context: ChangeContext): PendingChange[] {
  const { random, nextSeq } = context;
  const lessons = [...context.lessons.values()];
  const roll = random();
  if (lessons.length > 0 && roll < CHANGE_MIX.autosave) {
    return pickMany(lessons, between(1, 3, random), random).map((lesson) => {
      const fields: Record<string, unknown> = {};
      for (const field of pickMany(TEXT_FIELDS, between(1, 2, random), random))
        fields[field] =
          field === 'title' ? `Lesson on ${WORDS[between(0, 6, random)]}` : sentence(random);
      return edit(lesson, fields, nextSeq());
    });
  }
  if (lessons.length > 0 && roll < CHANGE_MIX.autosave + CHANGE_MIX.weekReview) {
    return pickMany(lessons, between(5, 30, random), random).map((lesson) =>
      edit(lesson, { notes: sentence(random), follow_up_required: random() < 0.3 }, nextSeq()),
    );
  }
  return generatedLessons(context, between(20, PUSH_BATCH_SIZE, random));
}

/** New lessons for one class on the weekdays after its last known lesson, as generation makes. */
function generatedLessons(context: ChangeContext, count: number): PendingChange[] {
  const { random, nextSeq } = context;
  const classId = context.classIds[Math.floor(random() * context.classIds.length)];
  if (!classId) return [];
  let last = '2026-01-01';
  for (const lesson of context.lessons.values()) {
    if (lesson.class_id === classId && lesson.date > last) last = lesson.date;
  }
  const changes: PendingChange[] = [];
  let day = parseISO(last);
  while (changes.length < count) {
    day = addDays(day, 1);
    if (day.getDay() === 0 || day.getDay() === 6) continue;
    const row = {
      ...blankLesson({
        id: randomUUID(),
        owner_id: context.ownerId,
        class_id: classId,
        date: formatISO(day, { representation: 'date' }),
        period_id: 'P1',
        start_time: '08:50',
        end_time: '09:45',
      }),
      title: `Lesson on ${WORDS[between(0, 6, random)]}`,
      status: 'PLANNED',
    };
    changes.push({
      seq: nextSeq(),
      table: 'lessons',
      op: 'upsert',
      id: row.id,
      fields: row,
      base: {},
    });
  }
  return changes;
}
