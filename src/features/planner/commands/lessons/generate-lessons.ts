import type { ReplicaDb } from '@/db/replica-db';
import { writeManyWithOutbox, type TableWrite } from '@/db/write-with-outbox';
import { planGeneration, planRegeneration } from '../../model/lessons';
import { inOneTransaction } from './in-one-transaction';
import {
  defaultNewId,
  defaultNow,
  type LessonCommandContext,
  type LessonCommandOptions,
  type LessonRefusal,
} from './lesson-command-result';
import {
  readLessonIdsWithLinks,
  readTeacherLessons,
  readTeacherSlots,
  SLOT_STORES,
  type SlotSource,
} from './teacher-slots';

export type GenerationResult = { ok: true; created: number; removed: number } | LessonRefusal;

/**
 * DESIGN §7 generation over a range (a week, a term, the year; see lesson-ranges): one
 * UNPLANNED lesson for each slot of the teacher's classes that has none. Idempotent: a second
 * run finds every slot taken and writes nothing. All lessons go in one batch, so a range is
 * generated whole or not at all.
 */
export function generateLessons(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  source: SlotSource,
  { now = defaultNow, newId = defaultNewId }: LessonCommandOptions = {},
): Promise<GenerationResult> {
  return inOneTransaction(db, SLOT_STORES, async () => {
    const [slots, existingLessons] = await Promise.all([
      readTeacherSlots(db, userId, source),
      readTeacherLessons(db, userId, source.range),
    ]);
    const { create } = planGeneration({ slots, existingLessons, ownerId: userId, newId });
    const writes: TableWrite[] = create.map((lesson) => ({
      table: 'lessons',
      request: { op: 'create', row: lesson },
    }));
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true, created: create.length, removed: 0 } : written;
  });
}

/**
 * After a timetable change: future empty lessons follow the new slots (planRegeneration).
 * Lessons dated `today` or before, and any lesson with content, a mark, a reflection or links,
 * are never touched. Removed lessons become tombstones, in the same batch as the new ones.
 */
export function regenerateLessons(
  db: ReplicaDb,
  { userId }: LessonCommandContext,
  source: SlotSource & { today: string },
  { now = defaultNow, newId = defaultNewId }: LessonCommandOptions = {},
): Promise<GenerationResult> {
  const stores = [...SLOT_STORES, 'lesson_resources', 'lesson_syllabus_points'];
  return inOneTransaction(db, stores, async () => {
    const [slots, existingLessons, lessonIdsWithLinks] = await Promise.all([
      readTeacherSlots(db, userId, source),
      readTeacherLessons(db, userId, source.range),
      readLessonIdsWithLinks(db, userId),
    ]);
    const { create, remove } = planRegeneration({
      slots,
      existingLessons,
      lessonIdsWithLinks,
      today: source.today,
      range: { start: source.range.from, end: source.range.to },
      ownerId: userId,
      newId,
    });
    const writes: TableWrite[] = [
      ...remove.map(({ lessonId }): TableWrite => ({
        table: 'lessons',
        request: { op: 'delete', id: lessonId },
      })),
      ...create.map((lesson): TableWrite => ({
        table: 'lessons',
        request: { op: 'create', row: lesson },
      })),
    ];
    const written = await writeManyWithOutbox(db, writes, { now });
    return written.ok ? { ok: true, created: create.length, removed: remove.length } : written;
  });
}
