import { describe, expect, it } from 'vitest';
import { applyMoves, invertBump, planBump, type BumpPlan, type LessonMove } from './bump';
import type { LessonRecord } from '@/domain/lessons';
import { planOffDay } from './off-day';
import type { TeachingSlot } from './slots';
import { lessonIn, teachingSlot } from '../../test-support/slots';

/** Two school weeks of class A, P1 every day (2–6 and 9–13 March 2026). */
const WEEKDAYS = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13'].map(
  (day) => `2026-03-${day}`,
);
const SLOTS = WEEKDAYS.map((date) => teachingSlot({ date }));
const slot = (index: number) => {
  const found = SLOTS[index];
  if (!found) throw new Error(`no slot ${index}`);
  return found;
};

/** Lesson `L<i>` in slot i for each index given. */
const lessonsAt = (indexes: number[], overrides: Record<number, Partial<LessonRecord>> = {}) =>
  indexes.map((i) => lessonIn(slot(i), { id: `L${i}`, ...overrides[i] }));

/** "L3 03-05→03-06" for each move, short enough to read in a failure. */
const brief = (plan: BumpPlan) =>
  plan.ok
    ? plan.moves.map((m) => `${m.lessonId} ${m.from.date.slice(5)}→${m.to.date.slice(5)}`)
    : plan.reason;

const bump = (
  direction: 'forward' | 'back',
  fromLessonId: string,
  lessons: LessonRecord[],
  slots: TeachingSlot[] = SLOTS,
) => planBump({ classId: 'class-a', fromLessonId, direction, lessons, slots });

describe('planBump forward', () => {
  it('moves the chosen lesson and every later one to the next slot, earlier ones stay', () => {
    const plan = bump('forward', 'L3', lessonsAt([0, 1, 2, 3, 4, 5]));
    expect(brief(plan)).toEqual(['L3 03-05→03-06', 'L4 03-06→03-09', 'L5 03-09→03-10']);
    expect(plan).toMatchObject({ ok: true, overflow: [] });
  });

  it('records both places with their times so the move can be written and undone', () => {
    const slots = [
      teachingSlot({ date: '2026-03-02', periodId: 'P1', startTime: '08:50', endTime: '09:40' }),
      teachingSlot({
        date: '2026-03-03',
        periodId: 'P3',
        periodSpan: 2,
        startTime: '10:50',
        endTime: '12:30',
      }),
    ];
    const lessons = [lessonIn(slots[0]!, { id: 'a' })];
    const plan = bump('forward', 'a', lessons, slots);
    expect(plan).toEqual({
      ok: true,
      moves: [
        {
          lessonId: 'a',
          from: { date: '2026-03-02', periodId: 'P1', startTime: '08:50', endTime: '09:40' },
          to: { date: '2026-03-03', periodId: 'P3', startTime: '10:50', endTime: '12:30' },
        },
      ],
      overflow: [],
    });
  });

  it('keeps the gaps between lessons', () => {
    expect(brief(bump('forward', 'L0', lessonsAt([0, 1, 4])))).toEqual([
      'L0 03-02→03-03',
      'L1 03-03→03-04',
      'L4 03-06→03-09',
    ]);
  });

  it('never stacks two lessons at the end: an empty generated lesson with no slot left takes the slot the chosen one leaves', () => {
    // Issue 16: L8 used to move onto L9, which had nowhere to go and stayed, two in one period.
    expect(brief(bump('forward', 'L8', lessonsAt([7, 8, 9])))).toEqual([
      'L8 03-12→03-13',
      'L9 03-13→03-12',
    ]);
    expect(bump('forward', 'L8', lessonsAt([7, 8, 9]))).toMatchObject({ overflow: [] });
  });

  it('sends an empty tail into every slot the chain frees, earliest first', () => {
    expect(brief(bump('forward', 'L5', lessonsAt([5, 7, 8, 9])))).toEqual([
      'L5 03-09→03-10',
      'L7 03-11→03-12',
      'L8 03-12→03-13',
      'L9 03-13→03-09',
    ]);
  });

  it('keeps a planned lesson with no slot left where it is, and every lesson it blocks', () => {
    const planned = { 9: { status: 'PLANNED' as const, title: 'Revision' } };
    expect(bump('forward', 'L8', lessonsAt([7, 8, 9], planned))).toEqual({
      ok: true,
      moves: [],
      overflow: ['L8', 'L9'],
    });
    const plan = bump('forward', 'L5', lessonsAt([5, 7, 8, 9], planned));
    expect(brief(plan)).toEqual(['L5 03-09→03-10']);
    expect(plan).toMatchObject({ ok: true, overflow: ['L7', 'L8', 'L9'] });
  });

  it('never moves a lesson past a later one that stays on a closure day', () => {
    // L2 is on the closed Wednesday with no slot left after it: L0 must not jump over it.
    const slots = [slot(0), slot(3)];
    expect(bump('forward', 'L0', lessonsAt([0, 2]), slots)).toEqual({
      ok: true,
      moves: [],
      overflow: ['L0', 'L2'],
    });
  });

  it('skips closures: the slots given have none, so the next slot is after the closure', () => {
    const withoutWednesday = SLOTS.filter((s) => s.date !== '2026-03-04');
    const lessons = lessonsAt([0, 1, 3]);
    expect(brief(bump('forward', 'L1', lessons, withoutWednesday))).toEqual([
      'L1 03-03→03-05',
      'L3 03-05→03-06',
    ]);
  });

  it('moves a lesson left on a closure day into the next slot and pushes the rest', () => {
    const withoutWednesday = SLOTS.filter((s) => s.date !== '2026-03-04');
    const lessons = lessonsAt([1, 2, 3]); // L2 is on Wednesday, now a closure
    expect(brief(bump('forward', 'L2', lessons, withoutWednesday))).toEqual([
      'L2 03-04→03-05',
      'L3 03-05→03-06',
    ]);
  });

  it('never moves completed or missed lessons; the lessons that move flow around them', () => {
    const lessons = lessonsAt([0, 1, 2, 3, 4], {
      0: { status: 'COMPLETED' },
      2: { status: 'COMPLETED' },
      3: { status: 'MISSED' },
    });
    expect(brief(bump('forward', 'L1', lessons))).toEqual(['L1 03-03→03-06', 'L4 03-06→03-09']);
  });

  it('refuses to start from a marked lesson', () => {
    const plan = bump('forward', 'L1', lessonsAt([0, 1], { 1: { status: 'COMPLETED' } }));
    expect(plan).toMatchObject({ ok: false, reason: 'lesson-marked' });
    expect(plan.ok || plan.message).toContain('marked completed');
  });

  it.each([
    ['an unknown lesson', 'nope', lessonsAt([0])],
    ['a deleted lesson', 'L0', lessonsAt([0], { 0: { deleted_at: '2026-03-01T00:00:00Z' } })],
    ['another class’s lesson', 'L0', lessonsAt([0], { 0: { class_id: 'class-b' } })],
  ])('refuses %s', (_, id, lessons) => {
    expect(bump('forward', id, lessons)).toMatchObject({ ok: false, reason: 'lesson-not-found' });
  });

  it('leaves other classes and tombstones alone', () => {
    const lessons = [
      ...lessonsAt([0, 1]),
      lessonIn(slot(2), { id: 'other-class', class_id: 'class-b' }),
      lessonIn(slot(3), { id: 'gone', deleted_at: '2026-03-01T00:00:00Z' }),
    ];
    expect(brief(bump('forward', 'L0', lessons))).toEqual(['L0 03-02→03-03', 'L1 03-03→03-04']);
  });

  it('reports lessons beyond the slots given as overflow', () => {
    const firstWeek = SLOTS.slice(0, 5);
    expect(bump('forward', 'L2', lessonsAt([2, 6]), firstWeek)).toEqual({
      ok: true,
      moves: [expect.objectContaining({ lessonId: 'L2' })],
      overflow: ['L6'],
    });
    // L4 has no slot after it in the first week, so L3 cannot take its place either.
    expect(bump('forward', 'L3', lessonsAt([3, 4, 6]), firstWeek)).toEqual({
      ok: true,
      moves: [],
      overflow: ['L3', 'L4', 'L6'],
    });
  });
});

