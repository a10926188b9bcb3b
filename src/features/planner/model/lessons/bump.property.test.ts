/**
 * Property tests for bump (DESIGN §7): random school days (some closed), periods, lessons in
 * every state, a random chosen lesson and direction. Whenever a plan is made:
 * - applying it and then invertBump restores every lesson exactly;
 * - no two live lessons of the class end up in one place, the ones left with no slot included;
 * - the lessons that move keep their order and never jump over an unmarked lesson that stays
 *   (empty generated lessons a bump rotates into freed slots are the documented exception);
 * - completed and missed lessons, other classes and tombstones never move.
 *
 * Replay a failure: FC_SEED=<seed> FC_PATH=<path> npx vitest run src/features/planner/model/lessons
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMoves, invertBump, planBump, type LessonMove, type LessonPlace } from './bump';
import { comparableTime, isMarked, type LessonRecord, type LessonStatus } from '@/domain/lessons';
import { lessonRecord } from '@/domain/test-support/lesson-records';
import { FC_PARAMS, teachingSlot } from '../../test-support/slots';

const CLASS = 'class-a';
const DATES = Array.from({ length: 12 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const PERIODS = [
  { id: 'P1', start: '09:00', end: '10:00' },
  { id: 'P2', start: '10:00', end: '11:00' },
  { id: 'P3', start: '11:00', end: '12:00' },
];
const TOMBSTONE = '2026-02-20T08:00:00Z';

/** true about once in `n` draws. */
const oneIn = (n: number) => fc.nat({ max: n - 1 }).map((draw) => draw === 0);

const dayArb = fc.record({
  closed: oneIn(6),
  periods: fc.subarray(PERIODS, { minLength: 1 }),
});

const lessonArb = fc.record({
  status: fc.constantFrom<LessonStatus>(
    'UNPLANNED',
    'UNPLANNED',
    'UNPLANNED',
    'PLANNED',
    'PLANNED',
    'COMPLETED',
    'MISSED',
  ),
  titled: oneIn(3),
  // Noise that must never move: another class's lesson or a tombstone in the same place.
  noise: fc.constantFrom('none', 'none', 'none', 'none', 'other-class', 'tombstone'),
});

const worldArb = fc.array(dayArb, { minLength: 1, maxLength: DATES.length }).chain((days) => {
  const places = days.flatMap((day, d) =>
    day.periods.map((period) => ({ date: DATES[d]!, period, closed: day.closed })),
  );
  return fc.record({
    days: fc.constant(days),
    // Dense layouts: about two places in three hold a lesson, so neighbours meet often.
    placed: fc.array(fc.option(lessonArb, { freq: 3 }), {
      minLength: places.length,
      maxLength: places.length,
    }),
    places: fc.constant(places),
    chosen: fc.nat(),
    direction: fc.constantFrom('forward' as const, 'back' as const),
  });
});

const timeOf = (place: { date: string; startTime: string | null }) =>
  `${place.date} ${comparableTime(place.startTime)}`;
const lessonTime = (lesson: LessonRecord) =>
  timeOf({ date: lesson.date, startTime: lesson.start_time });
const placeKey = (place: LessonPlace) => `${place.date}|${place.periodId}`;

