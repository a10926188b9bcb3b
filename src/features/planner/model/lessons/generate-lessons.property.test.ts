/**
 * Property tests for generation (DESIGN §7: idempotent) and regeneration (never touches the past
 * or a lesson with content). Random slots and lessons over a small grid of classes, dates and
 * periods, so keys collide often.
 *
 * Replay a failure: FC_SEED=<seed> FC_PATH=<path> npx vitest run src/features/planner/model/lessons
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planGeneration, planRegeneration, type NewLesson } from './generate-lessons';
import { isEmptyLesson, type LessonRecord, type LessonStatus } from '@/domain/lessons';
import { keyOfSlot, slotKey } from './slots';
import { lessonRecord } from '@/domain/test-support/lesson-records';
import { FC_PARAMS, teachingSlot } from '../../test-support/slots';

const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'];
const TODAY = '2026-03-04';
const RANGE = { start: '2026-03-03', end: '2026-03-06' };
const CLASSES = ['class-a', 'class-b'];
const PERIODS = ['P1', 'P2'];
const TOMBSTONE = '2026-02-20T08:00:00Z';
const OWNER = 'teacher-a';

const slotArb = fc
  .record({
    date: fc.constantFrom(...DATES),
    classId: fc.constantFrom(...CLASSES),
    periodId: fc.constantFrom(...PERIODS),
  })
  .map((fields) => teachingSlot(fields));

/** true about once in `n` draws. */
const oneIn = (n: number) => fc.nat({ max: n - 1 }).map((draw) => draw === 0);

const textArb = fc.constantFrom(null, null, null, '', '  ', 'Fractions');

const lessonFieldsArb = fc.record({
  class_id: fc.constantFrom(...CLASSES),
  date: fc.constantFrom(...DATES),
  period_id: fc.option(fc.constantFrom(...PERIODS), { freq: 6 }),
  deleted: oneIn(4),
  status: fc.constantFrom<LessonStatus>(
    'UNPLANNED',
    'UNPLANNED',
    'UNPLANNED',
    'PLANNED',
    'COMPLETED',
    'MISSED',
    'PENDING_REFLECTION',
  ),
  title: textArb,
  notes: textArb,
  program_item_id: oneIn(8).map((set) => (set ? 'c1d5b3a2-0000-4000-8000-000000000001' : null)),
  effectiveness_rating: oneIn(8).map((set) => (set ? 4 : null)),
  linked: oneIn(6),
});

const worldArb = fc.record({
  slots: fc.array(slotArb, { maxLength: 20 }),
  lessons: fc.array(lessonFieldsArb, { maxLength: 30, size: 'max' }).map((list) =>
    list.map(({ deleted, linked, ...fields }, index) => ({
      lesson: lessonRecord({
        id: `lesson-${index}`,
        ...fields,
        deleted_at: deleted ? TOMBSTONE : null,
      }),
      linked,
    })),
  ),
});

const keyOfLesson = (lesson: LessonRecord) =>
  lesson.period_id === null ? null : slotKey(lesson.class_id, lesson.date, lesson.period_id);

const written = (create: readonly NewLesson[]): LessonRecord[] =>
  create.map((lesson) => lessonRecord({ ...lesson, deleted_at: null }));

function counter() {
  let next = 0;
  return () => `new-${++next}`;
}

describe('planGeneration (properties)', () => {
  it('creates only for uncovered slots, covers every slot, and creates nothing the second time', () => {
    fc.assert(
      fc.property(worldArb, ({ slots, lessons }) => {
        const existing = lessons.map(({ lesson }) => lesson);
        const first = planGeneration({
          slots,
          existingLessons: existing,
          ownerId: OWNER,
          newId: counter(),
        });

        const takenKeys = new Set(existing.map(keyOfLesson));
        const createdKeys = first.create.map((l) => slotKey(l.class_id, l.date, l.period_id));
        expect(new Set(createdKeys).size).toBe(createdKeys.length);
        for (const key of createdKeys) expect(takenKeys.has(key)).toBe(false);

        const after = [...existing, ...written(first.create)];
        const afterKeys = new Set(after.map(keyOfLesson));
        for (const slot of slots) expect(afterKeys.has(keyOfSlot(slot))).toBe(true);

        expect(
          planGeneration({ slots, existingLessons: after, ownerId: OWNER, newId: counter() })
            .create,
        ).toEqual([]);
      }),
      FC_PARAMS,
    );
  });
});

describe('planRegeneration (properties)', () => {
  it('removes only future, in-range, live, empty lessons with a period, creates only future slots, and is idempotent', () => {
    const seen = { 'no-slot': 0, duplicate: 0, create: 0 };
    fc.assert(
      fc.property(worldArb, ({ slots, lessons }) => {
        const existing = lessons.map(({ lesson }) => lesson);
        const links = new Set(
          lessons.filter(({ linked }) => linked).map(({ lesson }) => lesson.id),
        );
        const regenerate = (current: LessonRecord[]) =>
          planRegeneration({
            slots,
            existingLessons: current,
            lessonIdsWithLinks: links,
            today: TODAY,
            range: RANGE,
            ownerId: OWNER,
            newId: counter(),
          });

        const result = regenerate(existing);
        for (const { reason } of result.remove) seen[reason] += 1;
        seen.create += result.create.length;
        const byId = new Map(existing.map((lesson) => [lesson.id, lesson]));
        for (const { lessonId } of result.remove) {
          const lesson = byId.get(lessonId);
          expect(lesson).toBeDefined();
          if (lesson === undefined) continue;
          expect(lesson.date > TODAY).toBe(true);
          expect(lesson.date >= RANGE.start && lesson.date <= RANGE.end).toBe(true);
          expect(lesson.deleted_at).toBeNull();
          expect(lesson.period_id).not.toBeNull();
          expect(isEmptyLesson(lesson, links.has(lesson.id))).toBe(true);
        }
        // A teacher's deleted plan keeps its slot: no lesson is created over it.
        const deletedPlans = new Set(
          existing
            .filter((l) => l.deleted_at !== null && !isEmptyLesson(l, links.has(l.id)))
            .map(keyOfLesson),
        );
        for (const lesson of result.create) {
          expect(lesson.date > TODAY && lesson.date <= RANGE.end).toBe(true);
          expect(deletedPlans.has(slotKey(lesson.class_id, lesson.date, lesson.period_id))).toBe(
            false,
          );
        }

        const removed = new Set(result.remove.map((r) => r.lessonId));
        const after = [
          ...existing.map((l) => (removed.has(l.id) ? { ...l, deleted_at: TOMBSTONE } : l)),
          ...written(result.create),
        ];
        expect(regenerate(after)).toEqual({ create: [], remove: [] });
      }),
      FC_PARAMS,
    );
    // The generator must reach every branch.
    expect(seen).toEqual({
      'no-slot': expect.any(Number),
      duplicate: expect.any(Number),
      create: expect.any(Number),
    });
    console.log(seen);
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(0);
  });
});