describe('planBump back', () => {
  it('moves the chosen lesson and every later one into the slot before', () => {
    expect(brief(bump('back', 'L3', lessonsAt([0, 1, 3, 4, 6])))).toEqual([
      'L3 03-05→03-04',
      'L4 03-06→03-05',
      'L6 03-10→03-09',
    ]);
  });

  it('sends an empty lesson in the slot before to the place the last lesson leaves', () => {
    const plan = bump('back', 'L3', lessonsAt([2, 3, 4]));
    expect(brief(plan)).toEqual(['L3 03-05→03-04', 'L4 03-06→03-05', 'L2 03-04→03-06']);
  });

  it.each<[string, Partial<LessonRecord>, string]>([
    ['a planned lesson', { status: 'PLANNED', title: 'Fractions' }, 'already has a planned lesson'],
    ['a completed lesson', { status: 'COMPLETED' }, 'a lesson marked completed'],
    ['a missed lesson', { status: 'MISSED' }, 'a lesson marked missed'],
  ])('refuses when the slot before holds %s', (_, fields, words) => {
    const plan = bump('back', 'L3', lessonsAt([2, 3], { 2: fields }));
    expect(plan).toMatchObject({ ok: false, reason: 'slot-before-occupied' });
    expect(plan.ok || plan.message).toContain(words);
    expect(plan.ok || plan.message).toContain('2026-03-04');
  });

  it('refuses from the first slot', () => {
    expect(bump('back', 'L0', lessonsAt([0, 1]))).toMatchObject({
      ok: false,
      reason: 'no-slot-before',
    });
  });

  it('skips closures going back too', () => {
    const withoutWednesday = SLOTS.filter((s) => s.date !== '2026-03-04');
    expect(brief(bump('back', 'L3', lessonsAt([3, 4]), withoutWednesday))).toEqual([
      'L3 03-05→03-03',
      'L4 03-06→03-05',
    ]);
  });

  it('lets later lessons flow around a marked lesson', () => {
    const lessons = lessonsAt([3, 4, 5], { 4: { status: 'COMPLETED' } });
    expect(brief(bump('back', 'L3', lessons))).toEqual(['L3 03-05→03-04', 'L5 03-09→03-05']);
  });
});