describe('planBump (properties)', () => {
  it('restores with invertBump, never stacks lessons, keeps order and leaves marked lessons', () => {
    let planned = 0;
    let displaced = 0;
    let overflowed = 0;
    fc.assert(
      fc.property(worldArb, ({ places, placed, chosen, direction }) => {
        const slots = places
          .filter((place) => !place.closed)
          .map(({ date, period }) =>
            teachingSlot({
              date,
              periodId: period.id,
              startTime: period.start,
              endTime: period.end,
            }),
          );
        const lessons = placed.flatMap((lesson, place) => {
          if (lesson === null) return [];
          const { date, period } = places[place]!;
          return lessonRecord({
            id: `lesson-${String(place).padStart(2, '0')}`,
            class_id: lesson.noise === 'other-class' ? 'class-b' : CLASS,
            deleted_at: lesson.noise === 'tombstone' ? TOMBSTONE : null,
            date,
            period_id: period.id,
            start_time: period.start,
            end_time: period.end,
            status: lesson.status,
            title: lesson.titled || lesson.status === 'PLANNED' ? 'Plan' : null,
          });
        });
        const classLessons = lessons.filter((l) => l.class_id === CLASS && l.deleted_at === null);
        const from = classLessons[chosen % Math.max(1, classLessons.length)];
        if (from === undefined) return;

        const plan = planBump({ classId: CLASS, fromLessonId: from.id, direction, lessons, slots });
        if (!plan.ok) return;
        planned += 1;

        // Undo restores everything, exactly.
        const after = applyMoves(lessons, plan.moves);
        expect(applyMoves(after, invertBump(plan.moves))).toEqual(lessons);

        // Only live, unmarked lessons of the class move, each once.
        const byId = new Map(lessons.map((l) => [l.id, l]));
        const movedIds = plan.moves.map((m) => m.lessonId);
        expect(new Set(movedIds).size).toBe(movedIds.length);
        for (const id of [...movedIds, ...plan.overflow]) {
          const lesson = byId.get(id)!;
          expect(lesson.class_id).toBe(CLASS);
          expect(lesson.deleted_at).toBeNull();
          expect(isMarked(lesson.status)).toBe(false);
        }

        // No two live lessons of the class share a date and period afterwards, the ones with no
        // slot left (which stay where they are) included: issue 16's stacked end of the year.
        const placesAfter = after
          .filter((l) => l.class_id === CLASS && l.deleted_at === null)
          .map((l) => `${l.date}|${l.period_id}`);
        expect(new Set(placesAfter).size).toBe(placesAfter.length);
        if (plan.overflow.length > 0) overflowed += 1;
        for (const id of plan.overflow) expect(movedIds).not.toContain(id);

        // Forward moves go later, except empty generated lessons with no slot left, sent into
        // the slots the chain frees; back moves go earlier except one displaced empty lesson.
        const later = (m: LessonMove) => timeOf(m.to) > timeOf(m.from);
        const forward = direction === 'forward';
        const chain = plan.moves.filter((m) => later(m) === forward);
        const rotated = plan.moves.filter((m) => later(m) !== forward);
        if (!forward) expect(rotated.length).toBeLessThanOrEqual(1);
        for (const move of rotated) {
          const lesson = byId.get(move.lessonId)!;
          expect(lesson.status).toBe('UNPLANNED');
          expect(lesson.title).toBeNull();
        }
        if (rotated.length > 0) displaced += 1;
        const slotKeys = new Set(slots.map((s) => placeKey({ ...s, periodId: s.periodId })));
        for (const move of chain) expect(slotKeys.has(placeKey(move.to))).toBe(true);

        // The chain keeps its order...
        const sortedByFrom = [...chain].sort((a, b) => (timeOf(a.from) < timeOf(b.from) ? -1 : 1));
        const newTimes = sortedByFrom.map((m) => timeOf(m.to));
        expect(newTimes).toEqual([...newTimes].sort());
        expect(new Set(newTimes).size).toBe(newTimes.length);

        // ...and never jumps an unmarked lesson that stays.
        const moving = new Set([...movedIds, ...plan.overflow]);
        const staying = classLessons.filter((l) => !moving.has(l.id) && !isMarked(l.status));
        for (const move of chain) {
          for (const still of staying) {
            const t = lessonTime(still);
            expect(timeOf(move.from) < t).toBe(timeOf(move.to) < t);
          }
        }
      }),
      FC_PARAMS,
    );
    // The generator must reach real plans, not only refusals.
    expect(planned).toBeGreaterThan(FC_PARAMS.numRuns / 3);
    expect(displaced).toBeGreaterThan(0);
    // ...and the end of the slots, where lessons have nowhere left to go.
    expect(overflowed).toBeGreaterThan(FC_PARAMS.numRuns / 20);
  });
});