describe('invertBump', () => {
  it('puts every lesson back where it was, times included', () => {
    const lessons = lessonsAt([0, 2, 3, 5, 9]);
    for (const plan of [bump('forward', 'L2', lessons), bump('back', 'L3', lessons)]) {
      if (!plan.ok) throw new Error(plan.message);
      const moved = applyMoves(lessons, plan.moves);
      expect(moved).not.toEqual(lessons);
      expect(applyMoves(moved, invertBump(plan.moves))).toEqual(lessons);
    }
  });

  it('swaps from and to, last move first', () => {
    const moves: LessonMove[] = [
      {
        lessonId: 'a',
        from: { date: '2026-03-02', periodId: 'P1', startTime: null, endTime: null },
        to: { date: '2026-03-03', periodId: 'P1', startTime: null, endTime: null },
      },
      {
        lessonId: 'b',
        from: { date: '2026-03-03', periodId: 'P1', startTime: null, endTime: null },
        to: { date: '2026-03-04', periodId: 'P1', startTime: null, endTime: null },
      },
    ];
    expect(invertBump(moves).map((m) => `${m.lessonId} ${m.from.date}→${m.to.date}`)).toEqual([
      'b 2026-03-04→2026-03-03',
      'a 2026-03-03→2026-03-02',
    ]);
  });
});

describe('planOffDay', () => {
  const CLASS_B_SLOTS = WEEKDAYS.map((date) =>
    teachingSlot({
      date,
      classId: 'class-b',
      periodId: 'P2',
      startTime: '08:00',
      endTime: '08:50',
    }),
  );
  const slotsByClass = new Map([
    ['class-a', SLOTS],
    ['class-b', CLASS_B_SLOTS],
  ]);
  const classB = (index: number, fields: Partial<LessonRecord> = {}) =>
    lessonIn(CLASS_B_SLOTS[index]!, { id: `B${index}`, ...fields });

  it('bumps every class with a lesson that day from its first lesson, in the order they meet', () => {
    const lessons = [...lessonsAt([1, 2, 3]), classB(2), classB(3), classB(0)];
    const result = planOffDay({
      date: '2026-03-04',
      reason: '  Staff development day ',
      lessons,
      slotsByClass,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.reason).toBe('Staff development day');
    expect(result.plans.map((p) => [p.classId, p.fromLessonId, brief(p.plan)])).toEqual([
      ['class-b', 'B2', ['B2 03-04→03-05', 'B3 03-05→03-06']],
      ['class-a', 'L2', ['L2 03-04→03-05', 'L3 03-05→03-06']],
    ]);
  });

  it('leaves classes without a lesson that day out', () => {
    const result = planOffDay({
      date: '2026-03-04',
      reason: 'Snow',
      lessons: [...lessonsAt([1, 3]), classB(2, { deleted_at: '2026-03-01T00:00:00Z' })],
      slotsByClass,
    });
    expect(result).toEqual({ ok: true, date: '2026-03-04', reason: 'Snow', plans: [] });
  });

  it('keeps a lesson already marked that day and starts from the first unmarked one', () => {
    const morning = lessonIn(slot(2), { id: 'morning', status: 'COMPLETED' });
    const afternoon = lessonIn(
      teachingSlot({ date: '2026-03-04', periodId: 'P5', startTime: '14:00' }),
      {
        id: 'afternoon',
      },
    );
    const result = planOffDay({
      date: '2026-03-04',
      reason: 'Fire drill',
      lessons: [morning, afternoon, ...lessonsAt([3])],
      slotsByClass,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.plans.map((p) => [p.fromLessonId, brief(p.plan)])).toEqual([
      ['afternoon', ['afternoon 03-04→03-05', 'L3 03-05→03-06']],
    ]);
  });

  it('needs a reason', () => {
    expect(
      planOffDay({ date: '2026-03-04', reason: '   ', lessons: lessonsAt([2]), slotsByClass }),
    ).toMatchObject({ ok: false, reason: 'reason-required' });
  });

  it('gives a class without slots its lessons as overflow', () => {
    const result = planOffDay({
      date: '2026-03-04',
      reason: 'Snow',
      lessons: lessonsAt([2, 3]),
      slotsByClass: new Map(),
    });
    expect(result).toMatchObject({
      ok: true,
      plans: [{ classId: 'class-a', plan: { ok: true, moves: [], overflow: ['L2', 'L3'] } }],
    });
  });
});
